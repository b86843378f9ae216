import { describe, expect } from 'vitest';
import { reportsMachine, reportsMessages } from './reports.machine';
import type { ReportsSnapshot } from './reports.machine';
import { selectReportsView } from './reports-view';
import { draftResults, toSaveReportInput, validateReportDraft } from './report-form';
import { reportOfMonth, shownVersion } from './report-prefill';
import type { ReportsContext } from './reports.types';
import { replayPath, testModel } from '../testing/model-testing';
import { reportFixture, reportsDataFixture } from '../testing/fixtures';
import type { ReportsData } from '../model/reports';
import { TOAST_MS } from '../toast/toast-region';

const input = { today: new Date(Date.UTC(2026, 10, 21, 13, 5)) };
const saved: ReportsData = {
  ...reportsDataFixture,
  latestFilled: true,
  reports: [...reportsDataFixture.reports, reportFixture('8', '2026-10', 12000, 4999.5)],
};
// September 2026 replaced by someone else meanwhile: its second version, Ana's.
const changed: ReportsData = {
  ...reportsDataFixture,
  reports: reportsDataFixture.reports.map((report) =>
    report.month_year === '2026-09'
      ? reportFixture('7', '2026-09', 12500, 3100, {
          version: 2,
          filledBy: 'Ana Lima',
          filledAt: '2026-11-21T13:00:00.000Z',
          editedBy: 'Ana Lima',
          editedAt: '2026-11-21T13:00:00.000Z',
        })
      : report,
  ),
};
const refusal = { message: 'O mês do relatório deve ser de 2000 em diante.' };
// The server's 409: the month's report is not the version the form replaces.
const conflict = {
  message:
    'O relatório de setembro de 2026 foi alterado por Ana Lima em 21/11/2026 10:00 depois que ' +
    'você o abriu. Revise os valores atuais antes de substituí-lo.',
  status: 409,
};
const fault = new Error('socket hang up');
/** The month with a report that the person picks: the form shows its values. */
const EXISTING_MONTH = '2026-09';

// The form's fields in the order the model fills them, each with one accepted value.
const FILL = [
  ['month', '2026-10'],
  ['gross_revenue', 'R$ 12.000,00'],
  ['net_revenue', '10.000,00'],
  ['expenses', '3.000,50'],
  ['cogs', '2.000'],
] as const;

const events = [
  { type: 'xstate.done.actor.loadReports', output: reportsDataFixture },
  { type: 'xstate.done.actor.loadReports', output: saved },
  { type: 'xstate.done.actor.loadReports', output: changed },
  { type: 'xstate.error.actor.loadReports', error: new Error('API error: 500') },
  { type: 'reports.refresh' },
  { type: 'report.open', id: '7' },
  { type: 'report.open', id: '99' },
  { type: 'report.download' },
  { type: 'report.close' },
  { type: 'form.open' },
  { type: 'missingReport.fill' },
  ...FILL.map(([field, value]) => ({ type: 'field.change', field, value })),
  { type: 'field.change', field: 'month', value: EXISTING_MONTH },
  { type: 'answer.change', index: 0, value: 'Black Friday' },
  { type: 'form.submit' },
  { type: 'replace.confirm' },
  { type: 'replace.cancel' },
  { type: 'form.close' },
  { type: 'xstate.done.actor.saveReport', output: { id: '8' } },
  { type: 'xstate.error.actor.saveReport', error: refusal },
  { type: 'xstate.error.actor.saveReport', error: conflict },
  { type: 'xstate.error.actor.saveReport', error: fault },
  { type: 'sheet.copy' },
  { type: 'export.xlsx' },
  { type: 'export.pdf', month: '2026-09' },
  { type: 'xstate.done.actor.exportReports', output: undefined },
  { type: 'xstate.error.actor.exportReports', error: fault },
  // Expiry first: it and a dismissal lead to the same state, and the model walks the first.
  { type: 'after.toastDelay' },
  { type: 'toast.dismiss' },
];

type Ctx = ReportsContext;
type ModelEvent = {
  type: string;
  id?: string;
  field?: string;
  value?: string;
  output?: unknown;
  error?: unknown;
};
type Value = {
  list: string | { ready: { sync: string; form: string; exports: string } };
  toast: string;
};

const readyOf = (value: Value) => (typeof value.list === 'string' ? null : value.list.ready);

const filledUpTo = (ctx: Ctx) => {
  const values: Record<string, string> = { month: ctx.draft.month, ...ctx.draft.figures };
  return FILL.findIndex(([field]) => values[field] === '');
};

/** Nothing typed yet: every figure and answer empty. */
const untouched = (ctx: Ctx) =>
  Object.values(ctx.draft.figures).every((value) => value === '') &&
  ctx.draft.answers.every((answer) => answer === '');

// Every field is filled once, in FILL's order (any other order tells nothing new), and one
// report is saved: after that the company has its previous month and the story is told.
function filterEvents(snapshot: { value: unknown; context: Ctx }, event: ModelEvent): boolean {
  const ctx = snapshot.context;
  const value = snapshot.value as Value;
  const ready = readyOf(value);
  const toastShown = value.toast === 'shown';
  const isAnswer = event.type.startsWith('xstate.');
  // Raised by the machine itself; the model must not send it bare.
  if (event.type === 'toast.show') return false;
  if (event.type === 'toast.dismiss' || event.type === 'after.toastDelay') return toastShown;
  // A toast changes nothing else, so the person's events are told with none showing.
  if (toastShown && !isAnswer) return false;
  // The reply holding a new report comes from a refetch (the one after its save, say).
  if (event.type === 'xstate.done.actor.loadReports' && event.output === saved) {
    return ready?.sync === 'refreshing';
  }
  // Someone else's September comes with the refetch after the server said so (409).
  if (event.type === 'xstate.done.actor.loadReports' && event.output === changed) {
    return ready?.sync === 'refreshing' && ctx.formError === conflict.message;
  }
  // A replacement meets someone else's save once (the next one replaces their version) or a
  // fault; a new month's save, a refusal of what was typed or a fault.
  if (event.type === 'xstate.error.actor.saveReport') {
    if (event.error === conflict) return ctx.replacing === 1;
    if (event.error === refusal) return ctx.replacing === null;
    return true;
  }
  // After someone else's save (409) the form waits for the list to come again.
  if (ready?.sync === 'refreshing' && ready.form !== 'closed' && !isAnswer) return false;
  const atRest = ready?.form === 'closed' && ready.sync === 'idle' && ready.exports === 'idle';
  switch (event.type) {
    case 'reports.refresh':
      return value.list === 'failure' || atRest;
    case 'report.open':
      return atRest && ctx.openReportId === null;
    case 'report.download':
    case 'report.close':
      return atRest && ctx.openReportId !== null;
    case 'form.open':
    case 'missingReport.fill':
      return atRest && ctx.openReportId === null && !ctx.latestFilled;
    case 'field.change': {
      // Picking the month that has a report, before anything is typed (the form shows it).
      if (event.field === 'month') {
        return (
          event.value === EXISTING_MONTH &&
          ctx.draft.month !== EXISTING_MONTH &&
          untouched(ctx) &&
          !ctx.showFieldErrors &&
          ctx.formError === null
        );
      }
      const next = filledUpTo(ctx);
      return next !== -1 && FILL[next]?.[0] === event.field;
    }
    // The list's XLSX, and the open report's PDF; the demo company has no sheet to copy.
    case 'export.xlsx':
      return atRest && ctx.openReportId === null;
    case 'export.pdf':
      return atRest && ctx.openReportId === '7';
    case 'sheet.copy':
      return atRest && ctx.openReportId === null;
    case 'answer.change':
      return filledUpTo(ctx) === -1 && ctx.draft.answers[0] === '';
    default:
      return true;
  }
}

// What tells two states apart; also what the replay compares.
const meaning = (ctx: Ctx) => ({
  reports: ctx.reports.map((report) => `${report.id}@${report.version ?? 1}`),
  replacing: ctx.replacing,
  latestFilled: ctx.latestFilled,
  error: ctx.error,
  open: ctx.openReportId,
  draft: ctx.draft,
  fieldErrors: Object.keys(ctx.fieldErrors),
  showFieldErrors: ctx.showFieldErrors,
  formError: ctx.formError,
});

const serializeState = (snapshot: { value: unknown; context: Ctx }): string =>
  JSON.stringify({ value: snapshot.value, ...meaning(snapshot.context) });

describe('reports model', () => {
  testModel(
    reportsMachine,
    {
      traversal: { events, filterEvents, serializeState },
      actorNames: ['loadReports', 'saveReport', 'exportReports'],
      actionNames: ['downloadReportImage', 'copyText'],
      delays: { toastDelay: TOAST_MS },
      input,
    },
    async (h, path) => {
      const snapshot = () => h.actor.getSnapshot() as ReportsSnapshot;
      const ctx = () => snapshot().context as Ctx;
      const view = () => selectReportsView(snapshot());

      // What each event must do, seen from outside, on top of the model's own state and context.
      const execute = async (event: ModelEvent) => {
        const before = ctx();
        const downloads = h.actions.downloadReportImage.mock.calls.length;
        const saves = h.actors.inputsOf('saveReport').length;
        await h.execute(event as never);
        const after = ctx();
        switch (event.type) {
          case 'xstate.done.actor.saveReport':
            expect(after.toast).toEqual({ tone: 'success', text: reportsMessages.saved });
            expect(h.actors.inputsOf('loadReports').at(-1)).toEqual({ force: true });
            break;
          case 'xstate.error.actor.saveReport':
            // Nothing typed is lost; the form says why.
            expect(after.draft).toEqual(before.draft);
            expect(after.formError).toBe(
              event.error === fault ? reportsMessages.saveFailed : (event.error as Error).message,
            );
            expect(after.toast).toBeNull();
            expect(view().form?.replace).toBeNull();
            // Someone else saved the month: the list is asked for again, the form stays open.
            if (event.error === conflict) {
              expect(view().isBusy).toBe(true);
              expect(h.actors.inputsOf('loadReports').at(-1)).toEqual({ force: true });
            }
            break;
          case 'replace.cancel':
            // Nothing sent, nothing typed lost.
            expect(after.draft).toEqual(before.draft);
            expect(h.actors.inputsOf('saveReport')).toHaveLength(saves);
            expect(view().form).toMatchObject({ status: 'editing', replace: null });
            break;
          case 'field.change':
            // The month that has a report shows its values, the Brazilian way.
            if (event.field === 'month') {
              const shown = after.reports.find((report) => report.month_year === EXISTING_MONTH);
              expect(after.draft.month).toBe(EXISTING_MONTH);
              expect(after.draft.figures.gross_revenue).toBe(
                shown?.version === 2 ? '12.500,00' : '12.000,00',
              );
              expect(after.draft.answers).toEqual(['Destaque 7']);
              expect(view().form?.monthNote).toMatch(/^O relatório de setembro de 2026 já existe/);
            }
            break;
          case 'xstate.error.actor.loadReports':
            if (readyOf(snapshot().value as Value)) {
              expect(after.toast).toEqual({ tone: 'error', text: reportsMessages.loadFailed });
            } else {
              expect(after.toast).toBeNull();
            }
            break;
          case 'report.download': {
            const found = before.reports.find((report) => report.id === before.openReportId);
            expect(h.actions.downloadReportImage.mock.calls.length).toBe(
              downloads + (found ? 1 : 0),
            );
            if (found) {
              expect(h.actions.downloadReportImage.mock.calls.at(-1)?.[1]).toEqual({
                reportId: found.id,
                fileName: `report-${found.month_year}.png`,
              });
            }
            break;
          }
          case 'sheet.copy':
            // No sheet: nothing copied, nothing said.
            expect(h.actions.copyText).not.toHaveBeenCalled();
            expect(after.toast).toBeNull();
            break;
          case 'xstate.error.actor.exportReports':
            expect(after.toast).toEqual({ tone: 'error', text: reportsMessages.exportFailed });
            break;
          case 'form.submit':
            // A refused draft says why field by field and sends nothing.
            if (after.showFieldErrors && Object.keys(after.fieldErrors).length > 0) {
              expect(view().form?.status).toBe('editing');
            }
            break;
        }
      };

      const readyInvariants = () => {
        const v = view();
        expect(v.status).toBe('ready');
        expect(v.error).toBeNull();
        expect(v.missingReport === null).toBe(ctx().latestFilled);
        const open = ctx().openReportId;
        if (open === null) expect(v.detail).toBeNull();
        else expect(v.detail?.status).toBe(open === '99' ? 'notFound' : 'ready');
      };

      await replayPath(
        path,
        { actor: h.actor, execute: execute as never },
        {
          'toast.hidden': () => expect(ctx().toast).toBeNull(),
          'toast.shown': () => expect(ctx().toast).not.toBeNull(),
          'list.loading': () => {
            expect(view()).toMatchObject({ status: 'loading', isBusy: true, form: null });
            const loads = h.actors.inputsOf('loadReports');
            // The first load may come from reportsData; a retry asks the server.
            expect(loads.at(-1)).toEqual({ force: loads.length > 1 });
          },
          'list.failure': () => {
            expect(view()).toMatchObject({
              status: 'failure',
              isBusy: false,
              error: reportsMessages.loadFailed,
              missingReport: null,
            });
            if (ctx().openReportId !== null) expect(view().detail?.status).toBe('failure');
          },
          'list.ready.sync.idle': readyInvariants,
          'list.ready.sync.refreshing': () => {
            readyInvariants();
            expect(view().isBusy).toBe(true);
            expect(h.actors.inputsOf('loadReports').at(-1)).toEqual({ force: true });
          },
          'list.ready.exports.idle': () => expect(view().exporting).toBeNull(),
          'list.ready.exports.xlsx': () => {
            expect(view().exporting).toBe('xlsx');
            expect(h.actors.inputsOf('exportReports').at(-1)).toEqual({ kind: 'xlsx' });
          },
          'list.ready.exports.pdf': () => {
            expect(view().exporting).toBe('pdf');
            expect(h.actors.inputsOf('exportReports').at(-1)).toEqual({
              kind: 'pdf',
              month: '2026-09',
            });
          },
          'list.ready.form.closed': () => expect(view().form).toBeNull(),
          'list.ready.form.confirming': () => {
            const context = ctx();
            expect(view().form).toMatchObject({
              status: 'editing',
              replace: { question: 'Substituir o relatório de setembro de 2026?', busy: false },
            });
            expect(validateReportDraft(context.draft, input.today)).toEqual({});
            expect(reportOfMonth(context.reports, context.draft.month)).toBeDefined();
          },
          'list.ready.form.editing': () => {
            const form = view().form;
            const context = ctx();
            expect(form?.status).toBe('editing');
            expect(form?.fieldErrors).toEqual(
              context.showFieldErrors ? validateReportDraft(context.draft, input.today) : {},
            );
            expect(form).toMatchObject(draftResults(context.draft));
          },
          'list.ready.form.saving': () => {
            const context = ctx();
            expect(view().form).toMatchObject({
              status: 'submitting',
              fieldErrors: {},
              error: null,
            });
            expect(view().isBusy).toBe(true);
            // Over a month that has a report, the version the list shows, and the question busy.
            const report = reportOfMonth(context.reports, context.draft.month);
            expect(h.actors.inputsOf('saveReport').at(-1)).toEqual({
              ...toSaveReportInput(context.draft, context.questions),
              ...(report ? { replacesVersion: shownVersion(report) } : {}),
            });
            expect(view().form?.replace?.busy ?? false).toBe(report !== undefined);
            expect(validateReportDraft(context.draft, input.today)).toEqual({});
          },
        },
        (context) => meaning(context as Ctx),
      );
    },
  );
});
