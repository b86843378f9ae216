import { describe, expect, it } from 'vitest';
import { monthComparisons } from './report-analytics';
import { reportNumberChanges, type ReportNumbers } from './report-changes';

const report = (month_year: string, gross: number, margin: number): ReportNumbers => ({
  month_year,
  gross_revenue: gross,
  net_revenue: gross * 0.9,
  expenses: gross * 0.2,
  cogs: gross * 0.5,
  net_profit: gross * 0.2,
  net_margin: margin,
});

describe('reportNumberChanges', () => {
  const reports = [
    report('2025-10', 50_000, 0.2),
    report('2026-09', 80_000, 0.21),
    report('2026-10', 100_000, 0.222),
  ];

  it('gives each of the six numbers with its MoM and YoY change', () => {
    const changes = reportNumberChanges(reports, { year: 2026, month: 10 })!;
    expect(changes.map((c) => c.field)).toEqual([
      'gross_revenue',
      'net_revenue',
      'expenses',
      'cogs',
      'net_profit',
      'net_margin',
    ]);
    expect(changes[0]).toEqual({
      field: 'gross_revenue',
      value: 100_000,
      monthOnMonth: { amount: 20_000, percent: 25 },
      yearOnYear: { amount: 50_000, percent: 100 },
    });
    // The margin moves in points, never in percent of itself.
    expect(changes[5]!.monthOnMonth!.amount).toBeCloseTo(0.012, 10);
    expect(changes[5]!.monthOnMonth!.percent).toBeNull();
  });

  it('agrees with the comparison table for revenue and profit', () => {
    const changes = reportNumberChanges(reports, { year: 2026, month: 10 })!;
    const row = monthComparisons(reports)[0]!;
    expect(changes[0]!.monthOnMonth).toEqual(row.monthOnMonth!.grossRevenue);
    expect(changes[4]!.yearOnYear).toEqual(row.yearOnYear!.netProfit);
  });

  it('has no change against a month without a report, and nothing for a month without one', () => {
    const changes = reportNumberChanges(reports, { year: 2026, month: 9 })!;
    expect(changes[0]!.monthOnMonth).toBeNull();
    expect(changes[0]!.yearOnYear).toBeNull();
    expect(reportNumberChanges(reports, { year: 2026, month: 8 })).toBeNull();
  });
});
