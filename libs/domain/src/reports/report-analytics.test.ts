import { describe, expect, it } from 'vitest';
import {
  isPreviousMonthFilled,
  monthComparisons,
  summaryCards,
  type ReportFigures,
} from './report-analytics';

const today = { year: 2026, month: 11 };
const r = (month_year: string, gross_revenue: number, net_profit: number): ReportFigures => ({
  month_year,
  gross_revenue,
  net_profit,
});

describe('summaryCards (SPEC §9)', () => {
  it('says nothing it cannot know when there are no reports', () => {
    expect(summaryCards([], 1_200_000, today)).toEqual({
      averageNetProfit: null,
      netProfitChange: null,
      goal: { year: 2026, revenueGoal: 1_200_000, yearRevenue: 0, progress: 0, forecast: 0 },
    });
  });

  it('with one month: its profit is the average, no change, the forecast extends it', () => {
    const cards = summaryCards([r('2026-10', 100_000, 12_000)], 1_200_000, today);
    expect(cards.averageNetProfit).toBe(12_000);
    expect(cards.netProfitChange).toBeNull();
    expect(cards.goal.yearRevenue).toBe(100_000);
    expect(cards.goal.progress).toBeCloseTo(100_000 / 1_200_000);
    expect(cards.goal.forecast).toBe(100_000 + 100_000 * 1);
  });

  it('averages the last six months only, compares oldest with newest, caps progress at 100 %', () => {
    const reports = [
      r('2026-10', 900_000, 20_000),
      r('2026-09', 800_000, -10_000), // a loss month
      r('2026-05', 700_000, 10_000), // six months before November: inside
      r('2026-04', 600_000, 99_000), // seven months before: outside the average
      r('2025-11', 500_000, 8_000), // last year: not in this year's revenue
    ];
    const cards = summaryCards(reports, 1_000_000, today);
    expect(cards.averageNetProfit).toBeCloseTo((20_000 - 10_000 + 10_000) / 3);
    expect(cards.netProfitChange).toEqual({ percent: 150, positive: true });
    expect(cards.goal.yearRevenue).toBe(3_000_000);
    expect(cards.goal.progress).toBe(1);
    expect(cards.goal.forecast).toBe(3_000_000 + (3_000_000 / 4) * 1);
  });

  it('shows a fall in red and leaves out a change from a zero profit', () => {
    const fall = summaryCards([r('2026-10', 1, -3_000), r('2026-09', 1, 2_000)], null, today);
    expect(fall.netProfitChange).toEqual({ percent: -250, positive: false });
    expect(fall.goal.progress).toBe(0);
    const fromZero = summaryCards([r('2026-10', 1, 5_000), r('2026-09', 1, 0)], 10, today);
    expect(fromZero.netProfitChange).toBeNull();
  });

  it('uses the current year, whatever it is', () => {
    const cards = summaryCards([r('2027-01', 10, 1)], 100, { year: 2027, month: 2 });
    expect(cards.goal).toMatchObject({ year: 2027, yearRevenue: 10, forecast: 10 + 10 * 10 });
  });
});

describe('monthComparisons', () => {
  it('gives month-on-month and year-on-year changes, newest first, null where a month is missing', () => {
    const rows = monthComparisons([
      r('2025-10', 80_000, 8_000),
      r('2026-10', 100_000, -2_000),
      r('2026-09', 0, 4_000),
    ]);
    expect(rows.map((row) => row.report.month_year)).toEqual(['2026-10', '2026-09', '2025-10']);
    expect(rows[0]!.monthOnMonth).toEqual({
      grossRevenue: { amount: 100_000, percent: null },
      netProfit: { amount: -6_000, percent: -150 },
    });
    expect(rows[0]!.yearOnYear).toEqual({
      grossRevenue: { amount: 20_000, percent: 25 },
      netProfit: { amount: -10_000, percent: -125 },
    });
    expect(rows[1]!.monthOnMonth).toBeNull();
    expect(rows[2]!.yearOnYear).toBeNull();
  });
});

it('knows whether the month before the current one is filled', () => {
  expect(isPreviousMonthFilled([r('2026-10', 1, 1)], today)).toBe(true);
  expect(isPreviousMonthFilled([r('2026-10-01', 1, 1)], today)).toBe(true);
  expect(isPreviousMonthFilled([r('2026-09', 1, 1)], today)).toBe(false);
  expect(isPreviousMonthFilled([r('2025-12', 1, 1)], { year: 2026, month: 1 })).toBe(true);
});
