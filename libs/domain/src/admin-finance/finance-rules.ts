import {
  FINANCE_RANGE_END_BEFORE_START,
  FINANCE_RANGE_INCOMPLETE,
  MONTH_INVALID,
} from '../messages';
import {
  addMonths,
  monthKey,
  monthOf,
  monthsBetween,
  netMarginOf,
  parseMonthKey,
  toCents,
} from '../reports/report-rules';
import { REPORT_NUMBER_FIELDS } from '../model/reports';

// Admin finance (docs/product.md "Admin: Finance" "Finance record", Finance, ): the
// period, the aggregation of a range per business, the summary cards and the table's sorting.
// The contract's schema, the server and the finance machine call these.

/** A month 'YYYY-MM', or a range of months, both ends included. */
export type FinancePeriodInput = string | { readonly start: string; readonly end: string };

/** The figures of one business (docs/product.md "Finance record"), with its name for the Business column. */
export type FinanceFigures = {
  readonly id: string;
  readonly businessId: string;
  readonly businessName?: string;
  readonly gross_revenue: number;
  readonly net_revenue: number;
  readonly expenses: number;
  readonly cogs: number;
  readonly net_profit: number;
  /** A fraction (0.1234 = 12,34 %). */
  readonly net_margin: number;
  /** How many monthly reports the figures add up: 0 = not reported. */
  readonly months?: number;
};

/** docs/product.md's summary. */
export type FinanceSummary = {
  readonly total_companies: number;
  readonly reported_companies: number;
  readonly total_gross_revenue: number;
  readonly total_net_revenue: number;
  readonly total_net_profit: number;
  readonly avg_net_margin: number;
};

/** docs/product.md, Limits: the default period is the previous calendar month (São Paulo's calendar). */
export const defaultFinanceMonth = (today: Date): string => monthKey(addMonths(monthOf(today), -1));

/** A range fetches only when both start and end are set (docs/product.md). */
export const isFinanceRangeComplete = (start: string, end: string): boolean =>
  start.trim() !== '' && end.trim() !== '';

/** A month of the finance picker: the message, or undefined. */
export function validateFinanceMonth(value: string): string | undefined {
  return /^\d{4}-\d{2}$/.test(value) && parseMonthKey(value) ? undefined : MONTH_INVALID;
}

/** A range: both ends set, each a month, the end not before the start. */
export function validateFinanceRange(start: string, end: string): string | undefined {
  if (!isFinanceRangeComplete(start, end)) return FINANCE_RANGE_INCOMPLETE;
  const invalid = validateFinanceMonth(start) ?? validateFinanceMonth(end);
  if (invalid) return invalid;
  return monthsBetween(parseMonthKey(start)!, parseMonthKey(end)!) < 0
    ? FINANCE_RANGE_END_BEFORE_START
    : undefined;
}

/** A period: the message, or undefined. */
export const validateFinancePeriod = (period: FinancePeriodInput): string | undefined =>
  typeof period === 'string'
    ? validateFinanceMonth(period)
    : validateFinanceRange(period.start, period.end);

/** The first and last month of a valid period ('YYYY-MM' both; equal for one month). */
export const financePeriodBounds = (period: FinancePeriodInput): { start: string; end: string } =>
  typeof period === 'string' ? { start: period, end: period } : { ...period };

/**
 * A range's records summed per business (docs/product.md): every figure added up (to the cent), the net
 * margin recomputed as net profit over net revenue (0 when net revenue is 0), never averaged. The
 * record's id is the business id; the result is in businessId order.
 */
export function aggregateFinanceByBusiness(records: readonly FinanceFigures[]): FinanceFigures[] {
  const byBusiness = new Map<string, FinanceFigures>();
  for (const r of records) {
    const sum = byBusiness.get(r.businessId);
    if (!sum) {
      byBusiness.set(r.businessId, {
        ...r,
        id: r.businessId,
        months: r.months ?? 1,
      });
      continue;
    }
    byBusiness.set(r.businessId, {
      ...sum,
      businessName: sum.businessName ?? r.businessName,
      gross_revenue: toCents(sum.gross_revenue + r.gross_revenue),
      net_revenue: toCents(sum.net_revenue + r.net_revenue),
      expenses: toCents(sum.expenses + r.expenses),
      cogs: toCents(sum.cogs + r.cogs),
      net_profit: toCents(sum.net_profit + r.net_profit),
      months: (sum.months ?? 1) + (r.months ?? 1),
    });
  }
  return sortFinanceRecords(
    [...byBusiness.values()].map((r) => ({
      ...r,
      net_margin: netMarginOf(r.net_profit, r.net_revenue),
    })),
  );
}

/** The sums of a table's figures (its Total row, and the workbook's): the margin of the sums. */
export type FinanceTotals = Omit<FinanceFigures, 'id' | 'businessId' | 'businessName' | 'months'>;

/**
 * Every figure of `records` summed to the cent, and the net margin of the sums (total net profit
 * over total net revenue; 0 without revenue): a Total row's margin, never an average of margins.
 */
export function financeTotals(records: readonly FinanceTotals[]): FinanceTotals {
  const sum = (pick: (r: FinanceTotals) => number) =>
    toCents(records.reduce((total, r) => total + pick(r), 0));
  const net_profit = sum((r) => r.net_profit);
  const net_revenue = sum((r) => r.net_revenue);
  return {
    gross_revenue: sum((r) => r.gross_revenue),
    net_revenue,
    expenses: sum((r) => r.expenses),
    cogs: sum((r) => r.cogs),
    net_profit,
    net_margin: netMarginOf(net_profit, net_revenue),
  };
}

/** The figures across companies: docs/product.md's summary (the cards) and the table's Total row. */
export type FinanceOverview = { readonly summary: FinanceSummary; readonly totals: FinanceTotals };

/**
 * The finance figures across companies, one record a company (a month's report, or a range's
 * sums), as the finance screen, its export and both engines of the assistant print them:
 * - total_companies: the companies asked about (`totalCompanies`, every active one), never fewer
 *   than the records' companies (a count from a cache may lag a company that just reported);
 * - reported_companies: the companies with at least one report in the period;
 * - the totals: every figure summed to the cent (financeTotals), the summary's three included;
 * - avg_net_margin: the mean of the reporting companies' net margins, each company counting
 *   once whatever its size (docs/product.md names it an average, and the card reads 'Margem líquida
 *   média'); 0 when none reported. The Total row's net_margin is the other figure, the margin of
 *   the sums (total net profit / total net revenue), and is labelled as a total.
 */
export function financeOverview(
  records: readonly FinanceFigures[],
  totalCompanies?: number,
): FinanceOverview {
  const reported = records.filter((r) => (r.months ?? 1) > 0);
  const totals = financeTotals(records);
  const listed = new Set(records.map((r) => r.businessId)).size;
  return {
    summary: {
      total_companies: Math.max(totalCompanies ?? 0, listed),
      reported_companies: reported.length,
      total_gross_revenue: totals.gross_revenue,
      total_net_revenue: totals.net_revenue,
      total_net_profit: totals.net_profit,
      avg_net_margin:
        reported.length === 0
          ? 0
          : reported.reduce((total, r) => total + r.net_margin, 0) / reported.length,
    },
    totals,
  };
}

/** The table's columns (docs/product.md), by the record's field; Business sorts by name. */
export const financeSortColumns = ['businessId', 'businessName', ...REPORT_NUMBER_FIELDS] as const;
export type FinanceSortColumn = (typeof financeSortColumns)[number];
export type FinanceSortDirection = 'asc' | 'desc';
export type FinanceSort = {
  readonly column: FinanceSortColumn;
  readonly direction: FinanceSortDirection;
};

/** docs/product.md, Limits: finance sorted by businessId ascending by default. */
export const DEFAULT_FINANCE_SORT: FinanceSort = { column: 'businessId', direction: 'asc' };

const byText = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' });
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The records sorted by a column (ties by businessId ascending); a new list. */
export function sortFinanceRecords<T extends FinanceFigures>(
  records: readonly T[],
  sort: FinanceSort = DEFAULT_FINANCE_SORT,
): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    switch (sort.column) {
      case 'businessId':
        return byId(a.businessId, b.businessId);
      case 'businessName':
        return byText(a.businessName ?? '', b.businessName ?? '');
      default:
        return a[sort.column] - b[sort.column];
    }
  };
  return [...records].sort((a, b) => sign * compare(a, b) || byId(a.businessId, b.businessId));
}

/** Clicking a column: the same column flips its direction, another starts ascending. */
export const nextFinanceSort = (current: FinanceSort, column: FinanceSortColumn): FinanceSort =>
  current.column === column
    ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { column, direction: 'asc' };
