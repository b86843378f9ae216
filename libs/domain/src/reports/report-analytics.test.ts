import { describe, expect, it } from 'vitest';
import {
  changeBetween,
  isPreviousMonthFilled,
  marginPointsChange,
  monthComparisonOf,
  monthComparisons,
  summaryCards,
  type ReportFigures,
} from './report-analytics';

const november = { year: 2026, month: 11 };
const october = { year: 2026, month: 10 };
const r = (month_year: string, gross_revenue: number, net_profit: number): ReportFigures => ({
  month_year,
  gross_revenue,
  net_profit,
});
/** January to October 2026, 100 000 of revenue and `profit(month)` of profit each. */
const tenMonths = (profit: (month: number) => number = (m) => m * 1_000) =>
  Array.from({ length: 10 }, (_, i) =>
    r(`2026-${String(i + 1).padStart(2, '0')}`, 100_000 + i * 1_000, profit(i + 1)),
  );

describe('summaryCards through month M (docs/product.md, Limits)', () => {
  it('says nothing it cannot know when there are no reports', () => {
    expect(summaryCards([], 1_200_000, november)).toEqual({
      through: november,
      anchor: null,
      averageNetProfit: null,
      averagedReports: 0,
      netProfitChange: null,
      goal: {
        year: 2026,
        revenueGoal: 1_200_000,
        yearRevenue: 0,
        reportedMonths: 0,
        progress: 0,
        forecast: null,
      },
    });
  });

  it('with one report: its profit is the average, no change, twelve of it forecast', () => {
    const cards = summaryCards([r('2026-10', 100_000, 12_000)], 1_200_000, november);
    expect(cards.anchor).toEqual(october);
    expect(cards.averageNetProfit).toBe(12_000);
    expect(cards.averagedReports).toBe(1);
    expect(cards.netProfitChange).toBeNull();
    expect(cards.goal).toMatchObject({ yearRevenue: 100_000, reportedMonths: 1 });
    expect(cards.goal.progress).toBeCloseTo(100_000 / 1_200_000);
    // Eleven months without a report, each at the monthly average.
    expect(cards.goal.forecast).toBe(100_000 + 100_000 * 11);
  });

  it('prints the same figures on the screen in November and in the PDF of October', () => {
    const reports = tenMonths();
    const screen = summaryCards(reports, 1_500_000, november);
    const pdf = summaryCards(reports, 1_500_000, october);
    expect({ ...screen, through: null }).toEqual({ ...pdf, through: null });
    // Six reports, May to October: the current month, not reported yet, moves nothing out.
    expect(screen.averageNetProfit).toBe(((5 + 6 + 7 + 8 + 9 + 10) * 1_000) / 6);
    expect(screen.averagedReports).toBe(6);
    const yearRevenue = reports.reduce((sum, x) => sum + x.gross_revenue, 0);
    expect(screen.goal.yearRevenue).toBe(yearRevenue);
    expect(screen.goal.forecast).toBeCloseTo(yearRevenue + (yearRevenue / 10) * 2, 6);
  });

  it('reads nothing after M: a PDF of an older month reads as it did then', () => {
    const reports = tenMonths();
    const june = summaryCards(reports, 1_500_000, { year: 2026, month: 6 });
    expect(june.anchor).toEqual({ year: 2026, month: 6 });
    expect(june.averageNetProfit).toBe(((1 + 2 + 3 + 4 + 5 + 6) * 1_000) / 6);
    expect(june.goal.reportedMonths).toBe(6);
    expect(june.netProfitChange?.percent).toBe(500);
  });

  it('leaves a month without a report out of the average, never counts it as zero', () => {
    const reports = [
      r('2026-10', 900_000, 20_000),
      r('2026-09', 800_000, -10_000), // a loss month counts as it is
      r('2026-05', 700_000, 10_000), // inside
      r('2026-04', 600_000, 99_000), // outside
      r('2025-11', 500_000, 8_000), // last year: not in this year's revenue
    ];
    const cards = summaryCards(reports, 1_000_000, november);
    expect(cards.averageNetProfit).toBeCloseTo((20_000 - 10_000 + 10_000) / 3);
    expect(cards.averagedReports).toBe(3);
    expect(cards.netProfitChange).toEqual({ percent: 150, positive: true });
    expect(cards.goal.yearRevenue).toBe(3_000_000);
    expect(cards.goal.progress).toBe(1);
    expect(cards.goal.forecast).toBe(3_000_000 + (3_000_000 / 4) * 8);
  });

  it('anchors the six months at the newest report, however long ago', () => {
    const cards = summaryCards(
      [r('2026-03', 1, 6_000), r('2025-10', 1, 1_000), r('2025-09', 1, 50_000)],
      null,
      november,
    );
    expect(cards.anchor).toEqual({ year: 2026, month: 3 });
    // October 2025 to March 2026; September 2025 is A-6.
    expect(cards.averageNetProfit).toBe(3_500);
  });

  it('averages losses as losses, and shows a fall in red', () => {
    const cards = summaryCards([r('2026-10', 1, -3_000), r('2026-09', 1, 2_000)], null, november);
    expect(cards.averageNetProfit).toBe(-500);
    expect(cards.netProfitChange).toEqual({ percent: -250, positive: false });
    // A loss that shrinks is a rise, relative to |oldest|.
    const better = summaryCards([r('2026-10', 1, -1_000), r('2026-09', 1, -4_000)], 5, november);
    expect(better.netProfitChange).toEqual({ percent: 75, positive: true });
  });

  it('leaves out a change from a zero profit, and calls a change printed as 0 % green', () => {
    const fromZero = summaryCards([r('2026-10', 1, 5_000), r('2026-09', 1, 0)], 10, november);
    expect(fromZero.netProfitChange).toBeNull();
    const flat = summaryCards([r('2026-10', 1, 99_700), r('2026-09', 1, 100_000)], 10, november);
    expect(flat.netProfitChange).toEqual({ percent: -0.3, positive: true });
    const down = summaryCards([r('2026-10', 1, 99_500), r('2026-09', 1, 100_000)], 10, november);
    expect(down.netProfitChange?.positive).toBe(false);
  });

  it('gives no progress without a goal, or with a goal of 0 or less', () => {
    const reports = [r('2026-10', 100_000, 1)];
    for (const goal of [null, 0, -5]) {
      const cards = summaryCards(reports, goal, november);
      expect(cards.goal.progress).toBe(0);
      expect(cards.goal.revenueGoal).toBe(goal);
      expect(cards.goal.forecast).toBe(1_200_000);
    }
  });

  it("uses M's year: in January, December's report is last year's and nothing is forecast", () => {
    const reports = [r('2026-12', 90_000, 9_000), r('2026-11', 80_000, 8_000)];
    const january = summaryCards(reports, 1_000_000, { year: 2027, month: 1 });
    expect(january.goal).toEqual({
      year: 2027,
      revenueGoal: 1_000_000,
      yearRevenue: 0,
      reportedMonths: 0,
      progress: 0,
      forecast: null,
    });
    // The average still reads the newest reports, across the year's turn.
    expect(january.averageNetProfit).toBe(8_500);
    const february = summaryCards([...reports, r('2027-01', 10, 1)], 100, { year: 2027, month: 2 });
    expect(february.goal).toMatchObject({ year: 2027, yearRevenue: 10, forecast: 10 * 12 });
    expect(february.averageNetProfit).toBe((9_000 + 8_000 + 1) / 3);
  });

  it('skips a report whose month it cannot read', () => {
    const cards = summaryCards([r('outubro', 1, 99), r('2026-10', 10, 5)], null, november);
    expect(cards.averageNetProfit).toBe(5);
    expect(cards.goal.yearRevenue).toBe(10);
  });
});

describe('changes', () => {
  it('gives the amount and the percent of |before|, none from 0, unrounded', () => {
    expect(changeBetween(100, 150)).toEqual({ amount: 50, percent: 50 });
    expect(changeBetween(-100, -50)).toEqual({ amount: 50, percent: 50 });
    expect(changeBetween(3, 4).percent).toBeCloseTo(100 / 3, 10);
    expect(changeBetween(0, 100)).toEqual({ amount: 100, percent: null });
  });

  it("gives a margin's change in percentage points", () => {
    expect(marginPointsChange(0.12, 0.15)).toBeCloseTo(3, 10);
    expect(marginPointsChange(0.2, -0.1)).toBeCloseTo(-30, 10);
  });
});

describe('monthComparisons', () => {
  it('gives month-on-month and year-on-year changes, newest first, null where a month is missing', () => {
    const rows = monthComparisons([
      r('2025-10', 80_000, 8_000),
      r('2026-10', 100_000, -2_000),
      r('2026-09', 0, 4_000),
      r('2026-07', 50_000, 1_000),
    ]);
    expect(rows.map((row) => row.report.month_year)).toEqual([
      '2026-10',
      '2026-09',
      '2026-07',
      '2025-10',
    ]);
    expect(rows[0]!.monthOnMonth).toEqual({
      grossRevenue: { amount: 100_000, percent: null },
      netProfit: { amount: -6_000, percent: -150 },
    });
    expect(rows[0]!.yearOnYear).toEqual({
      grossRevenue: { amount: 20_000, percent: 25 },
      netProfit: { amount: -10_000, percent: -125 },
    });
    // August has no report: September has no month-on-month figure, not one against July.
    expect(rows[1]!.monthOnMonth).toBeNull();
    expect(rows[3]!.yearOnYear).toBeNull();
  });

  it('compares January with the December before it', () => {
    const [january] = monthComparisons([r('2026-12', 100, 10), r('2027-01', 150, 5)]);
    expect(january!.monthOnMonth?.grossRevenue).toEqual({ amount: 50, percent: 50 });
  });

  it("finds one month's row, or none", () => {
    const reports = [r('2026-09', 100, 10), r('2026-10', 150, 5)];
    expect(monthComparisonOf(reports, october)?.monthOnMonth?.netProfit).toEqual({
      amount: -5,
      percent: -50,
    });
    expect(monthComparisonOf(reports, november)).toBeNull();
  });
});

it('knows whether the month before the current one is filled', () => {
  expect(isPreviousMonthFilled([r('2026-10', 1, 1)], november)).toBe(true);
  expect(isPreviousMonthFilled([r('2026-10-01', 1, 1)], november)).toBe(true);
  expect(isPreviousMonthFilled([r('2026-09', 1, 1)], november)).toBe(false);
  expect(isPreviousMonthFilled([r('2025-12', 1, 1)], { year: 2026, month: 1 })).toBe(true);
});
