// The reports machine's public types: what its actors take and give, what it holds, and the
// events it answers. The machine itself is `reports.machine.ts`.
import type { MonthlyReport, ReportExport, ReportsData } from '../model/reports';
import type { FieldErrors } from '../validation/rules';
import { emptyReportDraft, type ReportDraft, type ReportFormField } from './report-form';

export type { SaveReportInput } from './report-form';

/**
 * `force: false` lets the portal answer from the cached reply (`readReportsData(storage)`: docs/product.md
 * 's `reportsData`, plus the company's questions); `true` (a retry, a refresh, the refetch
 * after a save) asks the server, whose reply the api-client caches again.
 */
export type LoadReportsInput = { force: boolean };
export type LoadReportsOutput = ReportsData;
/** Resolves when the server stored the report (the value is ignored: the list is refetched). */
export type SaveReportOutput = unknown;

/**
 * Makes the file on the server and hands it to the browser as a download (the portal's actor);
 * resolves once the download has started.
 */
export type ExportReportsInput = ReportExport;

/** The screen's one toast (3 s). */
export type ReportsToast = { tone: 'success' | 'error'; text: string };

export type ReportsMachineInput = {
  /** Today: the current month of the cards, the missing-report card and the form's checks. */
  today?: Date;
  /** The report the detail route shows (its id as text), when the machine starts there. */
  reportId?: string;
};

export type ReportsContext = {
  today: Date;
  reports: readonly MonthlyReport[];
  revenueGoal: number | null;
  latestFilled: boolean;
  questions: readonly string[];
  /** The company as the detail shows it; null until loaded. */
  company: ReportsData['company'] | null;
  /** The company's Google Sheets link, or null (the URL bar offers the XLSX export then). */
  sheetUrl: string | null;
  /** The first load failed (state `failure`). */
  error: string | null;
  /** The report the detail route asks for (its id as text), or null. */
  openReportId: string | null;
  /** The fill form's draft, as typed; kept when a save fails. */
  draft: ReportDraft;
  /** Field refusals; shown from the first submit on, and kept up to date as the person types. */
  fieldErrors: FieldErrors<ReportFormField>;
  showFieldErrors: boolean;
  /** The server's refusal (or REPORT_SAVE_FAILED) in the form. */
  formError: string | null;
  /**
   * While a confirmed replacement is asked for and sent: the version of the month's report it
   * replaces (the one the list shows); null for a month without a report.
   */
  replacing: number | null;
  /** Shown for TOAST_MS (the `toast` region); a newer one replaces it. */
  toast: ReportsToast | null;
};

/** The screen as the machine starts without input: nothing loaded, the form empty and closed. */
export const initialReportsContext: ReportsContext = {
  today: new Date(0),
  reports: [],
  revenueGoal: null,
  latestFilled: true,
  questions: [],
  company: null,
  sheetUrl: null,
  error: null,
  openReportId: null,
  draft: emptyReportDraft([]),
  fieldErrors: {},
  showFieldErrors: false,
  formError: null,
  replacing: null,
  toast: null,
};

export type ReportsEvent =
  /** The error box's retry, or a refresh of what is shown: a fresh load from the server. */
  | { type: 'reports.refresh' }
  /** The detail route: which report to show (looked up by its id as text). */
  | { type: 'report.open'; id: string }
  | { type: 'report.close' }
  /** The detail's Download Report button: the open report as a PNG. */
  | { type: 'report.download' }
  /**
   * 'Preencher Relatório' from a button: `month` ('YYYY-MM') or the month `defaultFormMonth`
   * picks, with its report's values when it has one.
   */
  | { type: 'form.open'; month?: string }
  /** The red missing-report card: the form for the month before the current one. */
  | { type: 'missingReport.fill' }
  | { type: 'form.close' }
  /** A figure as typed, or the month (whose report's values, if any, fill the form). */
  | { type: 'field.change'; field: ReportFormField; value: string }
  /** The answer to the custom question at `index`. */
  | { type: 'answer.change'; index: number; value: string }
  /** Save: a month that has a report asks 'Substituir o relatório de … ?' first. */
  | { type: 'form.submit' }
  /** The question's answers: replace the month's report, or go back to the form. */
  | { type: 'replace.confirm' }
  | { type: 'replace.cancel' }
  | { type: 'toast.dismiss' }
  /** The URL bar's copy button: the sheet link to the clipboard. */
  | { type: 'sheet.copy' }
  /** Every month as an XLSX (the URL bar without a sheet, and the Analytics toolbar). */
  | { type: 'export.xlsx' }
  /** One month's board pack as a PDF ('YYYY-MM'; the detail's button). */
  | { type: 'export.pdf'; month: string }
  /** Raised by the machine itself whenever it has something to say. */
  | { type: 'toast.show'; toast: ReportsToast };
