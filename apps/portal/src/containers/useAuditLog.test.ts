import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  failure,
  success,
  type ApiClient,
  type AuditFiltersReply,
  type AuditListInput,
  type AuditListReply,
} from '@portal/api-client';
import {
  ADMIN_AUTH_MISSING,
  AUDIT_LOG_FILTERS_LOAD_FAILED,
  AUDIT_LOG_LOAD_FAILED,
  AUDIT_RANGE_END_BEFORE_START,
  auditLogMachine,
  selectAuditLogView,
} from '@portal/domain';
import { fakeCall } from './fake-workspace-call';
import { auditLogActors } from './useAuditLog';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const entry: AuditListReply['entries'][number] = {
  id: id(1),
  at: '2026-11-20T17:42:00.000Z',
  kind: 'adminBusinesses.erase',
  actor: { id: id(2), name: 'Helena Prado', role: 'admin' },
  business: { id: id(3), name: 'Horta Viva Orgânicos' },
  person: null,
  address: '203.0.113.7',
};
const options: AuditFiltersReply = {
  actors: [{ id: id(2), name: 'Helena Prado' }],
  companies: [{ id: id(3), name: 'Horta Viva Orgânicos' }],
};

function auditApi(behaviour: { list?: 'fail' | 'refuse' | 'no-session'; filters?: 'fail' } = {}) {
  const asked: AuditListInput[] = [];
  const api = {
    adminAudit: {
      list: async (input: AuditListInput) => {
        asked.push(input);
        if (behaviour.list === 'fail')
          return failure('http', AUDIT_LOG_LOAD_FAILED, { status: 500 });
        if (behaviour.list === 'refuse')
          return failure('http', AUDIT_RANGE_END_BEFORE_START, { status: 400 });
        if (behaviour.list === 'no-session') return failure('missing-session', ADMIN_AUTH_MISSING);
        return success({ entries: [entry], page: input.page ?? 1, hasMore: (input.page ?? 1) < 2 });
      },
      filters: async () =>
        behaviour.filters === 'fail'
          ? failure('http', AUDIT_LOG_FILTERS_LOAD_FAILED, { status: 500 })
          : success(options),
    },
  } as unknown as Partial<ApiClient>;
  return { api, asked };
}

function start(api: Partial<ApiClient>) {
  const actor = createActor(auditLogMachine.provide({ actors: auditLogActors(fakeCall(api)) }));
  actor.start();
  const view = () => selectAuditLogView(actor.getSnapshot());
  const settled = () =>
    waitFor(actor, (s) => !s.hasTag('busy') && !s.matches({ options: 'loading' }));
  return { actor, view, settled };
}

describe('audit log container', () => {
  it('asks for the newest page without filters, and shows it with the filters’ lists', async () => {
    const { api, asked } = auditApi();
    const r = start(api);
    await r.settled();
    expect(asked).toEqual([{ page: 1 }]);
    expect(r.view()).toMatchObject({ status: 'ready', canNext: true, canPrevious: false });
    expect(r.view().entries[0]).toMatchObject({
      kindLabel: 'Empresa e todos os dados excluídos',
      when: '20/11/2026 14:42',
      roleLabel: 'Admin',
    });
    expect(r.view().options).toMatchObject({ status: 'ready', ...options });
  });

  it('sends only the filters chosen, and pages from the first again after a change', async () => {
    const { api, asked } = auditApi();
    const r = start(api);
    await r.settled();
    r.actor.send({ type: 'page.next' });
    await r.settled();
    expect(asked.at(-1)).toEqual({ page: 2 });
    r.actor.send({ type: 'filter.change', field: 'businessId', value: id(3) });
    r.actor.send({ type: 'filter.change', field: 'kind', value: 'spy-mode' });
    r.actor.send({ type: 'filter.change', field: 'from', value: '2026-11-01' });
    await r.settled();
    expect(asked.at(-1)).toEqual({
      businessId: id(3),
      kind: 'spy-mode',
      from: '2026-11-01',
      page: 1,
    });
  });

  it('shows the load failure, the server’s refusal, and the missing session', async () => {
    const failed = start(auditApi({ list: 'fail' }).api);
    await failed.settled();
    expect(failed.view()).toMatchObject({ status: 'failure', error: AUDIT_LOG_LOAD_FAILED });
    const refused = start(auditApi({ list: 'refuse' }).api);
    await refused.settled();
    expect(refused.view().error).toBe(AUDIT_RANGE_END_BEFORE_START);
    const anonymous = start(auditApi({ list: 'no-session' }).api);
    await anonymous.settled();
    expect(anonymous.view().error).toBe(ADMIN_AUTH_MISSING);
  });

  it('keeps the list working when the filters’ lists fail', async () => {
    const r = start(auditApi({ filters: 'fail' }).api);
    await r.settled();
    expect(r.view()).toMatchObject({ status: 'ready' });
    expect(r.view().options).toMatchObject({
      status: 'failure',
      error: AUDIT_LOG_FILTERS_LOAD_FAILED,
    });
  });
});
