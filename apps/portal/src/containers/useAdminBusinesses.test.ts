import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  failure,
  success,
  type AdminBusiness,
  type ApiClient,
  type JoinRequest,
  type ListedWaitingBusiness,
} from '@portal/api-client';
import {
  ACCESS_RECORD_FAILED,
  ADMIN_LOAD_FAILED,
  BUSINESS_REJECTED,
  BUSINESS_REJECT_FAILED,
  JOIN_APPROVED,
  JOIN_REFUSED,
  selectAdminBusinessesView,
} from '@portal/domain';
import { adminBusinessesMachineFor, type ApiCall } from './useAdminBusinesses';

const TODAY = new Date('2026-11-16T15:00:00-03:00');

const company = (id: string, name: string, lastDRE: string | null): AdminBusiness => ({
  id,
  name,
  logo: null,
  website: null,
  niche: 'Alimentação',
  knowledge_base: null,
  custom_questions: [],
  meta_faturamento: null,
  username_instagram: null,
  managed_by: null,
  created_at: '2026-01-10T12:00:00.000Z',
  lastDRE,
  access_users: [],
  health: { previousMonthFilled: true, overdueTasks: 0, lastMeetingAt: '2026-11-10T13:00:00Z' },
  access_code: 'DEMO01',
});

const companies = [
  company('b1', 'Padaria Pão da Serra', '2026-11-04'),
  company('b2', 'Ateliê Flor de Lis', '2026-10-20'),
];
const horta: ListedWaitingBusiness = {
  id: 'w1',
  name: 'Horta Viva Orgânicos',
  niche: 'Hortifrúti orgânico',
  emails: ['aguardando@demo.com.br'],
  registrant: null,
};
const beatriz: JoinRequest = {
  id: 'u7',
  name: 'Beatriz Lima',
  email: 'beatriz@paodaserra.com.br',
  phone_number: null,
  created_at: '2026-11-14T10:00:00.000Z',
  business: { id: 'b1', name: 'Padaria Pão da Serra' },
};
const ok = success([{ status: 'success' as const }]);

/** A fake client: each call recorded, each answer as the options say. */
function businessesApi(options: { load?: 'fail'; record?: 'fail'; reject?: 'fail' } = {}) {
  const calls: string[] = [];
  const loads: unknown[] = [];
  const api = {
    // The first loads are keyed by the company the session names (none for the admin).
    readSession: () => ({ jwt: 'jwt-admin', authType: 'user', businessId: null }),
    adminBusinesses: {
      getAll: async (opts?: { force?: boolean }) => {
        loads.push(opts);
        return options.load === 'fail'
          ? failure('http', ADMIN_LOAD_FAILED, { status: 500 })
          : success(companies);
      },
      getAllWaiting: async () => success([horta]),
      getJoinRequests: async () => success([beatriz]),
      reject: async (businessId: string) => {
        calls.push(`reject ${businessId}`);
        return options.reject === 'fail' ? failure('http', BUSINESS_REJECT_FAILED) : ok;
      },
      approveJoin: async (userId: string) => {
        calls.push(`approveJoin ${userId}`);
        return ok;
      },
      refuseJoin: async (userId: string) => {
        calls.push(`refuseJoin ${userId}`);
        return ok;
      },
      recordAccess: async (businessId: string) => {
        calls.push(`recordAccess ${businessId}`);
        return options.record === 'fail' ? failure('http', ACCESS_RECORD_FAILED) : ok;
      },
    },
  };
  const call: ApiCall = ((run: (client: ApiClient) => unknown) =>
    run(api as unknown as ApiClient)) as ApiCall;
  return { call, calls, loads };
}

function start(call: ApiCall, role: 'admin' | 'council' = 'admin') {
  const effects = { openModal: vi.fn(), enterSpyMode: vi.fn() };
  const actor = createActor(adminBusinessesMachineFor(call, effects), {
    input: { role, today: TODAY },
  });
  actor.start();
  const view = () => selectAdminBusinessesView(actor.getSnapshot());
  const settle = () =>
    waitFor(actor, (s) => !s.hasTag('busy') && !s.matches({ access: 'recording' }));
  return { actor, effects, view, settle };
}

describe('the admin companies container', () => {
  it('loads through the client cache, then forces a fresh read on refresh', async () => {
    const api = businessesApi();
    const c = start(api.call);
    await c.settle();
    expect(c.view().companies.map((card) => card.name)).toEqual([
      'Ateliê Flor de Lis',
      'Padaria Pão da Serra',
    ]);
    expect(c.view().counters).toEqual({ total: 2, thisMonth: 1, pending: 1 });
    expect(c.view().companies[1]?.health?.label).toBe('Em dia');
    c.actor.send({ type: 'companies.refresh' });
    await c.settle();
    expect(api.loads).toEqual([{ force: false }, { force: true }]);
  });

  it("shows the product's load failure the client chose", async () => {
    const c = start(businessesApi({ load: 'fail' }).call);
    await waitFor(c.actor, (s) => s.matches({ companies: 'failure' }));
    expect(c.view().error).toBe('Failed to load data. Please try again.');
  });

  it('records the entry, then enters spy mode on that company', async () => {
    const api = businessesApi();
    const c = start(api.call, 'council');
    await c.settle();
    c.actor.send({ type: 'company.access', id: 'b1' });
    await c.settle();
    expect(api.calls).toEqual(['recordAccess b1']);
    expect(c.effects.enterSpyMode).toHaveBeenCalledWith({
      id: 'b1',
      name: 'Padaria Pão da Serra',
    });
  });

  it('stays on the list when the entry could not be recorded', async () => {
    const c = start(businessesApi({ record: 'fail' }).call);
    await c.settle();
    c.actor.send({ type: 'company.access', id: 'b2' });
    await c.settle();
    expect(c.effects.enterSpyMode).not.toHaveBeenCalled();
    expect(c.view().toast).toEqual({ tone: 'error', text: ACCESS_RECORD_FAILED });
  });

  it('rejects a waiting company after the confirmation, and says so', async () => {
    const api = businessesApi();
    const c = start(api.call);
    await c.settle();
    c.actor.send({ type: 'view.change', view: 'pending' });
    await waitFor(c.actor, (s) => s.matches({ waiting: 'ready', joinRequests: 'ready' }));
    expect(c.view().pending.waiting.items.map((item) => item.registrant)).toEqual([null]);
    c.actor.send({ type: 'waiting.reject', id: 'w1' });
    expect(api.calls).toEqual([]);
    c.actor.send({ type: 'reject.confirm' });
    await waitFor(c.actor, (s) => s.matches({ decision: 'idle' }));
    expect(api.calls).toEqual(['reject w1']);
    expect(c.view().toast).toEqual({ tone: 'success', text: BUSINESS_REJECTED });
    expect(c.view().pending.waiting.items).toEqual([]);
  });

  it("keeps the company and says 'Failed to reject business.' when the reject fails", async () => {
    const c = start(businessesApi({ reject: 'fail' }).call);
    await c.settle();
    c.actor.send({ type: 'view.change', view: 'pending' });
    await waitFor(c.actor, (s) => s.matches({ waiting: 'ready' }));
    c.actor.send({ type: 'waiting.reject', id: 'w1' });
    c.actor.send({ type: 'reject.confirm' });
    await waitFor(c.actor, (s) => s.matches({ decision: 'idle' }));
    expect(c.view().toast?.text).toBe('Failed to reject business.');
    expect(c.view().pending.waiting.items).toHaveLength(1);
  });

  it('answers join requests with the matching call', async () => {
    const api = businessesApi();
    const c = start(api.call);
    await c.settle();
    c.actor.send({ type: 'view.change', view: 'pending' });
    await waitFor(c.actor, (s) => s.matches({ joinRequests: 'ready' }));
    c.actor.send({ type: 'join.approve', userId: 'u7' });
    await waitFor(c.actor, (s) => s.matches({ decision: 'idle' }));
    expect(c.view().toast?.text).toBe(JOIN_APPROVED);
    c.actor.send({ type: 'pending.refresh' });
    await waitFor(c.actor, (s) => s.matches({ joinRequests: 'ready' }));
    c.actor.send({ type: 'join.refuse', userId: 'u7' });
    await waitFor(c.actor, (s) => s.matches({ decision: 'idle' }));
    expect(c.view().toast?.text).toBe(JOIN_REFUSED);
    expect(api.calls).toEqual(['approveJoin u7', 'refuseJoin u7']);
  });

  it('asks the route to open the modals the screen names', async () => {
    const c = start(businessesApi().call);
    await c.settle();
    c.actor.send({ type: 'company.open', id: 'b1' });
    c.actor.send({ type: 'company.edit', id: 'b2' });
    c.actor.send({ type: 'company.delete', id: 'b2' });
    c.actor.send({ type: 'company.create' });
    c.actor.send({ type: 'view.change', view: 'pending' });
    await waitFor(c.actor, (s) => s.matches({ waiting: 'ready' }));
    c.actor.send({ type: 'waiting.approve', id: 'w1' });
    expect(c.effects.openModal.mock.calls.map(([request]) => request)).toEqual([
      { kind: 'detail', id: 'b1' },
      { kind: 'edit', id: 'b2' },
      { kind: 'delete', id: 'b2' },
      { kind: 'create' },
      { kind: 'approve', waiting: horta },
    ]);
  });

  it('opens only the detail for the council', async () => {
    const c = start(businessesApi().call, 'council');
    await c.settle();
    c.actor.send({ type: 'company.open', id: 'b1' });
    c.actor.send({ type: 'company.edit', id: 'b1' });
    c.actor.send({ type: 'company.create' });
    expect(c.effects.openModal.mock.calls.map(([request]) => request)).toEqual([
      { kind: 'detail', id: 'b1' },
    ]);
  });
});
