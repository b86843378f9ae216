import { addMonths, monthKey, monthsBetween, parseMonthKey, type YearMonth } from './report-rules';

// The figures derived from one company's monthly reports, each computed by one function here
// with its definition beside it. Every surface that prints one calls these: the Analytics screen
// (through selectReportsView), the month's PDF board pack, and both engines of the assistant (the
// company_reports tool and the built-in answers). Money in BRL and never rounded here (formatBRL
// rounds when printing), ratios as fractions, changes in percent.

/** What the computations read of a monthly report. */
export type ReportFigures = {
  readonly month_year: string;
  readonly gross_revenue: number;
  readonly net_profit: number;
};

type Dated<R> = { report: R; ym: YearMonth };

/** The reports with a readable month, oldest first. */
function byMonth<R extends ReportFigures>(reports: readonly R[]): Dated<R>[] {
  return reports
    .flatMap((report) => {
      const ym = parseMonthKey(report.month_year);
      return ym ? [{ report, ym }] : [];
    })
    .sort((a, b) => monthsBetween(b.ym, a.ym));
}

/** How many months card 1 averages: the anchor month and the five before it. */
export const AVERAGE_WINDOW_MONTHS = 6;

export type SummaryCards = {
  /** M: the month the figures are "through" (reports after it are not read). */
  readonly through: YearMonth;
  /** A: the newest report's month at or before M, the average's anchor; null without one. */
  readonly anchor: YearMonth | null;
  /** Card 1: mean net profit of the reports of A-5..A; null without any. */
  readonly averageNetProfit: number | null;
  /** How many reports card 1 averages (0 to 6). */
  readonly averagedReports: number;
  /**
   * Card 2: net profit's change from the oldest report to the newest (both at or before M), in
   * percent of |oldest|, unrounded; `positive` when it prints as 0 % or more (docs/product.md: rounded,
   * green if >= 0).
   */
  readonly netProfitChange: { readonly percent: number; readonly positive: boolean } | null;
  /** Card 3: the annual goal of M's year, that year's gross revenue, progress and forecast. */
  readonly goal: {
    readonly year: number;
    readonly revenueGoal: number | null;
    /** Gross revenue summed over the year's reports at or before M. */
    readonly yearRevenue: number;
    /** How many reports of the year (at or before M) yearRevenue adds up. */
    readonly reportedMonths: number;
    /** yearRevenue / revenueGoal, capped at 1; 0 without a goal (null, 0 or negative). */
    readonly progress: number;
    /** December's total if every month without a report brings the monthly average; null without a report that year. */
    readonly forecast: number | null;
  };
};

/**
 * docs/product.md's three cards "through month M": the screen's M is the current month (São Paulo), a
 * month's PDF or XLSX that month, the assistant the month asked or the current one. Only the
 * reports of M and before are read, so the screen in November (October the newest report) and
 * October's PDF print the same figures.
 *
 * - Card 1, average net profit (6 months): the mean net profit of the reports whose month is one
 *   of A-5..A, A being the newest report's month at or before M. A month without a report is left
 *   out, not counted as zero; null without any report. docs/product.md says "the last 6 months"; anchoring
 *   at the newest report instead of at M keeps a month that cannot be reported yet (the current
 *   one) from pushing a filled month out of the window, so the screen and the PDF of the same
 *   month agree.
 * - Card 2: the oldest report's net profit against the newest's (at or before M), relative to
 *   |oldest|; null with fewer than two reports or an oldest of 0, where no percentage means
 *   anything.
 * - Card 3: the goal's year is M's; yearRevenue sums the gross revenue of that year's reports at
 *   or before M; progress = yearRevenue / goal capped at 1 (0 without a goal); the December
 *   forecast = yearRevenue + (yearRevenue / reports of the year) x (months of the year without
 *   a report), so every month without a report, the current one included, counts at the monthly
 *   average (it comes to twelve times that average). the product's "12 minus the current month" counts
 *   the current month as if it were reported and differs between the screen and a month's PDF;
 *   this counts what is known. Null when the year has no report yet: an average of nothing
 *   forecasts nothing.
 */
export function summaryCards(
  reports: readonly ReportFigures[],
  revenueGoal: number | null,
  through: YearMonth,
): SummaryCards {
  const dated = byMonth(reports).filter(({ ym }) => monthsBetween(ym, through) >= 0);
  const anchor = dated.at(-1)?.ym ?? null;

  const recent = anchor
    ? dated.filter(({ ym }) => monthsBetween(ym, anchor) < AVERAGE_WINDOW_MONTHS)
    : [];
  const averageNetProfit = recent.length
    ? recent.reduce((sum, { report }) => sum + report.net_profit, 0) / recent.length
    : null;

  const oldest = dated[0]?.report;
  const newest = dated.at(-1)?.report;
  let netProfitChange: SummaryCards['netProfitChange'] = null;
  if (oldest && newest && dated.length > 1) {
    const percent = changeBetween(oldest.net_profit, newest.net_profit).percent;
    // Whole percent rounds half away from zero (formatProfitChange): above -0.5 prints as 0 % or more.
    if (percent !== null) netProfitChange = { percent, positive: percent > -0.5 };
  }

  const year = dated.filter(({ ym }) => ym.year === through.year);
  const yearRevenue = year.reduce((sum, { report }) => sum + report.gross_revenue, 0);
  const forecast = year.length
    ? yearRevenue + (yearRevenue / year.length) * (12 - year.length)
    : null;
  const progress = revenueGoal && revenueGoal > 0 ? Math.min(yearRevenue / revenueGoal, 1) : 0;
  return {
    through,
    anchor,
    averageNetProfit,
    averagedReports: recent.length,
    netProfitChange,
    goal: {
      year: through.year,
      revenueGoal,
      yearRevenue,
      reportedMonths: year.length,
      progress,
      forecast,
    },
  };
}

/** A change between two values: in BRL and in percent of |before| (null when before is 0). */
export type Delta = { readonly amount: number; readonly percent: number | null };

/**
 * The change from `before` to `after`: after − before, and that in percent of |before| (so a
 * loss shrinking reads as a rise); no percentage from 0. Unrounded.
 */
export const changeBetween = (before: number, after: number): Delta => ({
  amount: after - before,
  percent: before === 0 ? null : ((after - before) / Math.abs(before)) * 100,
});

/**
 * A margin's change in percentage points: 0.12 → 0.15 is +3 points. A margin's change is never
 * given in percent of itself.
 */
export const marginPointsChange = (before: number, after: number): number => (after - before) * 100;

export type MonthComparison<R> = {
  readonly report: R;
  /** Against the previous calendar month's report (null when that month has none). */
  readonly monthOnMonth: { readonly grossRevenue: Delta; readonly netProfit: Delta } | null;
  /** Against the same month a year before (null when it has no report). */
  readonly yearOnYear: { readonly grossRevenue: Delta; readonly netProfit: Delta } | null;
};

/**
 * Every report, newest first, with its month-on-month change (against the report of the calendar
 * month before; none, no figure: never the newest earlier report) and its year-on-year change
 * (against the same month a year before; likewise).
 */
export function monthComparisons<R extends ReportFigures>(
  reports: readonly R[],
): MonthComparison<R>[] {
  const dated = byMonth(reports);
  const byKey = new Map(dated.map(({ report, ym }) => [monthKey(ym), report]));
  const against = (report: R, other: R | undefined) =>
    other
      ? {
          grossRevenue: changeBetween(other.gross_revenue, report.gross_revenue),
          netProfit: changeBetween(other.net_profit, report.net_profit),
        }
      : null;
  return dated
    .map(({ report, ym }) => ({
      report,
      monthOnMonth: against(report, byKey.get(monthKey(addMonths(ym, -1)))),
      yearOnYear: against(report, byKey.get(monthKey(addMonths(ym, -12)))),
    }))
    .reverse();
}

/** One month's report with its changes (monthComparisons' row of `month`); null without one. */
export function monthComparisonOf<R extends ReportFigures>(
  reports: readonly R[],
  month: YearMonth,
): MonthComparison<R> | null {
  const key = monthKey(month);
  return (
    monthComparisons(reports).find(
      ({ report }) => monthKey(parseMonthKey(report.month_year)!) === key,
    ) ?? null
  );
}

/** docs/product.md: the missing-report card names the month before the current one. */
export const previousMonth = (today: YearMonth): YearMonth => addMonths(today, -1);

/** Whether the month before `today` has a report (the server's latestFilled). */
export const isPreviousMonthFilled = (
  reports: readonly Pick<ReportFigures, 'month_year'>[],
  today: YearMonth,
): boolean => {
  const wanted = monthKey(previousMonth(today));
  return reports.some((r) => parseMonthKey(r.month_year) && r.month_year.startsWith(wanted));
};
