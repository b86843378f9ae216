import type { FinancePeriod, FinanceRecord } from '@portal/api-client';
import {
  DEFAULT_FINANCE_SORT,
  FINANCE_EXPORT_COLUMNS as COLUMNS,
  FINANCE_EXPORT_SHEET,
  financePeriodBounds,
  financeXlsxFileName,
  financeXlsxTitle,
  formatMonthYear,
  netMarginOf,
  sortFinanceRecords,
  type FinanceSort,
} from '@portal/domain';
import {
  listActiveReportsBetween,
  sumActiveReportsBetween,
  type FinanceReportRow,
  type FinanceSumRow,
} from '../repositories/monthly-reports';
import { requireAdmin } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import type { Database } from '../db';
import type { ServiceDeps } from './deps';
import type { ExportFile } from './report-exports';
import {
  addSummaryRows,
  figureCells,
  figureColumns,
  newWorkbook,
  titledSheet,
  XLSX_TYPE,
} from './exports/workbook';

/** The four figures a report and a range's sum both carry, under SPEC §3's names. */
const figuresOf = (row: FinanceReportRow | FinanceSumRow) => ({
  businessId: row.businessId,
  businessName: row.businessName,
  gross_revenue: row.grossRevenue,
  net_revenue: row.netRevenue,
  expenses: row.expenses,
  cogs: row.cogs,
  net_profit: row.netProfit,
});

/** A month's report as SPEC §3's finance record (the report's id; the business's name beside). */
export const financeRecordOf = (row: FinanceReportRow): FinanceRecord => ({
  id: row.id,
  ...figuresOf(row),
  net_margin: row.netMargin,
  months: 1,
});

/**
 * A range's sums of one business as a finance record (SPEC §4: the figures added up, the margin
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
 * The finance records of a period (SPEC §4 Finance), whoever asks (the callers check): for a
 * month, that month's report of every active company; for a range, each active company's reports
 * of the range summed (the net margin recomputed as net profit over net revenue). Companies
 * without a report in the period are not listed. In businessId order (SPEC §9's default). The
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

/** Admin finance (SPEC §7 "Admin finance"), admin only: the period's financeRecords. */
export async function getFinance(
  deps: ServiceDeps,
  principal: Principal,
  period: FinancePeriod,
): Promise<FinanceRecord[]> {
  requireAdmin(principal);
  return financeRecords(deps.db, period);
}

/**
 * Beyond SPEC: the finance table of the period as an XLSX workbook, admin only, under a title row
 * (the period, when it was made): a row a company in `sort` order (businessId ascending by
 * default) under the screen's headers, figures in BRL and the margin as a percentage, then the
 * Total (the sums, the margin of the sums) and Average rows as formulas (exports/workbook.ts).
 */
export async function exportFinanceXlsx(
  deps: ServiceDeps,
  principal: Principal,
  period: FinancePeriod,
  sort: FinanceSort = DEFAULT_FINANCE_SORT,
): Promise<ExportFile> {
  const records = sortFinanceRecords(await getFinance(deps, principal, period), sort);
  const { start, end } = financePeriodBounds(period);
  const now = deps.clock.now();
  const workbook = newWorkbook(now);
  const periodText =
    start === end ? formatMonthYear(start) : `${formatMonthYear(start)} a ${formatMonthYear(end)}`;
  const sheet = titledSheet(workbook, FINANCE_EXPORT_SHEET, financeXlsxTitle(periodText), now, [
    { header: COLUMNS.business, key: 'business', width: 36 },
    ...figureColumns(COLUMNS),
  ]);
  for (const r of records)
    sheet.addRow({ business: r.businessName ?? r.businessId, ...figureCells(r) });
  addSummaryRows(sheet, records, 2);

  return {
    bytes: new Uint8Array(await workbook.xlsx.writeBuffer()),
    contentType: XLSX_TYPE,
    fileName: financeXlsxFileName(start, end),
  };
}
