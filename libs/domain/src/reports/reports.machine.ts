import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import {
  REPORTS_LOAD_FAILED,
  REPORT_EXPORT_FAILED,
  REPORT_SAVED,
  REPORT_SAVE_FAILED,
  REPORT_SHEET_URL_COPIED,
} from '../messages';
import { toastActions, toastDelays, toastRegion } from '../toast/toast-region';
import { failureMessage, isConflictFailure } from '../validation/failure';
import { hasErrors } from '../validation/rules';
import { previousMonthKey, toSaveReportInput, validateReportDraft } from './report-form';
import {
  defaultFormMonth,
  draftWithField,
  openReportForm,
  reportOfMonth,
  shownVersion,
  withReportDraft,
} from './report-prefill';
import {
  initialReportsContext,
  type ExportReportsInput,
  type LoadReportsInput,
  type LoadReportsOutput,
  type ReportsContext,
  type ReportsEvent,
  type ReportsMachineInput,
  type SaveReportInput,
  type SaveReportOutput,
} from './reports.types';

// The Analytics screen and the report detail (docs/product.md "Reports / Analytics", "Report detail"):
// load (cached as reportsData by the portal's actor), the fill form, the detail lookup.

/** the error catalogue in docs/product.md and ours: every text the reports screens show (field refusals come from the rules). */
export const reportsMessages = {
  loadFailed: REPORTS_LOAD_FAILED,
  saved: REPORT_SAVED,
  saveFailed: REPORT_SAVE_FAILED,
  sheetUrlCopied: REPORT_SHEET_URL_COPIED,
  exportFailed: REPORT_EXPORT_FAILED,
} as const;

/** The detail's PNG is named after the report's month (docs/product.md "Report detail"). */
export const reportImageFileName = (monthYear: string): string => `report-${monthYear}.png`;

/** Id lookup as the product's detail does it: the id compared as text. */
export const findReport = (context: Pick<ReportsContext, 'reports'>, id: string | null) =>
  id === null ? undefined : context.reports.find((report) => String(report.id) === String(id));

export const reportsMachine = setup({
  types: {
    context: {} as ReportsContext,
    events: {} as ReportsEvent,
    input: {} as ReportsMachineInput,
  },
  guards: {
    hasSheetUrl: ({ context }) => context.sheetUrl !== null,
    isDraftInvalid: ({ context }) => hasErrors(validateReportDraft(context.draft, context.today)),
    /** The draft's month already has a report in the list the person sees. */
    hasMonthReport: ({ context }) =>
      reportOfMonth(context.reports, context.draft.month) !== undefined,
    /** The server refused because the month's report is not the one the form replaces (409). */
    isConflict: ({ event }) => 'error' in event && isConflictFailure(event.error),
    hasOpenReport: ({ context }) => findReport(context, context.openReportId) !== undefined,
  },
  actions: {
    ...toastActions<ReportsContext, ReportsEvent>(),
    /** A refused save, in the form: the server's text, or REPORT_SAVE_FAILED. */
    keepSaveFailure: assign((_, params: { error: unknown }) => ({
      formError: failureMessage(params.error, REPORT_SAVE_FAILED),
    })),
    keepReports: assign((_, data: LoadReportsOutput) => ({
      reports: data.reports,
      revenueGoal: data.revenueGoal,
      latestFilled: data.latestFilled,
      questions: data.questions,
      sheetUrl: data.sheetUrl,
      company: data.company,
      error: null,
    })),
    /** The portal writes the text to the clipboard. */
    copyText: (_, _params: { text: string }): void => {
      throw new Error('copyText not provided');
    },
    /** The portal renders the detail card to a PNG (scale 2, background #131522) and saves it. */
    downloadReportImage: (_, _params: { reportId: string; fileName: string }): void => {
      throw new Error('downloadReportImage not provided');
    },
  },
  actors: {
    loadReports: fromPromise<LoadReportsOutput, LoadReportsInput>(async () => {
      throw new Error('loadReports not provided');
    }),
    saveReport: fromPromise<SaveReportOutput, SaveReportInput>(async () => {
      throw new Error('saveReport not provided');
    }),
    exportReports: fromPromise<unknown, ExportReportsInput>(async () => {
      throw new Error('exportReports not provided');
    }),
  },
  delays: toastDelays,
}).createMachine({
  id: 'reports',
  context: ({ input }) => ({
    ...initialReportsContext,
    today: input?.today ?? new Date(),
    openReportId: input?.reportId ?? null,
  }),
  type: 'parallel',
  on: {
    // The detail route works whatever the list is doing; the view says loading or not found.
    'report.open': { actions: assign({ openReportId: ({ event }) => event.id }) },
    'report.close': { actions: assign({ openReportId: null }) },
  },
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadReports',
            src: 'loadReports',
            // The first load may come from reportsData; a retry asks the server.
            input: ({ event }) => ({ force: event.type === 'reports.refresh' }),
            onDone: {
              target: 'ready',
              actions: { type: 'keepReports', params: ({ event }) => event.output },
            },
            // The error box says it, with its retry; a toast too would say it twice.
            onError: { target: 'failure', actions: assign({ error: REPORTS_LOAD_FAILED }) },
          },
        },
        failure: {
          on: { 'reports.refresh': 'loading' },
        },
        ready: {
          type: 'parallel',
          on: {
            'report.download': {
              guard: 'hasOpenReport',
              actions: {
                type: 'downloadReportImage',
                params: ({ context }) => {
                  const report = findReport(context, context.openReportId);
                  return {
                    reportId: report?.id ?? '',
                    fileName: reportImageFileName(report?.month_year ?? ''),
                  };
                },
              },
            },
          },
          states: {
            // One file at a time; the button says it is working, a failure says so in a toast.
            exports: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'export.xlsx': 'xlsx',
                    'export.pdf': 'pdf',
                    'sheet.copy': {
                      guard: 'hasSheetUrl',
                      actions: [
                        {
                          type: 'copyText',
                          params: ({ context }) => ({ text: context.sheetUrl ?? '' }),
                        },
                        {
                          type: 'showToast',
                          params: { tone: 'success', text: REPORT_SHEET_URL_COPIED },
                        },
                      ],
                    },
                  },
                },
                xlsx: {
                  tags: ['exporting'],
                  invoke: {
                    id: 'exportReports',
                    src: 'exportReports',
                    input: { kind: 'xlsx' },
                    onDone: 'idle',
                    onError: {
                      target: 'idle',
                      actions: {
                        type: 'showToast',
                        params: { tone: 'error', text: REPORT_EXPORT_FAILED },
                      },
                    },
                  },
                },
                pdf: {
                  tags: ['exporting'],
                  invoke: {
                    id: 'exportReports',
                    src: 'exportReports',
                    input: ({ event }) => ({
                      kind: 'pdf' as const,
                      month: event.type === 'export.pdf' ? event.month : '',
                    }),
                    onDone: 'idle',
                    onError: {
                      target: 'idle',
                      actions: {
                        type: 'showToast',
                        params: { tone: 'error', text: REPORT_EXPORT_FAILED },
                      },
                    },
                  },
                },
              },
            },
            sync: {
              initial: 'idle',
              states: {
                idle: {
                  on: { 'reports.refresh': 'refreshing' },
                },
                refreshing: {
                  tags: ['busy'],
                  on: {
                    // A save during a refresh: the reply on its way may not hold it; ask again.
                    'reports.refresh': { target: 'refreshing', reenter: true },
                  },
                  invoke: {
                    id: 'loadReports',
                    src: 'loadReports',
                    input: { force: true },
                    onDone: {
                      target: 'idle',
                      actions: { type: 'keepReports', params: ({ event }) => event.output },
                    },
                    // The screen keeps what it shows.
                    onError: {
                      target: 'idle',
                      actions: {
                        type: 'showToast',
                        params: { tone: 'error', text: REPORTS_LOAD_FAILED },
                      },
                    },
                  },
                },
              },
            },
            form: {
              initial: 'closed',
              states: {
                closed: {
                  on: {
                    'form.open': {
                      target: 'editing',
                      actions: assign(({ context, event }) =>
                        openReportForm(
                          context,
                          event.month ?? defaultFormMonth(context.reports, context.today),
                        ),
                      ),
                    },
                    'missingReport.fill': {
                      target: 'editing',
                      actions: assign(({ context }) =>
                        openReportForm(context, previousMonthKey(context.today)),
                      ),
                    },
                  },
                },
                editing: {
                  on: {
                    'form.close': 'closed',
                    'field.change': {
                      actions: assign(({ context, event }) =>
                        withReportDraft(
                          context,
                          draftWithField(context.reports, context.questions, context.draft, event),
                        ),
                      ),
                    },
                    'answer.change': {
                      actions: assign(({ context, event }) =>
                        withReportDraft(context, {
                          ...context.draft,
                          answers: context.draft.answers.map((answer, i) =>
                            i === event.index ? event.value : answer,
                          ),
                        }),
                      ),
                    },
                    'form.submit': [
                      {
                        guard: 'isDraftInvalid',
                        actions: assign(({ context }) => ({
                          fieldErrors: validateReportDraft(context.draft, context.today),
                          showFieldErrors: true,
                        })),
                      },
                      // Over a month that has a report: 'Substituir o relatório de … ?' first.
                      {
                        guard: 'hasMonthReport',
                        target: 'confirming',
                        actions: assign({ fieldErrors: {}, formError: null }),
                      },
                      { target: 'saving', actions: assign({ fieldErrors: {}, formError: null }) },
                    ],
                  },
                },
                confirming: {
                  on: {
                    // Back to the form, everything typed kept; nothing was sent.
                    'replace.cancel': 'editing',
                    'replace.confirm': {
                      target: 'saving',
                      actions: assign({
                        replacing: ({ context }) => {
                          const report = reportOfMonth(context.reports, context.draft.month);
                          return report ? shownVersion(report) : null;
                        },
                      }),
                    },
                  },
                },
                saving: {
                  tags: ['busy'],
                  exit: assign({ replacing: null }),
                  invoke: {
                    id: 'saveReport',
                    src: 'saveReport',
                    input: ({ context }) => ({
                      ...toSaveReportInput(context.draft, context.questions),
                      ...(context.replacing === null ? {} : { replacesVersion: context.replacing }),
                    }),
                    onDone: {
                      target: 'closed',
                      actions: [
                        assign(({ context }) => openReportForm(context, '')),
                        { type: 'showToast', params: { tone: 'success', text: REPORT_SAVED } },
                        raise({ type: 'reports.refresh' }),
                      ],
                    },
                    // Everything typed stays; the form says why. When someone else saved the month
                    // meanwhile (409, naming who), the list is fetched again so the form and
                    // the next confirmation know its current version.
                    onError: [
                      {
                        guard: 'isConflict',
                        target: 'editing',
                        actions: [
                          { type: 'keepSaveFailure', params: ({ event }) => event },
                          raise({ type: 'reports.refresh' }),
                        ],
                      },
                      {
                        target: 'editing',
                        actions: { type: 'keepSaveFailure', params: ({ event }) => event },
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    toast: toastRegion,
  },
});

export type ReportsMachine = typeof reportsMachine;
export type ReportsSnapshot = SnapshotFrom<typeof reportsMachine>;
