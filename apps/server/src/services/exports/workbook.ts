import ExcelJS from 'exceljs';
import {
  EXPORT_AVERAGE_ROW,
  exportGeneratedAt,
  FINANCE_EXPORT_TOTAL,
  figureTableSummary,
  formatAdminDate,
  type FigureRow,
} from '@portal/domain';

// What makes our workbooks read well in Excel: a title row (what it is, whose, when it was made,
// on São Paulo's clock), the header frozen under it, set column widths, Total and Average rows
// as formulas carrying their results (so a reader that does not recalculate shows them too), and
// a page setup that prints one page wide with the header repeated.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel number formats: BRL with two decimals (negatives in red) and a percentage. */
export const BRL_FORMAT = '"R$" #,##0.00;[Red]-"R$" #,##0.00';
export const PERCENT_FORMAT = '0.00%';

/** The row of the title, and of the header under it; data starts after it. */
const TITLE_ROW = 1;
const HEADER_ROW = 2;

/** The headers of the six figure columns, in the workbook's words. */
export type FigureHeaders = Record<
  'grossRevenue' | 'netRevenue' | 'expenses' | 'cogs' | 'netProfit' | 'netMargin',
  string
>;

/** The six figure columns every workbook of ours has: money in R$, the margin in percent. */
export function figureColumns(headers: FigureHeaders): Partial<ExcelJS.Column>[] {
  const money = { numFmt: BRL_FORMAT };
  return [
    { header: headers.grossRevenue, key: 'grossRevenue', width: 18, style: money },
    { header: headers.netRevenue, key: 'netRevenue', width: 18, style: money },
    { header: headers.expenses, key: 'expenses', width: 18, style: money },
    { header: headers.cogs, key: 'cogs', width: 18, style: money },
    { header: headers.netProfit, key: 'netProfit', width: 18, style: money },
    { header: headers.netMargin, key: 'netMargin', width: 16, style: { numFmt: PERCENT_FORMAT } },
  ];
}

/** A figure row's cells, keyed as figureColumns names them. */
export const figureCells = (row: FigureRow) => ({
  grossRevenue: row.gross_revenue,
  netRevenue: row.net_revenue,
  expenses: row.expenses,
  cogs: row.cogs,
  netProfit: row.net_profit,
  netMargin: row.net_margin,
});

/** A new workbook that Excel recalculates on opening. */
export function newWorkbook(now: Date): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  workbook.calcProperties.fullCalcOnLoad = true;
  return workbook;
}

/**
 * A sheet with `columns`: the title row (`title` and the stamp of `now`) across them, the
 * header under it in bold and frozen, printed on A4 landscape one page wide, the header on every
 * page.
 */
export function titledSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  title: string,
  now: Date,
  columns: Partial<ExcelJS.Column>[],
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: HEADER_ROW, topLeftCell: `A${HEADER_ROW + 1}` }],
    pageSetup: {
      paperSize: 9,
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: `${HEADER_ROW}:${HEADER_ROW}`,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    headerFooter: { oddFooter: '&L&A&RPágina &P de &N' },
  });
  // The header row is written by hand: `columns` with headers would put it on row 1.
  sheet.columns = columns.map(({ header: _header, ...column }) => column);
  const titleRow = sheet.getRow(TITLE_ROW);
  titleRow.getCell(1).value = `${title} · ${exportGeneratedAt(formatAdminDate(now))}`;
  titleRow.font = { bold: true, size: 13 };
  titleRow.height = 22;
  sheet.mergeCells(TITLE_ROW, 1, TITLE_ROW, columns.length);
  const headerRow = sheet.getRow(HEADER_ROW);
  headerRow.values = columns.map((c) => (typeof c.header === 'string' ? c.header : ''));
  headerRow.font = { bold: true };
  headerRow.alignment = { vertical: 'middle', wrapText: true };
  headerRow.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  return sheet;
}

/** Column letter of a 1-based column number (A … Z, AA …). */
const letter = (n: number): string =>
  n <= 26
    ? String.fromCharCode(64 + n)
    : letter(Math.floor((n - 1) / 26)) + letter(((n - 1) % 26) + 1);

/**
 * The Total and Average rows under the data rows: SUM and AVERAGE formulas over the figure
 * columns (from `firstColumn`, in figureColumns' order), the Total's margin the margin of its
 * sums, each formula with the result the domain gives (figureTableSummary) cached beside it.
 */
export function addSummaryRows(
  sheet: ExcelJS.Worksheet,
  rows: readonly FigureRow[],
  firstColumn: number,
): void {
  const { total, average } = figureTableSummary(rows);
  const first = HEADER_ROW + 1;
  const last = HEADER_ROW + rows.length;
  const col = (i: number) => letter(firstColumn + i);
  const range = (i: number) => `${col(i)}${first}:${col(i)}${last}`;
  const values = [
    total.gross_revenue,
    total.net_revenue,
    total.expenses,
    total.cogs,
    total.net_profit,
  ];
  const averages = [
    average.gross_revenue,
    average.net_revenue,
    average.expenses,
    average.cogs,
    average.net_profit,
    average.net_margin,
  ];
  const totalRow = sheet.addRow([]);
  const averageRow = sheet.addRow([]);
  totalRow.getCell(1).value = FINANCE_EXPORT_TOTAL;
  averageRow.getCell(1).value = EXPORT_AVERAGE_ROW;
  // The margin of the sums: net profit over net revenue, 0 without revenue.
  const netRevenue = `${col(1)}${totalRow.number}`;
  const netProfit = `${col(4)}${totalRow.number}`;
  const totals = [
    ...values.map((result, i) => ({ formula: `SUM(${range(i)})`, result })),
    { formula: `IF(${netRevenue}=0,0,${netProfit}/${netRevenue})`, result: total.net_margin },
  ];
  const means = averages.map((result, i) => ({ formula: `AVERAGE(${range(i)})`, result }));
  // Without data rows there is nothing to add up: plain zeros, no formula over an empty range.
  totals.forEach((cell, i) => {
    totalRow.getCell(firstColumn + i).value = rows.length ? cell : cell.result;
  });
  means.forEach((cell, i) => {
    averageRow.getCell(firstColumn + i).value = rows.length ? cell : cell.result;
  });
  for (const row of [totalRow, averageRow]) {
    row.font = { bold: true };
    row.getCell(1).alignment = { horizontal: 'left' };
  }
  totalRow.eachCell((cell) => (cell.border = { top: { style: 'thin' } }));
}
