import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  aggregateFinanceByBusiness,
  defaultFinanceMonth,
  financeOverview,
  financeTotals,
  financePeriodBounds,
  isFinanceRangeComplete,
  nextFinanceSort,
  sortFinanceRecords,
  validateFinancePeriod,
  validateFinanceRange,
  type FinanceFigures,
} from './finance-rules';

const record = (
  businessId: string,
  f: Partial<FinanceFigures> & { net_revenue: number; net_profit: number },
): FinanceFigures => ({
  id: `${businessId}-${Math.random()}`,
  businessId,
  gross_revenue: f.net_revenue,
  expenses: 0,
  cogs: f.net_revenue - f.net_profit,
  net_margin: f.net_revenue === 0 ? 0 : f.net_profit / f.net_revenue,
  ...f,
});

describe('finance period', () => {
  it('defaults to the previous calendar month in São Paulo', () => {
    expect(defaultFinanceMonth(new Date('2026-11-25T12:00:00-03:00'))).toBe('2026-10');
    expect(defaultFinanceMonth(new Date('2026-01-10T12:00:00-03:00'))).toBe('2025-12');
    // 1 March 01:00 UTC is still 28 February in São Paulo: the previous month is January.
    expect(defaultFinanceMonth(new Date('2026-03-01T01:00:00Z'))).toBe('2026-01');
  });

  it('fetches a range only when both ends are set', () => {
    expect(isFinanceRangeComplete('2026-01', '')).toBe(false);
    expect(isFinanceRangeComplete('', '2026-01')).toBe(false);
    expect(isFinanceRangeComplete('2026-01', '2026-03')).toBe(true);
    expect(validateFinanceRange('2026-01', ' ')).toBe(
      'Informe o mês inicial e o mês final do período.',
    );
  });

  it('refuses an end before the start, and malformed months', () => {
    expect(validateFinanceRange('2026-03', '2026-01')).toBe(
      'O mês final do período não pode ser anterior ao mês inicial.',
    );
    expect(validateFinanceRange('2025-12', '2026-01')).toBeUndefined();
    expect(validateFinanceRange('2026-01', '2026-01')).toBeUndefined();
    expect(validateFinanceRange('2026-13', '2026-01')).toBe('Mês inválido');
    for (const bad of ['2026-1', '2026-00', '2026/01', 'janeiro', '2026-01-01', ''])
      expect(validateFinancePeriod(bad)).toBe('Mês inválido');
    expect(validateFinancePeriod('2026-10')).toBeUndefined();
    expect(validateFinancePeriod({ start: '2026-01', end: '2026-10' })).toBeUndefined();
  });

  it('gives the bounds of a month and of a range', () => {
    expect(financePeriodBounds('2026-10')).toEqual({ start: '2026-10', end: '2026-10' });
    expect(financePeriodBounds({ start: '2026-01', end: '2026-03' })).toEqual({
      start: '2026-01',
      end: '2026-03',
    });
  });
});

describe('range aggregation per business', () => {
  it('is empty for no records', () => {
    expect(aggregateFinanceByBusiness([])).toEqual([]);
  });

  it('keeps one company with one month as it is, its id the business id', () => {
    const one = record('b1', { net_revenue: 1000, net_profit: 250, businessName: 'Padaria' });
    expect(aggregateFinanceByBusiness([one])).toEqual([
      { ...one, id: 'b1', months: 1, net_margin: 0.25 },
    ]);
  });

  it('sums the figures and recomputes the margin (not the mean of the margins)', () => {
    const [sum] = aggregateFinanceByBusiness([
      record('b1', { net_revenue: 1000, net_profit: 500, gross_revenue: 1200, expenses: 100 }),
      record('b1', { net_revenue: 3000, net_profit: 300, gross_revenue: 3500, expenses: 200 }),
    ]);
    expect(sum).toMatchObject({
      id: 'b1',
      gross_revenue: 4700,
      net_revenue: 4000,
      expenses: 300,
      cogs: 3200,
      net_profit: 800,
      net_margin: 0.2,
      months: 2,
    });
  });

  it('gives margin 0 when the summed net revenue is 0, and keeps a loss negative', () => {
    const [loss, zero] = aggregateFinanceByBusiness([
      record('b2', { net_revenue: 0, net_profit: 0 }),
      record('b1', { net_revenue: 1000, net_profit: -400 }),
      record('b1', { net_revenue: 1000, net_profit: -100 }),
      record('b2', { net_revenue: 0, net_profit: -50, expenses: 50, cogs: 0 }),
    ]);
    expect(loss).toMatchObject({ businessId: 'b1', net_profit: -500, net_margin: -0.25 });
    expect(zero).toMatchObject({ businessId: 'b2', net_profit: -50, net_margin: 0 });
  });

  it('sums to the cent whatever the order, one record per business', () => {
    const cents = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((c) => c / 100);
    const arb = fc.array(
      fc.record({
        businessId: fc.constantFrom('a', 'b', 'c'),
        net_revenue: fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100),
        net_profit: cents,
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const records = rows.map((r) => record(r.businessId, r));
        const sums = aggregateFinanceByBusiness(records);
        const reversed = aggregateFinanceByBusiness([...records].reverse());
        expect(sums.map((s) => s.businessId)).toEqual(
          [...new Set(rows.map((r) => r.businessId))].sort(),
        );
        for (const [i, s] of sums.entries()) {
          const mine = rows.filter((r) => r.businessId === s.businessId);
          const profitCents = mine.reduce((t, r) => t + Math.round(r.net_profit * 100), 0);
          const revenueCents = mine.reduce((t, r) => t + Math.round(r.net_revenue * 100), 0);
          expect(Math.round(s.net_profit * 100)).toBe(profitCents);
          expect(s.net_margin).toBeCloseTo(revenueCents === 0 ? 0 : profitCents / revenueCents);
          expect(s.months).toBe(mine.length);
          expect(reversed[i]?.net_profit).toBe(s.net_profit);
        }
      }),
    );
  });
});

describe('overview across companies', () => {
  const summaryOf = (records: FinanceFigures[], total?: number) =>
    financeOverview(records, total).summary;

  it('is all zeros for no records', () => {
    expect(summaryOf([])).toEqual({
      total_companies: 0,
      reported_companies: 0,
      total_gross_revenue: 0,
      total_net_revenue: 0,
      total_net_profit: 0,
      avg_net_margin: 0,
    });
  });

  it('counts the companies, the reported ones, sums and averages the margins', () => {
    const summary = summaryOf(
      [
        record('b1', { net_revenue: 1000, net_profit: 300, gross_revenue: 1100 }),
        record('b2', { net_revenue: 2000, net_profit: -200, gross_revenue: 2100 }),
        record('b3', { net_revenue: 0, net_profit: 0, months: 0 }),
      ],
      5,
    );
    expect(summary).toEqual({
      total_companies: 5,
      reported_companies: 2,
      total_gross_revenue: 3200,
      total_net_revenue: 3000,
      total_net_profit: 100,
      avg_net_margin: (0.3 + -0.1) / 2,
    });
  });

  it('takes the records’ businesses as the total when not told, never fewer', () => {
    const one = [record('b1', { net_revenue: 0, net_profit: -10 })];
    expect(summaryOf(one)).toMatchObject({
      total_companies: 1,
      reported_companies: 1,
      avg_net_margin: 0,
    });
    // A count of companies from a cache that lags a company that just reported.
    expect(summaryOf([...one, record('b2', { net_revenue: 1, net_profit: 1 })], 1)).toMatchObject({
      total_companies: 2,
    });
  });

  it("averages the companies' margins, each counting once, unlike the Total row's margin", () => {
    const { summary, totals } = financeOverview([
      record('small', { net_revenue: 1_000, net_profit: 500 }),
      record('large', { net_revenue: 99_000, net_profit: -9_900 }),
    ]);
    expect(summary.avg_net_margin).toBeCloseTo((0.5 + -0.1) / 2, 12);
    expect(totals.net_margin).toBeCloseTo(-9_400 / 100_000, 12);
    // The summary's sums are the Total row's.
    expect([
      summary.total_gross_revenue,
      summary.total_net_revenue,
      summary.total_net_profit,
    ]).toEqual([totals.gross_revenue, totals.net_revenue, totals.net_profit]);
  });
});

describe('totals', () => {
  it('sums every figure to the cent and takes the margin of the sums', () => {
    expect(
      financeTotals([
        record('a', { net_revenue: 1000.1, net_profit: 500.2, gross_revenue: 1200, expenses: 0.1 }),
        record('b', {
          net_revenue: 3000.2,
          net_profit: -100.1,
          gross_revenue: 3500,
          expenses: 0.2,
        }),
      ]),
    ).toEqual({
      gross_revenue: 4700,
      net_revenue: 4000.3,
      expenses: 0.3,
      cogs: 3600.2,
      net_profit: 400.1,
      net_margin: 400.1 / 4000.3,
    });
  });

  it('is all zeros, margin 0, for no records', () => {
    expect(financeTotals([])).toEqual({
      gross_revenue: 0,
      net_revenue: 0,
      expenses: 0,
      cogs: 0,
      net_profit: 0,
      net_margin: 0,
    });
  });
});

describe('sorting', () => {
  const rows = [
    record('c', { net_revenue: 100, net_profit: 10, businessName: 'Ótica' }),
    record('a', { net_revenue: 300, net_profit: -30, businessName: 'padaria' }),
    record('b', { net_revenue: 200, net_profit: 40, businessName: 'Academia' }),
  ];
  const ids = (list: FinanceFigures[]) => list.map((r) => r.businessId);

  it('defaults to businessId ascending and does not change the list given', () => {
    expect(ids(sortFinanceRecords(rows))).toEqual(['a', 'b', 'c']);
    expect(ids(rows)).toEqual(['c', 'a', 'b']);
  });

  it('sorts by any column both ways, names the pt-BR way', () => {
    expect(ids(sortFinanceRecords(rows, { column: 'businessName', direction: 'asc' }))).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(ids(sortFinanceRecords(rows, { column: 'net_profit', direction: 'desc' }))).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(ids(sortFinanceRecords(rows, { column: 'net_margin', direction: 'asc' }))).toEqual([
      'a',
      'c',
      'b',
    ]);
  });

  it('breaks ties by businessId ascending', () => {
    const tied = [
      record('z', { net_revenue: 1, net_profit: 1 }),
      record('m', { net_revenue: 1, net_profit: 1 }),
    ];
    expect(ids(sortFinanceRecords(tied, { column: 'net_revenue', direction: 'desc' }))).toEqual([
      'm',
      'z',
    ]);
  });

  it('flips the direction on the same column and starts another ascending', () => {
    const start = { column: 'businessId', direction: 'asc' } as const;
    expect(nextFinanceSort(start, 'businessId')).toEqual({
      column: 'businessId',
      direction: 'desc',
    });
    expect(nextFinanceSort(start, 'cogs')).toEqual({ column: 'cogs', direction: 'asc' });
  });
});
