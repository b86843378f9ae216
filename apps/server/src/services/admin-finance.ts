import type { FinancePeriod, FinanceRecord } from '@portal/api-client';
import {
  DEFAULT_FINANCE_SORT,
  FINANCE_EXPORT_COLUMNS as COLUMNS,
  FINANCE_EXPORT_SHEET,
  financePeriodBounds,
  financeXlsxFileName,
  financeXlsxTitle,
  formatMonthYear,
  sortFinanceRecords,
  type FinanceSort,
} from '@portal/domain';
import { requireAdmin } from '../auth/authorize';
import type { Principal } from '../auth/principal';
import type { ServiceDeps } from './deps';
import { financeRecords } from './finance-records';
import type { ExportFile } from './report-exports';
import {
  addSummaryRows,
  figureCells,
  figureColumns,
  newWorkbook,
  titledSheet,
  XLSX_TYPE,
} from './exports/workbook';

/** Admin finance (docs/product.md, The wire format "Admin finance"), admin only: the period's financeRecords. */
export async function getFinance(
  deps: ServiceDeps,
  principal: Principal,
  period: FinancePeriod,
): Promise<FinanceRecord[]> {
  requireAdmin(principal);
  return financeRecords(deps.db, period);
}

/**
 * Beyond docs/product.md: the finance table of the period as an XLSX workbook, admin only, under a title row
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
