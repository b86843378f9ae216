import { and, assign, fromPromise, setup, stateIn, type SnapshotFrom } from 'xstate';
import { FINANCE_LOAD_FAILED, REPORT_EXPORT_FAILED } from '../messages';
import { toastActions, toastDelays, toastRegion } from '../toast/toast-region';
import { failureMessage } from '../validation/failure';
import {
  defaultFinanceMonth,
  nextFinanceSort,
  validateFinancePeriod,
  type FinancePeriodInput,
} from './finance-rules';
import {
  initialFinanceContext,
  type ExportFinanceInput,
  type FinanceContext,
  type FinanceEvent,
  type FinanceMachineInput,
  type LoadFinanceInput,
  type LoadFinanceOutput,
} from './finance.types';

// The admin Finance screen (docs/product.md "Admin: Finance" Finance, ): the period (a month, or a
// range fetched only once both ends are set and in order), the load, the table's order and the
// XLSX export, one file at a time.

/** the error catalogue in docs/product.md and ours: every text the finance screen shows (the period's come from the rules). */
export const financeMessages = {
  loadFailed: FINANCE_LOAD_FAILED,
  exportFailed: REPORT_EXPORT_FAILED,
} as const;

/** The period as the picker holds it: the month, or the range as typed. */
export const financePeriodOf = (
  context: Pick<FinanceContext, 'mode' | 'month' | 'rangeStart' | 'rangeEnd'>,
): FinancePeriodInput =>
  context.mode === 'month' ? context.month : { start: context.rangeStart, end: context.rangeEnd };

export const financeMachine = setup({
  types: {
    context: {} as FinanceContext,
    events: {} as FinanceEvent,
    input: {} as FinanceMachineInput,
  },
  guards: {
    isPeriodValid: ({ context }) => validateFinancePeriod(financePeriodOf(context)) === undefined,
    isOtherMode: ({ context, event }) =>
      event.type === 'mode.change' && event.mode !== context.mode,
    hasRecords: ({ context }) => context.records.length > 0 && context.loadedPeriod !== null,
    // What is exported is what the table shows: a loaded period with at least one company.
    canExport: and([stateIn({ data: 'ready' }), 'hasRecords']),
  },
  actions: {
    ...toastActions<FinanceContext, FinanceEvent>(),
  },
  actors: {
    loadFinance: fromPromise<LoadFinanceOutput, LoadFinanceInput>(async () => {
      throw new Error('loadFinance not provided');
    }),
    exportFinance: fromPromise<unknown, ExportFinanceInput>(async () => {
      throw new Error('exportFinance not provided');
    }),
  },
  delays: toastDelays,
}).createMachine({
  id: 'finance',
  context: ({ input }) => ({
    ...initialFinanceContext,
    month: defaultFinanceMonth(input?.today ?? new Date()),
  }),
  type: 'parallel',
  on: {
    // The order is the view's: nothing is fetched again.
    'sort.change': {
      actions: assign({
        sort: ({ context, event }) => nextFinanceSort(context.sort, event.column),
      }),
    },
  },
  states: {
    data: {
      initial: 'checking',
      // Every change of the period asks again (a load on its way for the old one is dropped), or
      // waits while the period cannot be asked for.
      on: {
        'month.change': {
          target: '.checking',
          actions: assign({ month: ({ event }) => event.month.trim() }),
        },
        'range.change': {
          target: '.checking',
          actions: assign(({ event }) =>
            event.field === 'start'
              ? { rangeStart: event.value.trim() }
              : { rangeEnd: event.value.trim() },
          ),
        },
        'mode.change': {
          guard: 'isOtherMode',
          target: '.checking',
          // A range starts from the month on screen (one more pick, the end, asks for it).
          actions: assign(({ context, event }) =>
            event.mode === 'range' && context.rangeStart === '' && context.rangeEnd === ''
              ? { mode: event.mode, rangeStart: context.month }
              : { mode: event.mode },
          ),
        },
      },
      states: {
        checking: {
          always: [{ guard: 'isPeriodValid', target: 'loading' }, { target: 'invalid' }],
        },
        // A month that is not one, a range half set or ending before it starts: nothing is
        // fetched; the view says why.
        invalid: {},
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadFinance',
            src: 'loadFinance',
            input: ({ context }) => ({ period: financePeriodOf(context) }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                records: event.output.records,
                totalCompanies: event.output.totalCompanies,
                loadedPeriod: financePeriodOf(context),
                error: null,
              })),
            },
            // The error box says it, with its retry; a toast too would say it twice.
            onError: {
              target: 'failure',
              actions: assign({
                error: ({ event }) => failureMessage(event.error, FINANCE_LOAD_FAILED),
              }),
            },
          },
        },
        failure: {
          on: { 'finance.retry': 'loading' },
        },
        ready: {},
      },
    },
    // One file at a time, of what the table shows; a failure says so in a toast. A change of
    // period meanwhile does not stop the file on its way.
    exports: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'export.xlsx': { guard: 'canExport', target: 'exporting' } },
        },
        exporting: {
          tags: ['exporting'],
          invoke: {
            id: 'exportFinance',
            src: 'exportFinance',
            input: ({ context }) => ({
              period: context.loadedPeriod ?? financePeriodOf(context),
              sort: context.sort,
            }),
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: {
                type: 'showToast',
                params: ({ event }) => ({
                  tone: 'error' as const,
                  text: failureMessage(event.error, REPORT_EXPORT_FAILED),
                }),
              },
            },
          },
        },
      },
    },
    toast: toastRegion,
  },
});

export type FinanceMachine = typeof financeMachine;
export type FinanceSnapshot = SnapshotFrom<typeof financeMachine>;
