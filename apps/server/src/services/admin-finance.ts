import type { FinancePeriod, FinanceRecord } from '@portal/api-client';
import {
  aggregateFinanceByBusiness,
  financePeriodBounds,
  sortFinanceRecords,
} from '@portal/domain';
import { listActiveReportsBetween, type FinanceReportRow } from '../repositories/monthly-reports';
import { requireAdmin } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import type { ServiceDeps } from './deps';

/** A month's report as SPEC §3's finance record (the report's id; the business's name beside). */
const recordOf = (row: FinanceReportRow): FinanceRecord => ({
  id: row.id,
  businessId: row.businessId,
  businessName: row.businessName,
  gross_revenue: row.grossRevenue,
  net_revenue: row.netRevenue,
  expenses: row.expenses,
  cogs: row.cogs,
  net_profit: row.netProfit,
  net_margin: row.netMargin,
  months: 1,
});

/**
 * Admin finance (SPEC §7 "Admin finance", §4 Finance), admin only: for a month, that month's
 * report of every active company; for a range, each active company's reports of the range summed
 * (the net margin recomputed as net profit over net revenue). Companies without a report in the
 * period are not listed. In businessId order (SPEC §9's default). Reads only.
 */
export async function getFinance(
  deps: ServiceDeps,
  principal: Principal,
  period: FinancePeriod,
): Promise<FinanceRecord[]> {
  requireAdmin(principal);
  const { start, end } = financePeriodBounds(period);
  const rows = await listActiveReportsBetween(deps.db, `${start}-01`, `${end}-01`);
  const records = rows.map(recordOf);
  return typeof period === 'string'
    ? sortFinanceRecords(records)
    : aggregateFinanceByBusiness(records);
}
