import { describe, expect } from 'vitest';
import {
  adminBusinessesMachine,
  adminBusinessesMessages as m,
  type AdminBusinessesSnapshot,
} from './admin-businesses.machine';
import { selectAdminBusinessesView } from './admin-businesses-view';
import type { AdminBusinessesContext } from './admin-businesses.types';
import { companyCounters, type AdminCompany } from './company-list-rules';
import { replayPath, testModel } from '../testing/model-testing';
import {
  hortaFixture,
  joinRequestFixture,
  orphanFixture,
} from '../testing/admin-businesses-fixtures';
import { TOAST_MS } from '../toast/toast-region';

const TODAY = new Date('2026-11-16T15:00:00-03:00');
const input = { role: 'admin' as const, today: TODAY };

const companies: readonly AdminCompany[] = [
  {
    id: 'b1',
    name: 'Padaria Pão da Serra',
    logo: null,
    niche: 'Panificação',
    lastDRE: '2026-11-03',
  },
  { id: 'b2', name: 'Ateliê Flor de Lis', logo: null, niche: 'Moda', lastDRE: null },
];
const horta = hortaFixture;
const orphan = orphanFixture;
const joinRequest = joinRequestFixture;
const fault = new Error('API error: 500');

const events = [
  { type: 'xstate.done.actor.loadCompanies', output: companies },
  { type: 'xstate.error.actor.loadCompanies', error: fault },
  { type: 'companies.refresh' },
  { type: 'search.change', query: 'atelie' },
  { type: 'filter.change', filter: 'thisMonth' },
  { type: 'sort.change', sort: 'health' },
  { type: 'view.change', view: 'pending' },
  { type: 'view.change', view: 'active' },
  { type: 'xstate.done.actor.loadWaiting', output: [horta, orphan] },
  { type: 'xstate.error.actor.loadWaiting', error: fault },
  { type: 'xstate.done.actor.loadJoinRequests', output: [joinRequest] },
  { type: 'xstate.error.actor.loadJoinRequests', error: fault },
  { type: 'pending.refresh' },
  { type: 'waiting.reject', id: 'w1' },
  { type: 'reject.cancel' },
  { type: 'reject.confirm' },
  { type: 'xstate.done.actor.rejectBusiness', output: [{ status: 'success' }] },
  { type: 'xstate.error.actor.rejectBusiness', error: fault },
  { type: 'join.approve', userId: 'u7' },
  { type: 'join.refuse', userId: 'u7' },
  { type: 'xstate.done.actor.decideJoin', output: [{ status: 'success' }] },
  { type: 'xstate.error.actor.decideJoin', error: fault },
  { type: 'company.access', id: 'b1' },
  { type: 'xstate.done.actor.recordAccess', output: [{ status: 'success' }] },
  { type: 'xstate.error.actor.recordAccess', error: fault },
  // Expiry first: it and a dismissal lead to the same state, and the model walks the first.
  { type: 'after.toastDelay' },
  { type: 'toast.dismiss' },
];

const TOLD = new Set(events.map((event) => event.type));

type Ctx = AdminBusinessesContext;
type ModelEvent = { type: string; view?: string; output?: unknown; error?: unknown };
type Value = {
  companies: string | { ready: string };
  waiting: string;
  joinRequests: string;
  decision: string;
  access: string;
  toast: string;
};

const isDefaultList = (ctx: Ctx) =>
  ctx.search === '' && ctx.filter === 'all' && ctx.sort === 'name';
/**
 * Both pending lists as the screen first read them, nothing decided yet: the landing's state
 * before the pending view is used.
 */
const firstLists = (value: Value, ctx: Ctx) =>
  value.waiting === 'ready' &&
  value.joinRequests === 'ready' &&
  ctx.waiting.length === 2 &&
  ctx.joinRequests.length === 1;
const settled = (state: string) => state === 'ready' || state === 'failure';

// One thing happens at a time, as a person would do it: the list is read and narrowed, or the
// pending view opened and decided on, or a company entered; a toast is told with nothing else.
function filterEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  const value = snapshot.value as Value;
  const listIdle = typeof value.companies === 'object' && value.companies.ready === 'idle';
  const atRest =
    listIdle &&
    value.access === 'idle' &&
    value.decision === 'idle' &&
    value.waiting !== 'loading' &&
    value.joinRequests !== 'loading';
  // The graph also offers every other event the machine names, bare (toast.show, notice.show,
  // the modal openers, which change no state): only the list above is told.
  if (!TOLD.has(event.type)) return false;
  if (event.type === 'toast.dismiss' || event.type === 'after.toastDelay') {
    return value.toast === 'shown';
  }
  if (value.toast === 'shown' && !event.type.startsWith('xstate.')) return false;
  switch (event.type) {
    case 'xstate.done.actor.loadCompanies':
    case 'xstate.error.actor.loadCompanies':
      return value.companies === 'loading' || !listIdle;
    case 'companies.refresh':
      return (
        value.companies === 'failure' || (atRest && ctx.view === 'active' && isDefaultList(ctx))
      );
    case 'search.change':
    case 'filter.change':
    case 'sort.change':
      return atRest && ctx.view === 'active' && firstLists(value, ctx) && isDefaultList(ctx);
    case 'view.change':
      return event.view === 'pending'
        ? atRest && ctx.view === 'active' && isDefaultList(ctx)
        : atRest && ctx.view === 'pending';
    case 'xstate.done.actor.loadWaiting':
    case 'xstate.error.actor.loadWaiting':
      return value.waiting === 'loading';
    case 'xstate.done.actor.loadJoinRequests':
    case 'xstate.error.actor.loadJoinRequests':
      return value.joinRequests === 'loading';
    case 'pending.refresh':
      return (
        atRest &&
        ctx.view === 'pending' &&
        (value.waiting === 'failure' || value.joinRequests === 'failure')
      );
    case 'waiting.reject':
    case 'join.approve':
    case 'join.refuse':
      return (
        atRest && ctx.view === 'pending' && settled(value.waiting) && settled(value.joinRequests)
      );
    case 'company.access':
      return atRest && ctx.view === 'active' && isDefaultList(ctx) && firstLists(value, ctx);
    default:
      return true;
  }
}

// What tells two states apart; also what the replay compares.
const meaning = (ctx: Ctx) => ({
  companies: ctx.companies.map((company) => company.id),
  error: ctx.error,
  search: ctx.search,
  filter: ctx.filter,
  sort: ctx.sort,
  view: ctx.view,
  waiting: ctx.waiting.map((item) => item.id),
  waitingError: ctx.waitingError,
  joinRequests: ctx.joinRequests.map((item) => item.id),
  joinRequestsError: ctx.joinRequestsError,
  rejectId: ctx.rejectId,
  joinDecision: ctx.joinDecision,
  accessing: ctx.accessing,
});

const serializeState = (snapshot: { value: unknown; context: Ctx }): string =>
  JSON.stringify({ value: snapshot.value, ...meaning(snapshot.context) });

const ACTIONS = [
  'detail.open',
  'edit.open',
  'delete.ask',
  'create.open',
  'approval.open',
  'spyMode.enter',
] as const;

describe('admin companies model', () => {
  testModel(
    adminBusinessesMachine,
    {
      traversal: { events, filterEvents, serializeState },
      actorNames: [
        'loadCompanies',
        'loadWaiting',
        'loadJoinRequests',
        'rejectBusiness',
        'decideJoin',
        'recordAccess',
      ],
      actionNames: ACTIONS,
      delays: { toastDelay: TOAST_MS },
      input,
    },
    async (h, path) => {
      const snapshot = () => h.actor.getSnapshot() as AdminBusinessesSnapshot;
      const ctx = () => snapshot().context;
      const view = () => selectAdminBusinessesView(snapshot());

      let recorded = 0;

      // What each event must do, seen from outside, on top of the model's own state and context.
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        await h.execute(event as never);
        const after = ctx();
        switch (event.type) {
          case 'xstate.done.actor.recordAccess':
            expect(h.actions['spyMode.enter'].mock.calls.at(-1)?.[1]).toEqual({
              business: { id: 'b1', name: 'Padaria Pão da Serra' },
            });
            break;
          case 'xstate.error.actor.recordAccess':
            expect(h.actions['spyMode.enter']).not.toHaveBeenCalled();
            expect(after.toast).toEqual({ tone: 'error', text: m.accessFailed });
            break;
          case 'xstate.done.actor.rejectBusiness':
            expect(after.toast).toEqual({ tone: 'success', text: m.rejected });
            expect(after.waiting).toHaveLength(before.waiting.length - 1);
            break;
          case 'xstate.error.actor.rejectBusiness':
            expect(after.toast).toEqual({ tone: 'error', text: m.rejectFailed });
            expect(after.waiting).toEqual(before.waiting);
            break;
          case 'xstate.done.actor.decideJoin':
            expect(after.toast?.text).toBe(
              before.joinDecision?.decision === 'approve' ? m.joinApproved : m.joinRefused,
            );
            expect(after.joinRequests).toEqual([]);
            break;
          case 'xstate.error.actor.decideJoin':
            expect(after.toast).toEqual({ tone: 'error', text: m.joinDecisionFailed });
            break;
          case 'xstate.error.actor.loadCompanies':
            // A failed refresh keeps the grid and says so; a failed first load shows the error box.
            if (before.companies.length > 0) {
              expect(after.toast).toEqual({ tone: 'error', text: m.loadFailed });
              expect(after.companies).toEqual(before.companies);
            } else {
              expect(after.toast).toBeNull();
            }
            break;
        }
        // Only a recorded Access Company enters spy mode, once per recorded entry.
        if (event.type === 'xstate.done.actor.recordAccess') recorded += 1;
        expect(h.actions['spyMode.enter']).toHaveBeenCalledTimes(recorded);
      };

      const readyInvariants = () => {
        const v = view();
        expect(v.status).toBe('ready');
        expect(v.counters).toEqual(companyCounters(ctx().companies, TODAY));
        // Counted apart: what the pending view lists, once both lists are in.
        const value = snapshot().value as Value;
        expect(v.waitingApprovals).toBe(
          value.waiting === 'ready' && value.joinRequests === 'ready'
            ? ctx().waiting.length + ctx().joinRequests.length
            : null,
        );
        // The demo pair: 'atelie' and 'DRE este mês' each leave one card, nothing leaves none.
        expect(v.companies).toHaveLength(isDefaultList(ctx()) || ctx().sort === 'health' ? 2 : 1);
        expect(v.empty).toBe('none');
      };

      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          'toast.hidden': () => expect(ctx().toast).toBeNull(),
          'toast.shown': () => expect(ctx().toast).not.toBeNull(),
          'companies.loading': () => {
            expect(view()).toMatchObject({ status: 'loading', companies: [] });
            const loads = h.actors.inputsOf('loadCompanies');
            // The first load may come from the client's cache; a retry asks the server.
            expect(loads.at(-1)).toEqual({ force: loads.length > 1 });
          },
          'companies.failure': () =>
            expect(view()).toMatchObject({ status: 'failure', error: m.loadFailed, companies: [] }),
          'companies.ready.idle': readyInvariants,
          'companies.ready.refreshing': () => {
            readyInvariants();
            expect(view().isRefreshing).toBe(true);
            expect(h.actors.inputsOf('loadCompanies').at(-1)).toEqual({ force: true });
          },
          // Read as the screen opens (for the counter), not only when the pending view does.
          'waiting.loading': () => {
            expect(view().pending.waiting.status).toBe('loading');
            expect(view().waitingApprovals).toBeNull();
            expect(h.actors.inputsOf('loadWaiting').length).toBeGreaterThan(0);
          },
          'waiting.ready': () =>
            expect(view().pending.waiting).toMatchObject({ status: 'ready', error: null }),
          'waiting.failure': () =>
            expect(view().pending.waiting).toMatchObject({
              status: 'failure',
              items: [],
              error: m.waitingLoadFailed,
            }),
          'joinRequests.loading': () => {
            expect(view().pending.joinRequests.status).toBe('loading');
            expect(h.actors.inputsOf('loadJoinRequests').length).toBeGreaterThan(0);
          },
          'joinRequests.ready': () => expect(view().pending.joinRequests.status).toBe('ready'),
          'joinRequests.failure': () =>
            expect(view().pending.joinRequests).toMatchObject({
              status: 'failure',
              error: m.joinRequestsLoadFailed,
            }),
          'decision.idle': () =>
            expect(view().pending).toMatchObject({ rejecting: null, decidingUserId: null }),
          'decision.confirmingReject': () =>
            expect(view().pending.rejecting).toEqual({ id: 'w1', name: horta.name, busy: false }),
          'decision.rejecting': () => {
            expect(view().pending.rejecting?.busy).toBe(true);
            expect(h.actors.inputsOf('rejectBusiness').at(-1)).toEqual({ businessId: 'w1' });
          },
          'decision.decidingJoin': () => {
            expect(view().pending.decidingUserId).toBe('u7');
            expect(h.actors.inputsOf('decideJoin').at(-1)).toEqual(ctx().joinDecision);
          },
          'access.idle': () => expect(view().accessingId).toBeNull(),
          'access.recording': () => {
            expect(view().accessingId).toBe('b1');
            expect(h.actors.inputsOf('recordAccess').at(-1)).toEqual({ businessId: 'b1' });
          },
        },
        (context) => meaning(context as Ctx),
      );
    },
  );
});
