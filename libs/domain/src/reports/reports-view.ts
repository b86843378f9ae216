import { REPORT_NOT_FOUND } from '../messages';
import type { MonthlyReport, ReportsData } from '../model/reports';
import type { FormStatus, ItemStatus, LoadStatus } from '../model/status';
import type { FieldErrors } from '../validation/rules';
import {
  monthComparisons,
  previousMonth,
  summaryCards,
  type MonthComparison,
  type SummaryCards,
} from './report-analytics';
import { draftResults, type ReportDraft, type ReportFormField } from './report-form';
import { formMonthNote, replaceQuestion, reportOfMonth } from './report-prefill';
import { monthKey, monthOf, type YearMonth } from './report-rules';
import { findReport, reportImageFileName, type ReportsSnapshot } from './reports.machine';
import type { ReportsToast } from './reports.types';

export type ReportsFormView = {
  status: Exclude<FormStatus, 'done'>;
  draft: ReportDraft;
  /** The company's custom questions, each with the answer at the same index of `draft.answers`. */
  questions: readonly string[];
  fieldErrors: FieldErrors<ReportFormField>;
  /** The server's refusal, or REPORT_SAVE_FAILED. */
  error: string | null;
  /** Computed as the person types; null until net revenue, costs and expenses all read. */
  netProfit: number | null;
  netMargin: number | null;
  /**
   * Under the month: 'Novo relatório de outubro de 2026.', or that the month already has a
   * report (who saved it, when) whose values the form shows; null while the month is unreadable.
   */
  monthNote: string | null;
  /**
   * 'Substituir o relatório de setembro de 2026?' over the form, with what it means; `busy`
   * once confirmed, while the replacement is sent. Null when nothing is being replaced.
   */
  replace: { question: string; text: string; busy: boolean } | null;
};

export type ReportDetailView = {
  /** `notFound` shows 'Report not found' (REPORT_NOT_FOUND) with a Back to Reports link. */
  status: ItemStatus;
  report: MonthlyReport | null;
  /** REPORT_NOT_FOUND when not found, REPORTS_LOAD_FAILED when the reports did not load. */
  error: string | null;
  /** Download Report's file name, report-{month_year}.png. */
  fileName: string | null;
};

export type ReportsView = {
  status: LoadStatus;
  /** The first load failed: its text, with a retry (`reports.refresh`). */
  error: string | null;
  /** Something is being loaded or saved (the `busy` tag). */
  isBusy: boolean;
  /** The three summary cards through the current month (docs/product.md, Limits, summaryCards). */
  cards: SummaryCards;
  /** 'Previsão Dez {forecastYear}'. */
  forecastYear: number;
  /** The 'Reports Financeiros' carousel, newest first. */
  reports: readonly MonthlyReport[];
  /** The trend chart's months, oldest first. */
  trend: readonly MonthlyReport[];
  /** The month-on-month and year-on-year table, newest first. */
  comparisons: readonly MonthComparison<MonthlyReport>[];
  /** The red 'Clique para preencher' card: the month before the current one, when unfilled. */
  missingReport: { month: YearMonth; monthKey: string } | null;
  /** The 'Preencher Relatório' form, or null when closed. */
  form: ReportsFormView | null;
  /** The report the detail route asked for (`report.open`), or null when none was asked for. */
  detail: ReportDetailView | null;
  toast: ReportsToast | null;
  /** The company's name and logo (the detail's header); null until loaded. */
  company: ReportsData['company'] | null;
  /** The company's Google Sheets link; null: the URL bar offers the XLSX export instead. */
  sheetUrl: string | null;
  /** The file being made, if any (its button shows it and is not pressed twice). */
  exporting: 'xlsx' | 'pdf' | null;
};

function formStatus(snapshot: ReportsSnapshot): Exclude<FormStatus, 'done'> | null {
  if (snapshot.matches({ list: { ready: { form: 'editing' } } })) return 'editing';
  // The form stays as typed under the question.
  if (snapshot.matches({ list: { ready: { form: 'confirming' } } })) return 'editing';
  if (snapshot.matches({ list: { ready: { form: 'saving' } } })) return 'submitting';
  return null;
}

/** The replacement question while it is asked, and while the confirmed replacement is sent. */
function replaceOf(snapshot: ReportsSnapshot): ReportsFormView['replace'] {
  const { context } = snapshot;
  const asking = snapshot.matches({ list: { ready: { form: 'confirming' } } });
  const sending = context.replacing !== null;
  const report = reportOfMonth(context.reports, context.draft.month);
  return (asking || sending) && report ? { ...replaceQuestion(report), busy: sending } : null;
}

function detailOf(snapshot: ReportsSnapshot, status: LoadStatus): ReportDetailView | null {
  const { context } = snapshot;
  if (context.openReportId === null) return null;
  const report = status === 'ready' ? findReport(context, context.openReportId) : undefined;
  const detailStatus: ItemStatus = status === 'ready' && !report ? 'notFound' : status;
  return {
    status: detailStatus,
    report: report ?? null,
    error:
      detailStatus === 'notFound'
        ? REPORT_NOT_FOUND
        : detailStatus === 'failure'
          ? context.error
          : null,
    fileName: report ? reportImageFileName(report.month_year) : null,
  };
}

/**
 * What the Analytics screen and the report detail read from the machine: a running actor's
 * snapshot in the app, a `reportsMachine.resolveState({ value, context })` in stories.
 */
export function selectReportsView(snapshot: ReportsSnapshot): ReportsView {
  const { context } = snapshot;
  const status: LoadStatus = snapshot.matches({ list: 'loading' })
    ? 'loading'
    : snapshot.matches({ list: 'failure' })
      ? 'failure'
      : 'ready';
  const today = monthOf(context.today);
  const cards = summaryCards(context.reports, context.revenueGoal, today);
  const comparisons = monthComparisons(context.reports);
  const previous = previousMonth(today);
  // docs/product.md, Limits: the server's latestFilled decides (it knows the month in its own terms).
  const missing = status === 'ready' && !context.latestFilled;
  const form = formStatus(snapshot);
  return {
    status,
    error: context.error,
    isBusy: snapshot.hasTag('busy'),
    cards,
    forecastYear: cards.goal.year,
    reports: comparisons.map((row) => row.report),
    trend: comparisons.map((row) => row.report).reverse(),
    comparisons,
    missingReport: missing ? { month: previous, monthKey: monthKey(previous) } : null,
    form: form
      ? {
          status: form,
          draft: context.draft,
          questions: context.questions,
          fieldErrors: context.fieldErrors,
          error: context.formError,
          ...draftResults(context.draft),
          monthNote: formMonthNote(context.reports, context.draft.month),
          replace: replaceOf(snapshot),
        }
      : null,
    detail: detailOf(snapshot, status),
    toast: context.toast,
    sheetUrl: context.sheetUrl,
    company: context.company,
    exporting: snapshot.matches({ list: { ready: { exports: 'xlsx' } } })
      ? 'xlsx'
      : snapshot.matches({ list: { ready: { exports: 'pdf' } } })
        ? 'pdf'
        : null,
  };
}
