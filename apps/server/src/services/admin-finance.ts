import type { FinancePeriod, FinanceRecord } from '@portal/api-client';
import ExcelJS from 'exceljs';
import {
  aggregateFinanceByBusiness,
  DEFAULT_FINANCE_SORT,
  FINANCE_EXPORT_COLUMNS as COLUMNS,
  FINANCE_EXPORT_SHEET,
  FINANCE_EXPORT_TOTAL,
  financePeriodBounds,
  financeXlsxFileName,
  netMarginOf,
  sortFinanceRecords,
  summarizeFinance,
  toCents,
  type FinanceSort,
} from '@portal/domain';
import { listActiveReportsBetween, type FinanceReportRow } from '../repositories/monthly-reports';
import { requireAdmin } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import type { ServiceDeps } from './deps';
import { figureColumns, XLSX_TYPE, type ExportFile } from './report-exports';

/** A month's report as SPEC §3's finance record (the report's id; the business's name beside). */
export const financeRecordOf = (row: FinanceReportRow): FinanceRecord => ({
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
  const records = rows.map(financeRecordOf);
  return typeof period === 'string'
    ? sortFinanceRecords(records)
    : aggregateFinanceByBusiness(records);
}

/**
 * Beyond SPEC: the finance table of the period as an XLSX workbook, admin only: a row a company
 * in `sort` order (businessId ascending by default), figures in BRL and the margin as a
 * percentage, then a total row (the sums, the margin of the sums).
 */
export async function exportFinanceXlsx(
  deps: ServiceDeps,
  principal: Principal,
  period: FinancePeriod,
  sort: FinanceSort = DEFAULT_FINANCE_SORT,
): Promise<ExportFile> {
  const records = sortFinanceRecords(await getFinance(deps, principal, period), sort);
  const workbook = new ExcelJS.Workbook();
  workbook.created = deps.clock.now();
  const sheet = workbook.addWorksheet(FINANCE_EXPORT_SHEET, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: COLUMNS.business, key: 'business', width: 36 },
    ...figureColumns(COLUMNS),
  ];
  for (const r of records) {
    sheet.addRow({
      business: r.businessName ?? r.businessId,
      grossRevenue: r.gross_revenue,
      netRevenue: r.net_revenue,
      expenses: r.expenses,
      cogs: r.cogs,
      netProfit: r.net_profit,
      netMargin: r.net_margin,
    });
  }
  const total = summarizeFinance(records);
  const totalExpenses = toCents(records.reduce((t, r) => t + r.expenses, 0));
  const totalCogs = toCents(records.reduce((t, r) => t + r.cogs, 0));
  const last = sheet.addRow({
    business: FINANCE_EXPORT_TOTAL,
    grossRevenue: total.total_gross_revenue,
    netRevenue: total.total_net_revenue,
    expenses: totalExpenses,
    cogs: totalCogs,
    netProfit: total.total_net_profit,
    netMargin: netMarginOf(total.total_net_profit, total.total_net_revenue),
  });
  sheet.getRow(1).font = { bold: true };
  last.font = { bold: true };

  const { start, end } = financePeriodBounds(period);
  return {
    bytes: new Uint8Array(await workbook.xlsx.writeBuffer()),
    contentType: XLSX_TYPE,
    fileName: financeXlsxFileName(start, end),
  };
}
