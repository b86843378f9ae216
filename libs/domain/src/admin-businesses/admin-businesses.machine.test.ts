import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { adminBusinessesMachine, adminBusinessesMessages as m } from './admin-businesses.machine';
import { selectAdminBusinessesView } from './admin-businesses-view';
import type { AdminBusinessesMachineInput } from './admin-businesses.types';
import type { AdminCompany } from './company-list-rules';
import { controlledActors, flush } from '../testing/model-testing';
import {
  hortaFixture,
  joinRequestFixture,
  orphanFixture,
} from '../testing/admin-businesses-fixtures';
import { TOAST_MS } from '../toast/toast-region';

const TODAY = new Date('2026-11-16T15:00:00-03:00');

const companies: readonly AdminCompany[] = [
  {
    id: 'b1',
    name: 'Padaria Pão da Serra',
    logo: '/files/logos/pao.png',
    niche: 'Panificação',
    lastDRE: '2026-11-03',
    health: { previousMonthFilled: true, overdueTasks: 0, lastMeetingAt: '2026-11-10' },
  },
  {
    id: 'b2',
    name: 'Ateliê Flor de Lis',
    logo: null,
    niche: 'Moda',
    lastDRE: '2026-10-20',
    health: { previousMonthFilled: false, overdueTasks: 2, lastMeetingAt: null },
  },
  { id: 'b3', name: 'Exato Contabilidade', logo: null, niche: null, lastDRE: null },
];

const horta = hortaFixture;
const orphan = orphanFixture;
const joinRequest = joinRequestFixture;

const refusal = (message: string) => ({ message });
const fault = new Error('socket hang up');

const ACTORS = [
  'loadCompanies',
  'loadWaiting',
  'loadJoinRequests',
  'rejectBusiness',
  'decideJoin',
  'recordAccess',
] as const;
type ActorName = (typeof ACTORS)[number];

function start(input: Partial<AdminBusinessesMachineInput> = {}) {
  const actors = controlledActors(ACTORS);
  const actions = {
    'detail.open': vi.fn(),
    'edit.open': vi.fn(),
    'delete.ask': vi.fn(),
    'create.open': vi.fn(),
    'approval.open': vi.fn(),
    'spyMode.enter': vi.fn(),
  };
  const actor = createActor(
    adminBusinessesMachine.provide({ actors: actors.logics as never, actions }),
    { input: { role: 'admin', today: TODAY, ...input } },
  );
  actor.start();
  const view = () => selectAdminBusinessesView(actor.getSnapshot());
  const resolve = async (name: ActorName, output: unknown) => {
    actors.resolve(name, output);
    await flush();
  };
  const reject = async (name: ActorName, error: unknown) => {
    actors.reject(name, error);
    await flush();
  };
  const paramsOf = (name: keyof typeof actions) =>
    actions[name].mock.calls.map((call) => call[1] as unknown);
  return { actor, actors, actions, view, resolve, reject, paramsOf };
}

async function loaded(input: Partial<AdminBusinessesMachineInput> = {}) {
  const c = start(input);
  await c.resolve('loadCompanies', companies);
  return c;
}

async function pending(input: Partial<AdminBusinessesMachineInput> = {}) {
  const c = await loaded(input);
  c.actor.send({ type: 'view.change', view: 'pending' });
  await c.resolve('loadWaiting', [horta, orphan]);
  await c.resolve('loadJoinRequests', [joinRequest]);
  return c;
}

describe('admin companies list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads through the cache first, then shows the cards by name with the counters', async () => {
    const c = start();
    expect(c.view()).toMatchObject({ status: 'loading', companies: [], empty: 'none' });
    expect(c.actors.inputsOf('loadCompanies')).toEqual([{ force: false }]);
    await c.resolve('loadCompanies', companies);
    const view = c.view();
    expect(view.status).toBe('ready');
    expect(view.counters).toEqual({ total: 3, thisMonth: 1, pending: 2 });
    expect(view.companies.map((card) => card.name)).toEqual([
      'Ateliê Flor de Lis',
      'Exato Contabilidade',
      'Padaria Pão da Serra',
    ]);
    expect(view.companies.map((card) => [card.dre, card.health?.label ?? null])).toEqual([
      ['pending', 'Crítico'],
      ['pending', null],
      ['thisMonth', 'Em dia'],
    ]);
  });

  it("says the product's 'Failed to load data. Please try again.' and retries from the server", async () => {
    const c = start();
    await c.reject('loadCompanies', fault);
    expect(c.view()).toMatchObject({ status: 'failure', error: m.loadFailed });
    expect(m.loadFailed).toBe('Failed to load data. Please try again.');
    c.actor.send({ type: 'companies.refresh' });
    expect(c.actors.inputsOf('loadCompanies').at(-1)).toEqual({ force: true });
    await c.reject('loadCompanies', refusal('Missing authentication data'));
    expect(c.view().error).toBe('Missing authentication data');
  });

  it('refreshes from the server keeping the grid, and says so when that fails', async () => {
    const c = await loaded();
    c.actor.send({ type: 'companies.refresh' });
    expect(c.view()).toMatchObject({ status: 'ready', isRefreshing: true });
    expect(c.view().companies).toHaveLength(3);
    expect(c.actors.inputsOf('loadCompanies').at(-1)).toEqual({ force: true });
    await c.reject('loadCompanies', fault);
    expect(c.view()).toMatchObject({ isRefreshing: false, toast: { tone: 'error' } });
    expect(c.view().companies).toHaveLength(3);
  });

  it('searches, filters and sorts what the grid shows; the counters stay over all', async () => {
    const c = await loaded();
    c.actor.send({ type: 'search.change', query: 'atelie' });
    expect(c.view().companies.map((card) => card.id)).toEqual(['b2']);
    c.actor.send({ type: 'filter.change', filter: 'thisMonth' });
    expect(c.view()).toMatchObject({ companies: [], empty: 'noMatch' });
    expect(c.view().counters.total).toBe(3);
    c.actor.send({ type: 'search.change', query: '' });
    expect(c.view().companies.map((card) => card.id)).toEqual(['b1']);
    c.actor.send({ type: 'filter.change', filter: 'all' });
    c.actor.send({ type: 'sort.change', sort: 'health' });
    expect(c.view().companies.map((card) => card.id)).toEqual(['b2', 'b1', 'b3']);
  });

  it('says there are no companies at all apart from none matching', async () => {
    const c = start();
    await c.resolve('loadCompanies', []);
    expect(c.view()).toMatchObject({ empty: 'noCompanies', counters: { total: 0 } });
  });

  it('names the modals to open; the council only opens the detail', async () => {
    const admin = await loaded();
    admin.actor.send({ type: 'company.open', id: 'b1' });
    admin.actor.send({ type: 'company.edit', id: 'b2' });
    admin.actor.send({ type: 'company.delete', id: 'b3' });
    admin.actor.send({ type: 'company.create' });
    admin.actor.send({ type: 'company.edit', id: 'unknown' });
    expect(admin.paramsOf('detail.open')).toEqual([{ id: 'b1' }]);
    expect(admin.paramsOf('edit.open')).toEqual([{ id: 'b2' }]);
    expect(admin.paramsOf('delete.ask')).toEqual([{ id: 'b3' }]);
    expect(admin.actions['create.open']).toHaveBeenCalledTimes(1);

    const council = await loaded({ role: 'council' });
    expect(council.view().canManage).toBe(false);
    council.actor.send({ type: 'company.open', id: 'b1' });
    council.actor.send({ type: 'company.edit', id: 'b2' });
    council.actor.send({ type: 'company.delete', id: 'b3' });
    council.actor.send({ type: 'company.create' });
    expect(council.paramsOf('detail.open')).toEqual([{ id: 'b1' }]);
    expect(council.actions['edit.open']).not.toHaveBeenCalled();
    expect(council.actions['delete.ask']).not.toHaveBeenCalled();
    expect(council.actions['create.open']).not.toHaveBeenCalled();
  });

  it('shows a toast the modals send for 3 s', async () => {
    const c = await loaded();
    c.actor.send({
      type: 'notice.show',
      toast: { tone: 'success', text: 'Business created successfully!' },
    });
    expect(c.view().toast?.text).toBe('Business created successfully!');
    await vi.advanceTimersByTimeAsync(TOAST_MS);
    expect(c.view().toast).toBeNull();
  });
});

describe('Access Company (spy mode)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records the entry, then enters spy mode on that business', async () => {
    const c = await loaded({ role: 'council' });
    c.actor.send({ type: 'company.access', id: 'b1' });
    expect(c.view().accessingId).toBe('b1');
    expect(c.actors.inputsOf('recordAccess')).toEqual([{ businessId: 'b1' }]);
    expect(c.actions['spyMode.enter']).not.toHaveBeenCalled();
    // A second press while recording asks nothing more.
    c.actor.send({ type: 'company.access', id: 'b2' });
    expect(c.actors.inputsOf('recordAccess')).toHaveLength(1);
    await c.resolve('recordAccess', [{ status: 'success' }]);
    expect(c.paramsOf('spyMode.enter')).toEqual([
      { business: { id: 'b1', name: 'Padaria Pão da Serra' } },
    ]);
    expect(c.view().accessingId).toBeNull();
  });

  it('does not enter when the entry could not be recorded, and says why', async () => {
    const c = await loaded();
    c.actor.send({ type: 'company.access', id: 'b2' });
    await c.reject('recordAccess', fault);
    expect(c.actions['spyMode.enter']).not.toHaveBeenCalled();
    expect(c.view()).toMatchObject({
      accessingId: null,
      toast: { tone: 'error', text: m.accessFailed },
    });
  });
});

describe('pending view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the waiting companies and the join requests as the screen opens, and each time the view opens', async () => {
    const c = await loaded();
    // Read at once for the landing's 'Aguardando aprovação' counter.
    expect(c.actors.inputsOf('loadWaiting')).toHaveLength(1);
    expect(c.actors.inputsOf('loadJoinRequests')).toHaveLength(1);
    expect(c.view().waitingApprovals).toBeNull();
    await c.resolve('loadWaiting', [horta, orphan]);
    expect(c.view().waitingApprovals).toBeNull();
    await c.resolve('loadJoinRequests', [joinRequest]);
    // Two companies and one person wait, counted apart from the DRE counters.
    expect(c.view().waitingApprovals).toBe(3);
    expect(c.view().counters).toEqual({ total: 3, thisMonth: 1, pending: 2 });
    c.actor.send({ type: 'view.change', view: 'pending' });
    expect(c.view().pending.waiting.status).toBe('loading');
    await c.resolve('loadWaiting', [horta, orphan]);
    await c.resolve('loadJoinRequests', [joinRequest]);
    const { waiting, joinRequests, isEmpty } = c.view().pending;
    expect(
      waiting.items.map((item) => [item.name, item.registrant?.name ?? null, item.teamEmails]),
    ).toEqual([
      ['Horta Viva Orgânicos', 'Carlos Mendes', horta.emails],
      ['Sem Dono Ltda', null, []],
    ]);
    expect(joinRequests.items).toEqual([joinRequest]);
    expect(isEmpty).toBe(false);
    c.actor.send({ type: 'view.change', view: 'active' });
    c.actor.send({ type: 'view.change', view: 'pending' });
    expect(c.actors.inputsOf('loadWaiting')).toHaveLength(3);
    expect(c.actors.inputsOf('loadJoinRequests')).toHaveLength(3);
  });

  it('counts a rejected company out of the waiting approvals at once', async () => {
    const c = await pending();
    expect(c.view().waitingApprovals).toBe(3);
    c.actor.send({ type: 'waiting.reject', id: 'w1' });
    c.actor.send({ type: 'reject.confirm' });
    await c.resolve('rejectBusiness', [{ status: 'success' }]);
    expect(c.view().waitingApprovals).toBe(2);
  });

  it('shows no count of waiting approvals while a list failed', async () => {
    const c = await loaded();
    await c.reject('loadWaiting', fault);
    await c.resolve('loadJoinRequests', [joinRequest]);
    expect(c.view().waitingApprovals).toBeNull();
  });

  it("is 'No pending businesses' when both lists are empty", async () => {
    const c = await loaded();
    c.actor.send({ type: 'view.change', view: 'pending' });
    await c.resolve('loadWaiting', []);
    expect(c.view().pending.isEmpty).toBe(false);
    await c.resolve('loadJoinRequests', []);
    expect(c.view().pending.isEmpty).toBe(true);
  });

  it('says which list failed, each with its own text, and retries both', async () => {
    const c = await loaded();
    c.actor.send({ type: 'view.change', view: 'pending' });
    await c.reject('loadWaiting', fault);
    await c.resolve('loadJoinRequests', [joinRequest]);
    expect(c.view().pending.waiting).toMatchObject({
      status: 'failure',
      error: m.waitingLoadFailed,
    });
    expect(m.waitingLoadFailed).toBe('Failed to load waiting businesses.');
    expect(c.view().pending.joinRequests.status).toBe('ready');
    c.actor.send({ type: 'pending.refresh' });
    await c.resolve('loadWaiting', [horta]);
    await c.reject('loadJoinRequests', fault);
    expect(c.view().pending.waiting.status).toBe('ready');
    expect(c.view().pending.joinRequests).toMatchObject({
      status: 'failure',
      error: m.joinRequestsLoadFailed,
      items: [],
    });
  });

  it("opens the create form prefilled with the registration on 'Aprovar'", async () => {
    const c = await pending();
    c.actor.send({ type: 'waiting.approve', id: 'w1' });
    expect(c.paramsOf('approval.open')).toEqual([{ waiting: horta }]);
  });

  it("asks before 'Recusar', rejects on yes, and says 'Business rejected successfully!' for 3 s", async () => {
    const c = await pending();
    c.actor.send({ type: 'waiting.reject', id: 'w1' });
    expect(c.view().pending.rejecting).toEqual({ id: 'w1', name: horta.name, busy: false });
    c.actor.send({ type: 'reject.cancel' });
    expect(c.view().pending.rejecting).toBeNull();
    expect(c.actors.inputsOf('rejectBusiness')).toHaveLength(0);

    c.actor.send({ type: 'waiting.reject', id: 'w1' });
    c.actor.send({ type: 'reject.confirm' });
    expect(c.view().pending.rejecting?.busy).toBe(true);
    expect(c.actors.inputsOf('rejectBusiness')).toEqual([{ businessId: 'w1' }]);
    await c.resolve('rejectBusiness', [{ status: 'success' }]);
    expect(c.view().pending.rejecting).toBeNull();
    expect(c.view().pending.waiting.items.map((item) => item.id)).toEqual(['w2']);
    expect(c.view().toast).toEqual({ tone: 'success', text: 'Business rejected successfully!' });
    await vi.advanceTimersByTimeAsync(TOAST_MS - 1);
    expect(c.view().toast).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(c.view().toast).toBeNull();
  });

  it("keeps the company and says 'Failed to reject business.' when the reject fails", async () => {
    const c = await pending();
    c.actor.send({ type: 'waiting.reject', id: 'w2' });
    c.actor.send({ type: 'reject.confirm' });
    await c.reject('rejectBusiness', fault);
    expect(c.view().pending.waiting.items).toHaveLength(2);
    expect(c.view().toast).toEqual({ tone: 'error', text: 'Failed to reject business.' });
    // The server's reason, when it gives one.
    c.actor.send({ type: 'waiting.reject', id: 'w2' });
    c.actor.send({ type: 'reject.confirm' });
    await c.reject('rejectBusiness', refusal('Esta empresa não está mais aguardando aprovação.'));
    expect(c.view().toast?.text).toBe('Esta empresa não está mais aguardando aprovação.');
  });

  it('approves and refuses join requests, one at a time', async () => {
    const c = await pending();
    c.actor.send({ type: 'join.approve', userId: 'u7' });
    expect(c.view().pending.decidingUserId).toBe('u7');
    c.actor.send({ type: 'join.refuse', userId: 'u7' });
    expect(c.actors.inputsOf('decideJoin')).toEqual([{ userId: 'u7', decision: 'approve' }]);
    await c.resolve('decideJoin', [{ status: 'success' }]);
    expect(c.view().pending.joinRequests.items).toEqual([]);
    expect(c.view().toast).toEqual({ tone: 'success', text: m.joinApproved });

    const d = await pending();
    d.actor.send({ type: 'join.refuse', userId: 'u7' });
    await d.reject('decideJoin', fault);
    expect(d.view().pending.joinRequests.items).toHaveLength(1);
    expect(d.view().toast).toEqual({ tone: 'error', text: m.joinDecisionFailed });
    d.actor.send({ type: 'join.refuse', userId: 'u7' });
    await d.resolve('decideJoin', [{ status: 'success' }]);
    expect(d.view().toast?.text).toBe(m.joinRefused);
  });

  it('lets the council read the pending view but decide nothing', async () => {
    const c = await pending({ role: 'council' });
    c.actor.send({ type: 'waiting.approve', id: 'w1' });
    c.actor.send({ type: 'waiting.reject', id: 'w1' });
    c.actor.send({ type: 'join.approve', userId: 'u7' });
    expect(c.actions['approval.open']).not.toHaveBeenCalled();
    expect(c.view().pending.rejecting).toBeNull();
    expect(c.view().pending.decidingUserId).toBeNull();
    expect(c.view().pending.waiting.items).toHaveLength(2);
  });
});
