import { describe, expect } from 'vitest';
import {
  AUDIT_LOG_FILTERS_LOAD_FAILED,
  AUDIT_LOG_LOAD_FAILED,
  AUDIT_RANGE_END_BEFORE_START,
} from '../messages';
import { replayPath, testModel } from '../testing/model-testing';
import { auditEntriesFixture, auditFilterOptionsFixture } from '../testing/audit-log.fixtures';
import { auditLogMachine, type AuditLogSnapshot } from './audit-log.machine';
import { selectAuditLogView } from './audit-log-view';
import type { AuditLogContext, LoadAuditLogOutput } from './audit-log.types';

const more: LoadAuditLogOutput = { entries: auditEntriesFixture, hasMore: true };
const last: LoadAuditLogOutput = { entries: auditEntriesFixture.slice(0, 1), hasMore: false };
const none: LoadAuditLogOutput = { entries: [], hasMore: false };
const refusal = { message: 'Missing authentication data' };
const fault = new Error('socket hang up');

const events = [
  { type: 'xstate.done.actor.loadAuditLog', output: more },
  { type: 'xstate.done.actor.loadAuditLog', output: last },
  { type: 'xstate.done.actor.loadAuditLog', output: none },
  { type: 'xstate.error.actor.loadAuditLog', error: fault },
  { type: 'xstate.error.actor.loadAuditLog', error: refusal },
  { type: 'list.retry' },
  { type: 'page.next' },
  { type: 'page.previous' },
  { type: 'filter.change', field: 'kind', value: 'spy-mode' },
  { type: 'filter.change', field: 'from', value: '2026-11-20' },
  { type: 'filter.change', field: 'to', value: '2026-11-19' },
  { type: 'filters.clear' },
  { type: 'xstate.done.actor.loadAuditFilters', output: auditFilterOptionsFixture },
  { type: 'xstate.error.actor.loadAuditFilters', error: fault },
  { type: 'options.retry' },
];

type Ctx = AuditLogContext;
type ModelEvent = {
  type: string;
  field?: string;
  value?: string;
  output?: unknown;
  error?: unknown;
};
type Value = { list: string; options: string };

// Each choice once and forward: two pages at most, one kind picked, a range set backwards once
// (refused), filters cleared once; only the first answers fail or come back empty.
function filterEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  const value = snapshot.value as Value;
  const untouched = ctx.filters.kind === '' && ctx.filters.from === '' && ctx.filters.to === '';
  switch (event.type) {
    case 'xstate.error.actor.loadAuditLog':
      return untouched && ctx.page === 1 && ctx.entries.length === 0;
    case 'xstate.done.actor.loadAuditLog':
      if (event.output === none) return untouched && ctx.page === 1;
      if (event.output === more) return ctx.page === 1;
      return ctx.page === 2;
    case 'page.next':
      return ctx.page === 1 && untouched;
    case 'page.previous':
      return ctx.page === 2;
    case 'filter.change':
      if (event.field === 'kind') return ctx.filters.kind === '' && ctx.page === 1;
      if (event.field === 'from') return ctx.filters.kind !== '' && ctx.filters.from === '';
      return ctx.filters.from !== '' && ctx.filters.to === '';
    case 'filters.clear':
      return value.list === 'invalid';
    case 'xstate.error.actor.loadAuditFilters':
      return ctx.optionsError === null;
    default:
      return true;
  }
}

const meaning = (ctx: Ctx) => ({
  filters: ctx.filters,
  page: ctx.page,
  entries: ctx.entries.length,
  hasMore: ctx.hasMore,
  error: ctx.error,
  options: ctx.options.actors.length,
  optionsError: ctx.optionsError,
});

const serializeState = (snapshot: { value: unknown; context: Ctx }): string =>
  JSON.stringify({ value: snapshot.value, ...meaning(snapshot.context) });

describe('audit log model', () => {
  testModel(
    auditLogMachine,
    {
      traversal: { events, filterEvents, serializeState },
      actorNames: ['loadAuditLog', 'loadAuditFilters'],
    },
    async (h, path) => {
      const snapshot = () => h.actor.getSnapshot() as AuditLogSnapshot;
      const ctx = () => snapshot().context as Ctx;
      const view = () => selectAuditLogView(snapshot());

      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event as never);
        if (event.type === 'filter.change' && event.value !== before.filters[event.field as 'kind'])
          expect(ctx().page).toBe(1);
        if (event.type === 'xstate.error.actor.loadAuditLog')
          expect(ctx().error).toBe(
            event.error === refusal ? refusal.message : AUDIT_LOG_LOAD_FAILED,
          );
      };

      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          'list.loading': () => {
            expect(view()).toMatchObject({ status: 'loading', isBusy: true, entries: [] });
            expect(view()).toMatchObject({ canNext: false, canPrevious: false });
            expect(h.actors.inputsOf('loadAuditLog').at(-1)).toEqual({
              filters: ctx().filters,
              page: ctx().page,
            });
          },
          'list.ready': () => {
            const v = view();
            expect(v).toMatchObject({ status: 'ready', isBusy: false, error: null });
            expect(v.entries).toHaveLength(ctx().entries.length);
            expect(v.canNext).toBe(ctx().hasMore);
            expect(v.canPrevious).toBe(ctx().page > 1);
          },
          'list.failure': () => {
            expect(view()).toMatchObject({ status: 'failure', entries: [] });
            expect(view().error).not.toBeNull();
          },
          'list.invalid': () => {
            expect(view()).toMatchObject({
              status: 'idle',
              isBusy: false,
              rangeError: { field: 'to', message: AUDIT_RANGE_END_BEFORE_START },
            });
          },
          'options.loading': () => expect(view().options.status).toBe('loading'),
          'options.ready': () =>
            expect(view().options).toMatchObject({ status: 'ready', error: null }),
          'options.failure': () =>
            expect(view().options).toMatchObject({
              status: 'failure',
              error: AUDIT_LOG_FILTERS_LOAD_FAILED,
            }),
        },
        (context) => meaning(context as Ctx),
      );
    },
  );
});
