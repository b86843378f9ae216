// The monthly reports as the portal holds them (the reports list reply, mapped). The
// api-client maps the server's reply onto these; the machines and the UI kit only see these.

/** One custom question of the company and the answer a report gave it. */
export type ReportAnswer = { readonly question: string; readonly response: string };

/** The four figures a person types in a monthly report (BRL). */
export const REPORT_FIGURE_FIELDS = ['gross_revenue', 'net_revenue', 'expenses', 'cogs'] as const;
export type ReportFigureField = (typeof REPORT_FIGURE_FIELDS)[number];
/** Every number of a report: the four typed figures and the two the server computes from them. */
export const REPORT_NUMBER_FIELDS = [...REPORT_FIGURE_FIELDS, 'net_profit', 'net_margin'] as const;

/** A monthly report (DRE); money in BRL, `net_margin` a fraction (0.12 = 12 %). */
export type MonthlyReport = {
  /** Always text: the detail route matches it as text (docs/product.md "Report detail"). */
  readonly id: string;
  /** 'YYYY-MM' (a date 'YYYY-MM-DD' reads as its month). */
  readonly month_year: string;
  readonly gross_revenue: number;
  readonly net_revenue: number;
  readonly expenses: number;
  readonly cogs: number;
  /** Computed by the server: net_revenue − cogs − expenses. */
  readonly net_profit: number;
  readonly net_margin: number;
  readonly customAnswers: readonly ReportAnswer[];
  /** Who filled it in, when the server says. */
  readonly filledBy?: string;
  /** ISO 8601 instant, when the server says. */
  readonly filledAt?: string;
  /**
   * The report's version: 1 when first filled, one more at each replacement. A replacement names
   * the version it was shown; absent from a server that keeps no versions (every report is 1).
   */
  readonly version?: number;
  /** Who replaced it last and when (ISO 8601); only on a report that was replaced. */
  readonly editedBy?: string;
  readonly editedAt?: string;
};

/** What the Analytics screen loads: the reports, the company's goal and its custom questions. */
export type ReportsData = {
  readonly reports: readonly MonthlyReport[];
  /** The company's annual revenue goal (meta_faturamento); null when it has none. */
  readonly revenueGoal: number | null;
  /** Whether the month before the current one has a report (no missing-report card then). */
  readonly latestFilled: boolean;
  /** The company's custom questions, in order: the fill form asks each one. */
  readonly questions: readonly string[];
  /** The company the reports are of, as the detail shows it (logo null: the default logo). */
  readonly company: { readonly name: string; readonly logo: string | null };
  /** The company's Google Sheets link (getSheetId), or null when no sheet id is set. */
  readonly sheetUrl: string | null;
};

/** The files the Analytics screen and the detail offer: every month (XLSX), one month (PDF). */
export type ReportExport =
  { readonly kind: 'xlsx' } | { readonly kind: 'pdf'; readonly month: string };
