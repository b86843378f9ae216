import { describe, expect } from 'vitest';
import {
  FINANCE_RANGE_END_BEFORE_START,
  FINANCE_RANGE_INCOMPLETE,
  MONTH_INVALID,
} from '../messages';
import { replayPath, testModel } from '../testing/model-testing';
import { financeMonthFixture } from '../testing/fixtures';
import {
  financeMachine,
  financeMessages,
  financePeriodOf,
  type FinanceSnapshot,
} from './finance.machine';
import { selectFinanceView } from './finance-view';
import { financeOverview, sortFinanceRecords } from './finance-rules';
import type { FinanceContext, LoadFinanceOutput } from './finance.types';
import { TOAST_MS } from '../toast/toast-region';

const input = { today: new Date(Date.UTC(2026, 10, 21, 13, 5)) };
const october: LoadFinanceOutput = { records: financeMonthFixture, totalCompanies: 4 };
const empty: LoadFinanceOutput = { records: [], totalCompanies: 4 };
const refusal = { message: 'Authentication data missing' };
const fault = new Error('socket hang up');

const events = [
  { type: 'xstate.done.actor.loadFinance', output: october },
  { type: 'xstate.done.actor.loadFinance', output: empty },
  { type: 'xstate.error.actor.loadFinance', error: fault },
  { type: 'xstate.error.actor.loadFinance', error: refusal },
  { type: 'finance.retry' },
  { type: 'month.change', month: '2026-09' },
  { type: 'month.change', month: '' },
  { type: 'mode.change', mode: 'range' },
  { type: 'mode.change', mode: 'month' },
  // The range starts at the month shown (2026-10): March is before it, December after.
  { type: 'range.change', field: 'end', value: '2026-03' },
  { type: 'range.change', field: 'end', value: '2026-12' },
  { type: 'sort.change', column: 'net_profit' },
  { type: 'export.xlsx' },
  { type: 'xstate.done.actor.exportFinance', output: undefined },
  { type: 'xstate.error.actor.exportFinance', error: fault },
  // Expiry first: it and a dismissal lead to the same state, and the model walks the first.
  { type: 'after.toastDelay' },
  { type: 'toast.dismiss' },
];

type Ctx = FinanceContext;
type ModelEvent = {
  type: string;
  month?: string;
  mode?: string;
  field?: string;
  value?: string;
  column?: string;
  output?: unknown;
  error?: unknown;
};
type Value = { data: string; exports: string; toast: string };

// Each choice is made once and forward only (a month picked, a range's end typed, a column
// sorted), so the model stays small and every state is still reached.
function filterEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  const value = snapshot.value as Value;
  const toastShown = value.toast === 'shown';
  const isAnswer = event.type.startsWith('xstate.');
  // Raised by the machine itself; the model must not send it bare.
  if (event.type === 'toast.show') return false;
  if (event.type === 'toast.dismiss' || event.type === 'after.toastDelay') return toastShown;
  // A toast changes nothing else, so the person's events are told with none showing.
  if (toastShown && !isAnswer) return false;
  const first = ctx.loadedPeriod === null;
  switch (event.type) {
    // Only the first answer may be empty or fail (a retry is told once; later periods load).
    case 'xstate.error.actor.loadFinance':
      return first;
    case 'xstate.done.actor.loadFinance':
      return first || event.output === october;
    case 'finance.retry':
      return true;
    case 'month.change':
      return ctx.mode === 'month' && ctx.month !== '2026-09' && ctx.month !== event.month;
    case 'mode.change':
      return event.mode !== ctx.mode && ctx.month !== '';
    case 'range.change':
      return ctx.mode === 'range' && ctx.rangeEnd !== '2026-12' && ctx.rangeEnd !== event.value;
    // The order and the file are told on the first month shown, whatever came after them.
    case 'sort.change':
      return value.data === 'ready' && ctx.sort.direction === 'asc' && ctx.month === '2026-10';
    case 'export.xlsx':
      return value.data === 'ready' && value.exports === 'idle' && ctx.loadedPeriod === '2026-10';
    default:
      return true;
  }
}

// What tells two states apart; also what the replay compares.
const meaning = (ctx: Ctx) => ({
  mode: ctx.mode,
  month: ctx.month,
  rangeStart: ctx.rangeStart,
  rangeEnd: ctx.rangeEnd,
  sort: ctx.sort,
  records: ctx.records.length,
  loadedPeriod: ctx.loadedPeriod,
  error: ctx.error,
  toast: ctx.toast,
});

const serializeState = (snapshot: { value: unknown; context: Ctx }): string =>
  JSON.stringify({ value: snapshot.value, ...meaning(snapshot.context) });

describe('finance model', () => {
  testModel(
    financeMachine,
    {
      traversal: { events, filterEvents, serializeState },
      actorNames: ['loadFinance', 'exportFinance'],
      delays: { toastDelay: TOAST_MS },
      input,
    },
    async (h, path) => {
      const snapshot = () => h.actor.getSnapshot() as FinanceSnapshot;
      const ctx = () => snapshot().context as Ctx;
      const view = () => selectFinanceView(snapshot());

      // What each event must do, seen from outside, on top of the model's own state and context.
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        const loads = h.actors.inputsOf('loadFinance').length;
        const exports = h.actors.inputsOf('exportFinance').length;
        await h.execute(event as never);
        const after = ctx();
        switch (event.type) {
          case 'xstate.error.actor.loadFinance':
            expect(after.error).toBe(
              event.error === refusal ? refusal.message : financeMessages.loadFailed,
            );
            // The error box says it; no toast says it again.
            expect(after.toast).toEqual(before.toast);
            break;
          case 'xstate.error.actor.exportFinance':
            expect(after.toast).toEqual({ tone: 'error', text: financeMessages.exportFailed });
            break;
          case 'export.xlsx':
            // Only figures shown are exported, in the order shown.
            if (before.records.length === 0) {
              expect(h.actors.inputsOf('exportFinance')).toHaveLength(exports);
            } else {
              expect(h.actors.inputsOf('exportFinance').at(-1)).toEqual({
                period: before.loadedPeriod,
                sort: before.sort,
              });
            }
            break;
          case 'sort.change':
            // The order is the view's: nothing is asked again.
            expect(h.actors.inputsOf('loadFinance')).toHaveLength(loads);
            expect(view().rows).toEqual(sortFinanceRecords(after.records, after.sort));
            break;
        }
      };

      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          'toast.hidden': () => expect(ctx().toast).toBeNull(),
          'toast.shown': () => expect(ctx().toast).not.toBeNull(),
          'data.loading': () => {
            expect(view()).toMatchObject({ status: 'loading', isBusy: true, canExport: false });
            expect(view().period.error).toBeNull();
            expect(h.actors.inputsOf('loadFinance').at(-1)).toEqual({
              period: financePeriodOf(ctx()),
            });
          },
          'data.failure': () => {
            expect(view()).toMatchObject({ status: 'failure', isBusy: false, canExport: false });
            expect(view().error).not.toBeNull();
          },
          'data.invalid': () => {
            const { period } = view();
            expect(view()).toMatchObject({ status: 'idle', isBusy: false, canExport: false });
            if (ctx().mode === 'month') {
              expect(period).toMatchObject({ error: MONTH_INVALID, errorField: 'month' });
            } else if (ctx().rangeEnd === '') {
              expect(period).toMatchObject({ error: FINANCE_RANGE_INCOMPLETE, errorField: null });
            } else {
              expect(period).toMatchObject({
                error: FINANCE_RANGE_END_BEFORE_START,
                errorField: 'end',
              });
            }
          },
          'data.ready': () => {
            const v = view();
            const c = ctx();
            expect(v).toMatchObject({ status: 'ready', error: null, isBusy: false });
            expect(v.period.error).toBeNull();
            // The figures shown are those of the period on the picker.
            expect(c.loadedPeriod).toEqual(financePeriodOf(c));
            expect(v.summary).toEqual(financeOverview(c.records, 4).summary);
            expect(v.canExport).toBe(c.records.length > 0 && !v.exporting);
          },
          'exports.idle': () => expect(view().exporting).toBe(false),
          'exports.exporting': () => expect(view().exporting).toBe(true),
        },
        (context) => meaning(context as Ctx),
      );
    },
  );
});
