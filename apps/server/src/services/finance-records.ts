// The finance records of a period, apart from the admin service that serves and exports them:
// the assistant's finance tools read them too, and these functions need only the database (no
// ServiceDeps), so the chat's tools do not reach back into the services that ServiceDeps names.
import type { FinancePeriod, FinanceRecord } from '@portal/api-client';
import { financePeriodBounds, netMarginOf, sortFinanceRecords } from '@portal/domain';
import {
  listActiveReportsBetween,
  sumActiveReportsBetween,
  type FinanceReportRow,
  type FinanceSumRow,
} from '../repositories/monthly-reports';
import type { Database } from '../db';

/** The four figures a report and a range's sum both carry, under docs/product.md's names. */
const figuresOf = (row: FinanceReportRow | FinanceSumRow) => ({
  businessId: row.businessId,
  businessName: row.businessName,
  gross_revenue: row.grossRevenue,
  net_revenue: row.netRevenue,
  expenses: row.expenses,
  cogs: row.cogs,
  net_profit: row.netProfit,
});

/** A month's report as docs/product.md's finance record (the report's id; the business's name beside). */
export const financeRecordOf = (row: FinanceReportRow): FinanceRecord => ({
  id: row.id,
  ...figuresOf(row),
  net_margin: row.netMargin,
  months: 1,
});

/**
 * A range's sums of one business as a finance record (docs/product.md: the figures added up, the margin
 * recomputed from the sums, 0 without revenue; `aggregateFinanceByBusiness`'s rule, in the
 * database): its id is the business's.
 */
const sumOf = (row: FinanceSumRow): FinanceRecord => ({
  id: row.businessId,
  ...figuresOf(row),
  net_margin: netMarginOf(row.netProfit, row.netRevenue),
  months: row.months,
});

/**
 * The finance records of a period (docs/product.md Finance), whoever asks (the callers check): for a
 * month, that month's report of every active company; for a range, each active company's reports
 * of the range summed (the net margin recomputed as net profit over net revenue). Companies
 * without a report in the period are not listed. In businessId order (docs/product.md's default). The
 * finance screen, its export and the assistant's finance tools all read these. Reads only.
 */
export async function financeRecords(
  db: Database,
  period: FinancePeriod,
): Promise<FinanceRecord[]> {
  const { start, end } = financePeriodBounds(period);
  const from = `${start}-01`;
  const to = `${end}-01`;
  // A range is summed by the database: a year of every company is a row a company, not twelve.
  const records =
    typeof period === 'string'
      ? (await listActiveReportsBetween(db, from, to)).map(financeRecordOf)
      : (await sumActiveReportsBetween(db, from, to)).map(sumOf);
  return sortFinanceRecords(records);
}
