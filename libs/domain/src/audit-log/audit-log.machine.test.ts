import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  ADMIN_AUTH_MISSING,
  AUDIT_DAY_INVALID,
  AUDIT_LOG_FILTERS_LOAD_FAILED,
  AUDIT_LOG_LOAD_FAILED,
  AUDIT_RANGE_END_BEFORE_START,
} from '../messages';
import { controlledActors, flush } from '../testing/model-testing';
import { auditEntriesFixture, auditFilterOptionsFixture } from '../testing/audit-log.fixtures';
import { auditLogMachine } from './audit-log.machine';
import { selectAuditLogView } from './audit-log-view';
import { EMPTY_AUDIT_FILTERS, type LoadAuditLogOutput } from './audit-log.types';

const ACTORS = ['loadAuditLog', 'loadAuditFilters'] as const;
const page = (hasMore: boolean): LoadAuditLogOutput => ({ entries: auditEntriesFixture, hasMore });

function start() {
  const actors = controlledActors(ACTORS);
  const actor = createActor(auditLogMachine.provide({ actors: actors.logics as never })).start();
  const view = () => selectAuditLogView(actor.getSnapshot());
  const answer = async (name: (typeof ACTORS)[number], output: unknown) => {
    actors.resolve(name, output);
    await flush();
  };
  const fail = async (name: (typeof ACTORS)[number], error: unknown) => {
    actors.reject(name, error);
    await flush();
  };
  const loads = () => actors.inputsOf('loadAuditLog');
  return { actor, view, answer, fail, loads };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('audit log: the list', () => {
  it('asks for the newest page with no filter, and shows it with its words', async () => {
    const r = start();
    expect(r.loads()).toEqual([{ filters: EMPTY_AUDIT_FILTERS, page: 1 }]);
    expect(r.view()).toMatchObject({ status: 'loading', isBusy: true, entries: [] });
    await r.answer('loadAuditLog', page(false));
    const view = r.view();
    expect(view).toMatchObject({ status: 'ready', isBusy: false, page: 1 });
    expect(view.canPrevious).toBe(false);
    expect(view.canNext).toBe(false);
    expect(view.entries.map((e) => [e.kindLabel, e.when, e.roleLabel])).toEqual([
      ['Empresa e todos os dados excluídos', '20/11/2026 14:42', 'Admin'],
      ['Tarefa atualizada', '20/11/2026 10:05', 'Conselho'],
      ['Entrada em modo visualização', '19/11/2026 09:00', 'Conselho'],
      ['Verificação em duas etapas redefinida', '18/11/2026 16:30', null],
    ]);
  });

  it('is empty when nothing matches (the screen says so)', async () => {
    const r = start();
    await r.answer('loadAuditLog', { entries: [], hasMore: false });
    expect(r.view()).toMatchObject({ status: 'ready', entries: [] });
  });

  it('pages to older entries and back, only when there are some', async () => {
    const r = start();
    await r.answer('loadAuditLog', page(true));
    expect(r.view().canNext).toBe(true);
    r.actor.send({ type: 'page.previous' });
    expect(r.loads()).toHaveLength(1);
    r.actor.send({ type: 'page.next' });
    expect(r.loads().at(-1)).toEqual({ filters: EMPTY_AUDIT_FILTERS, page: 2 });
    // No paging while a page is on its way.
    r.actor.send({ type: 'page.next' });
    expect(r.loads()).toHaveLength(2);
    await r.answer('loadAuditLog', page(false));
    expect(r.view()).toMatchObject({ page: 2, canNext: false, canPrevious: true });
    r.actor.send({ type: 'page.next' });
    expect(r.loads()).toHaveLength(2);
    r.actor.send({ type: 'page.previous' });
    expect(r.loads().at(-1)).toEqual({ filters: EMPTY_AUDIT_FILTERS, page: 1 });
  });

  it('starts again from the newest page when a filter changes, and clears them all', async () => {
    const r = start();
    await r.answer('loadAuditLog', page(true));
    r.actor.send({ type: 'page.next' });
    await r.answer('loadAuditLog', page(false));
    r.actor.send({ type: 'filter.change', field: 'businessId', value: 'b-padaria' });
    expect(r.loads().at(-1)).toEqual({
      filters: { ...EMPTY_AUDIT_FILTERS, businessId: 'b-padaria' },
      page: 1,
    });
    // The same value again asks nothing.
    r.actor.send({ type: 'filter.change', field: 'businessId', value: 'b-padaria' });
    expect(r.loads()).toHaveLength(3);
    r.actor.send({ type: 'filter.change', field: 'kind', value: 'spy-mode' });
    r.actor.send({ type: 'filter.change', field: 'actorId', value: 'u-council' });
    expect(r.loads().at(-1)).toEqual({
      filters: {
        ...EMPTY_AUDIT_FILTERS,
        businessId: 'b-padaria',
        kind: 'spy-mode',
        actorId: 'u-council',
      },
      page: 1,
    });
    expect(r.view().hasFilters).toBe(true);
    r.actor.send({ type: 'filters.clear' });
    expect(r.loads().at(-1)).toEqual({ filters: EMPTY_AUDIT_FILTERS, page: 1 });
    expect(r.view().hasFilters).toBe(false);
    const asked = r.loads().length;
    r.actor.send({ type: 'filters.clear' });
    expect(r.loads()).toHaveLength(asked);
  });

  it('asks nothing for a range that cannot be asked for, and says why', async () => {
    const r = start();
    await r.answer('loadAuditLog', page(false));
    r.actor.send({ type: 'filter.change', field: 'from', value: '2026-11-20' });
    r.actor.send({ type: 'filter.change', field: 'to', value: '2026-11-19' });
    expect(r.view()).toMatchObject({
      status: 'idle',
      entries: [],
      rangeError: { field: 'to', message: AUDIT_RANGE_END_BEFORE_START },
    });
    const asked = r.loads().length;
    r.actor.send({ type: 'filter.change', field: 'to', value: '2026-02-30' });
    expect(r.view().rangeError).toEqual({ field: 'to', message: AUDIT_DAY_INVALID });
    expect(r.loads()).toHaveLength(asked);
    r.actor.send({ type: 'filter.change', field: 'to', value: '2026-11-20' });
    expect(r.loads().at(-1)).toEqual({
      filters: { ...EMPTY_AUDIT_FILTERS, from: '2026-11-20', to: '2026-11-20' },
      page: 1,
    });
    expect(r.view().rangeError).toBeNull();
  });

  it('says a failure, the server’s refusal first, and tries again', async () => {
    const r = start();
    await r.fail('loadAuditLog', new Error('socket hang up'));
    expect(r.view()).toMatchObject({ status: 'failure', error: AUDIT_LOG_LOAD_FAILED });
    r.actor.send({ type: 'list.retry' });
    await r.fail('loadAuditLog', { message: ADMIN_AUTH_MISSING });
    expect(r.view()).toMatchObject({ status: 'failure', error: ADMIN_AUTH_MISSING });
    r.actor.send({ type: 'list.retry' });
    await r.answer('loadAuditLog', page(false));
    expect(r.view()).toMatchObject({ status: 'ready', error: null });
  });
});

describe('audit log: the filters’ people and companies', () => {
  it('loads them beside the list, with every kind', async () => {
    const r = start();
    expect(r.view().options).toMatchObject({ status: 'loading', actors: [], companies: [] });
    await r.answer('loadAuditFilters', auditFilterOptionsFixture);
    expect(r.view().options).toMatchObject({
      status: 'ready',
      error: null,
      ...auditFilterOptionsFixture,
    });
    expect(r.view().options.kinds).toContainEqual({
      value: 'spy-mode',
      label: 'Entrada em modo visualização',
    });
  });

  it('says when they cannot be loaded, and tries again', async () => {
    const r = start();
    await r.fail('loadAuditFilters', new Error('offline'));
    expect(r.view().options).toMatchObject({
      status: 'failure',
      error: AUDIT_LOG_FILTERS_LOAD_FAILED,
    });
    r.actor.send({ type: 'options.retry' });
    expect(r.view().options.status).toBe('loading');
    await r.answer('loadAuditFilters', auditFilterOptionsFixture);
    expect(r.view().options.status).toBe('ready');
  });
});
