import { formatMonthYear, formatAdminDate } from '../format/format';
import {
  REPORT_SOMEONE,
  reportExistingNote,
  reportNewNote,
  reportReplaceQuestion,
  reportReplaceText,
} from '../messages';
import { REPORT_FIGURE_FIELDS, type MonthlyReport } from '../model/reports';
import {
  emptyReportDraft,
  previousMonthKey,
  validateReportDraft,
  type ReportDraft,
  type ReportFormField,
} from './report-form';
import { monthKey, monthOf, parseMonthKey } from './report-rules';
import type { ReportsContext } from './reports.types';

// A month that already has a report is never filled blind: the form shows what it holds, says so
// under the month, and asks before replacing it. Pure functions the reports machine and its view
// call.

/** The loaded report of `month` ('YYYY-MM', or a date in it), if the company has one. */
export function reportOfMonth(
  reports: readonly MonthlyReport[],
  month: string,
): MonthlyReport | undefined {
  const ym = parseMonthKey(month);
  if (!ym) return undefined;
  const key = monthKey(ym);
  return reports.find((report) => report.month_year.slice(0, 7) === key);
}

const figureFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A saved figure as the form's text, the Brazilian way: 84383.52 → '84.383,52'. */
export const reportFigureText = (value: number): string => figureFormat.format(value);

/**
 * The draft of a saved report: its month, its figures as pt-BR text, and its answers put under
 * the company's questions as they are now (a question asked since has no answer yet; an answer
 * to a question taken away is not asked again).
 */
export function reportDraft(report: MonthlyReport, questions: readonly string[]): ReportDraft {
  const figures = Object.fromEntries(
    REPORT_FIGURE_FIELDS.map((field) => [field, reportFigureText(report[field])]),
  ) as ReportDraft['figures'];
  return {
    month: report.month_year.slice(0, 7),
    figures,
    answers: questions.map(
      (question) => report.customAnswers.find((a) => a.question === question)?.response ?? '',
    ),
  };
}

/** `month`'s draft: its report's values when it has one, otherwise empty. */
export const draftOfMonth = (
  reports: readonly MonthlyReport[],
  questions: readonly string[],
  month: string,
): ReportDraft => {
  const report = reportOfMonth(reports, month);
  return report ? reportDraft(report, questions) : emptyReportDraft(questions, month);
};

/**
 * The month 'Preencher Relatório' opens on: the month before today's when it has no report (the
 * one the missing-report card and the reminder e-mail ask for); once that is filled, today's
 * month, the next one to fill (shown with its values if it was filled early). Months are São
 * Paulo's.
 */
export function defaultFormMonth(reports: readonly MonthlyReport[], today: Date): string {
  const previous = previousMonthKey(today);
  return reportOfMonth(reports, previous) ? monthKey(monthOf(today)) : previous;
}

const sameDraft = (a: ReportDraft, b: ReportDraft) =>
  REPORT_FIGURE_FIELDS.every((field) => a.figures[field] === b.figures[field]) &&
  a.answers.length === b.answers.length &&
  a.answers.every((answer, i) => answer === b.answers[i]);

/**
 * The draft once the person picks another month. A month that has a report shows its values. A
 * month without one keeps what the person typed, but not another month's saved values left as
 * they were shown (those belong to that month, and it keeps them): the form empties then.
 */
export function draftOnMonthChange(
  reports: readonly MonthlyReport[],
  questions: readonly string[],
  draft: ReportDraft,
  month: string,
): ReportDraft {
  if (reportOfMonth(reports, month)) return draftOfMonth(reports, questions, month);
  const shown = reportOfMonth(reports, draft.month);
  if (shown && sameDraft(draft, reportDraft(shown, questions))) {
    return emptyReportDraft(questions, month);
  }
  return { ...draft, month };
}

/** The form opened on `month`: its report's values when it has one, otherwise empty. */
export const openReportForm = (context: ReportsContext, month: string) => ({
  draft: draftOfMonth(context.reports, context.questions, month),
  fieldErrors: {},
  showFieldErrors: false,
  formError: null,
  replacing: null,
});

/** A changed draft; its errors follow it once they are shown. */
export const withReportDraft = (context: ReportsContext, draft: ReportDraft) => ({
  draft,
  fieldErrors: context.showFieldErrors ? validateReportDraft(draft, context.today) : {},
});

/** The draft once the person changes a field: a figure as typed, or the month (see above). */
export function draftWithField(
  reports: readonly MonthlyReport[],
  questions: readonly string[],
  draft: ReportDraft,
  change: { field: ReportFormField; value: string },
): ReportDraft {
  const { field, value } = change;
  return field === 'month'
    ? draftOnMonthChange(reports, questions, draft, value)
    : { ...draft, figures: { ...draft.figures, [field]: value } };
}

/** 'setembro de 2026' for '2026-09' (lower case, as a sentence says it); '' when malformed. */
export function reportMonthInWords(month: string): string {
  const ym = parseMonthKey(month);
  return ym ? formatMonthYear(`${monthKey(ym)}-01T12:00:00`) : '';
}

/** Who saved a report last and when, as the form and the server's refusals say it. */
export function lastReportSave(report: MonthlyReport): { by: string; at: string } {
  return {
    by: report.filledBy || REPORT_SOMEONE,
    at: report.filledAt ? formatAdminDate(report.filledAt) : '',
  };
}

/** The note under the month field: a new report of the month, or the one it already has. */
export function formMonthNote(reports: readonly MonthlyReport[], month: string): string | null {
  const words = reportMonthInWords(month);
  if (!words) return null;
  const report = reportOfMonth(reports, month);
  if (!report) return reportNewNote(words);
  const { by, at } = lastReportSave(report);
  return reportExistingNote(words, by, at);
}

/** The confirmation shown before `report` is replaced: its question and what it means. */
export function replaceQuestion(report: MonthlyReport): { question: string; text: string } {
  const { by, at } = lastReportSave(report);
  return {
    question: reportReplaceQuestion(reportMonthInWords(report.month_year)),
    text: reportReplaceText(by, at),
  };
}

/**
 * The version a replacement names: the one the form was shown. A report without one comes from
 * a reply that predates versions, where every report is its first version.
 */
export const shownVersion = (report: MonthlyReport): number => report.version ?? 1;
