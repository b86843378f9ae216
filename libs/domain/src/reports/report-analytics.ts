import { addMonths, monthKey, monthsBetween, parseMonthKey, type YearMonth } from './report-rules';

// The Analytics screen's numbers (SPEC §9 "Reports"), as pure functions of the reports, the
// company's goal and today's month. Money in BRL, ratios as fractions.

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

/** The months card 1 averages: the six before the current one, and the current one if filled. */
export const AVERAGE_WINDOW_MONTHS = 6;

export type SummaryCards = {
  /** Card 1: average net profit of the reports of the last six months; null without any. */
  readonly averageNetProfit: number | null;
  /** Card 2: net profit's change from the oldest report to the newest, in whole percent. */
  readonly netProfitChange: { readonly percent: number; readonly positive: boolean } | null;
  /** Card 3: the annual goal, this year's gross revenue, progress (0–1) and the December forecast. */
  readonly goal: {
    readonly year: number;
    readonly revenueGoal: number | null;
    readonly yearRevenue: number;
    /** yearRevenue / revenueGoal, capped at 1; 0 without a goal. */
    readonly progress: number;
    /** This year's total plus its monthly average times the months left after this one. */
    readonly forecast: number;
  };
};

/**
 * SPEC §9's three cards. Card 1 averages the reports whose month is one of the six before the
 * current month (or the current month); card 2 compares the oldest report's net profit with the
 * newest's, relative to |oldest| and rounded (null with fewer than two reports, or an oldest of
 * 0, where no percentage means anything); card 3 sums this year's gross revenue.
 */
export function summaryCards(
  reports: readonly ReportFigures[],
  revenueGoal: number | null,
  today: YearMonth,
): SummaryCards {
  const dated = byMonth(reports);
  const recent = dated.filter(({ ym }) => {
    const age = monthsBetween(ym, today);
    return age >= 0 && age <= AVERAGE_WINDOW_MONTHS;
  });
  const averageNetProfit = recent.length
    ? recent.reduce((sum, { report }) => sum + report.net_profit, 0) / recent.length
    : null;

  const oldest = dated[0]?.report;
  const newest = dated.at(-1)?.report;
  let netProfitChange: SummaryCards['netProfitChange'] = null;
  if (oldest && newest && dated.length > 1 && oldest.net_profit !== 0) {
    const percent = Math.round(
      ((newest.net_profit - oldest.net_profit) / Math.abs(oldest.net_profit)) * 100,
    );
    netProfitChange = { percent, positive: percent >= 0 };
  }

  const thisYear = dated.filter(({ ym }) => ym.year === today.year && ym.month <= today.month);
  const yearRevenue = thisYear.reduce((sum, { report }) => sum + report.gross_revenue, 0);
  const monthlyAverage = thisYear.length ? yearRevenue / thisYear.length : 0;
  const forecast = yearRevenue + monthlyAverage * (12 - today.month);
  const progress = revenueGoal && revenueGoal > 0 ? Math.min(yearRevenue / revenueGoal, 1) : 0;
  return {
    averageNetProfit,
    netProfitChange,
    goal: { year: today.year, revenueGoal, yearRevenue, progress, forecast },
  };
}

/** A change between two values: in BRL and in percent of |before| (null when before is 0). */
export type Delta = { readonly amount: number; readonly percent: number | null };

/** The change from `before` to `after` (every MoM and YoY change of the reports). */
export const delta = (before: number, after: number): Delta => ({
  amount: after - before,
  percent: before === 0 ? null : ((after - before) / Math.abs(before)) * 100,
});

export type MonthComparison<R> = {
  readonly report: R;
  /** Against the month before (null when that month has no report). */
  readonly monthOnMonth: { readonly grossRevenue: Delta; readonly netProfit: Delta } | null;
  /** Against the same month a year before (null when it has no report). */
  readonly yearOnYear: { readonly grossRevenue: Delta; readonly netProfit: Delta } | null;
};

/** Every report, newest first, with its month-on-month and year-on-year changes. */
export function monthComparisons<R extends ReportFigures>(
  reports: readonly R[],
): MonthComparison<R>[] {
  const dated = byMonth(reports);
  const byKey = new Map(dated.map(({ report, ym }) => [monthKey(ym), report]));
  const against = (report: R, other: R | undefined) =>
    other
      ? {
          grossRevenue: delta(other.gross_revenue, report.gross_revenue),
          netProfit: delta(other.net_profit, report.net_profit),
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

/** SPEC §2: the missing-report card names the month before the current one. */
export const previousMonth = (today: YearMonth): YearMonth => addMonths(today, -1);

/** Whether the month before `today` has a report (the server's latestFilled). */
export const isPreviousMonthFilled = (
  reports: readonly Pick<ReportFigures, 'month_year'>[],
  today: YearMonth,
): boolean => {
  const wanted = monthKey(previousMonth(today));
  return reports.some((r) => parseMonthKey(r.month_year) && r.month_year.startsWith(wanted));
};
