import { describe, expect, it } from 'vitest';
import { figureTableSummary } from './figure-table';

const row = (gross: number, net: number, expenses: number, cogs: number, margin: number) => ({
  gross_revenue: gross,
  net_revenue: net,
  expenses,
  cogs,
  net_profit: net - expenses - cogs,
  net_margin: margin,
});

describe('figureTableSummary', () => {
  it('totals every figure, the margin of the sums, and averages them, the margins by mean', () => {
    const { total, average } = figureTableSummary([
      row(1200, 1000, 300, 200, 0.5),
      row(500, 400, 500, 100, -0.5),
    ]);
    expect(total).toEqual({
      gross_revenue: 1700,
      net_revenue: 1400,
      expenses: 800,
      cogs: 300,
      net_profit: 300,
      net_margin: 300 / 1400,
    });
    expect(average).toEqual({
      gross_revenue: 850,
      net_revenue: 700,
      expenses: 400,
      cogs: 150,
      net_profit: 150,
      net_margin: 0,
    });
  });

  it('gives zeros without rows', () => {
    expect(figureTableSummary([]).average.net_profit).toBe(0);
    expect(figureTableSummary([]).total.gross_revenue).toBe(0);
  });
});
