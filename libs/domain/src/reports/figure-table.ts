import { financeTotals, type FinanceTotals } from '../admin-finance/finance-rules';

/** A row of a table of figures: a month of a company, or a company of the finance table. */
export type FigureRow = FinanceTotals;

/**
 * The Total and Average rows that close a table of figures (the XLSX exports): the total is
 * `financeTotals`' (sums to the cent, the margin of the sums, as the finance table's Total row);
 * the average is each figure's sum over the rows' count and the mean of the rows' margins (the
 * finance screen's 'Margem líquida média'). Every row counts once, a loss included. Without rows,
 * zeros.
 */
export function figureTableSummary(rows: readonly FigureRow[]): {
  total: FinanceTotals;
  average: FinanceTotals;
} {
  const total = financeTotals(rows.map((row, i) => ({ ...row, id: String(i), businessId: '' })));
  const n = rows.length;
  const mean = (sum: number) => (n ? sum / n : 0);
  return {
    total,
    average: {
      gross_revenue: mean(total.gross_revenue),
      net_revenue: mean(total.net_revenue),
      expenses: mean(total.expenses),
      cogs: mean(total.cogs),
      net_profit: mean(total.net_profit),
      net_margin: mean(rows.reduce((sum, row) => sum + row.net_margin, 0)),
    },
  };
}
