import ExcelJS from 'exceljs';
import PdfPrinter from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  formatBRL,
  formatMonthYear,
  formatPercent,
  formatReportMargin,
  monthComparisons,
  monthKey,
  monthsBetween,
  parseMonthKey,
  REPORT_EXPORT_COLUMNS as COLUMNS,
  REPORT_EXPORT_SHEET_ANSWERS,
  REPORT_EXPORT_SHEET_REPORTS,
  REPORT_EXPORT_SLUG_FALLBACK,
  REPORT_NOT_FOUND,
  REPORT_PDF_ANSWERS,
  REPORT_PDF_CARD_AVERAGE,
  REPORT_PDF_CARD_CHANGE,
  REPORT_PDF_CARDS,
  REPORT_PDF_COMPARISON_COLUMNS,
  REPORT_PDF_COMPARISONS,
  REPORT_PDF_FIGURES,
  REPORT_PDF_NO_GOAL,
  REPORT_PDF_NOT_AVAILABLE,
  REPORT_PDF_TITLE,
  reportPdfCardGoal,
  reportPdfFileName,
  reportPdfForecast,
  reportPdfGoalLine,
  reportXlsxFileName,
  summaryCards,
  type Delta,
  type YearMonth,
} from '@portal/domain';
import type { Principal } from '../auth/principal';
import { listReportsOfBusiness, type MonthlyReportRow } from '../repositories/monthly-reports';
import type { ServiceDeps } from './deps';
import { notFound } from './errors';
import { accessibleBusiness } from './reports';

/** A generated file: its bytes, MIME type and the name it is downloaded under. */
export type ExportFile = { bytes: Uint8Array<ArrayBuffer>; contentType: string; fileName: string };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PDF_TYPE = 'application/pdf';

/** Excel number formats: BRL with two decimals (negatives in red) and a percentage. */
export const BRL_FORMAT = '"R$" #,##0.00;[Red]-"R$" #,##0.00';
export const PERCENT_FORMAT = '0.00%';

/** The headers of the six figure columns, in both workbooks' words. */
type FigureHeaders = Record<
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
/** How many months the board pack's month-on-month table shows, up to the chosen one. */
export const PDF_COMPARISON_MONTHS = 12;

/** The company's name for a file name: lower case, no accents, words joined by '-'. */
export function companySlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || REPORT_EXPORT_SLUG_FALLBACK;
}

/** The company (checked for the principal) and its reports, newest month first. */
async function loadCompany(deps: ServiceDeps, principal: Principal, businessId: string) {
  const business = await accessibleBusiness(deps, principal, businessId);
  return { business, rows: await listReportsOfBusiness(deps.db, businessId) };
}

const monthOfRow = (row: MonthlyReportRow) => row.month.slice(0, 7);
/** The first day of the row's month as a UTC date, what a spreadsheet shows as its month. */
const dateOfRow = (row: MonthlyReportRow) => new Date(`${monthOfRow(row)}-01T00:00:00.000Z`);

/**
 * Every month of the company as an XLSX workbook: sheet 'Relatórios' one row a month, oldest
 * first, figures as numbers in BRL format and the margin as a percentage; sheet 'Perguntas' the
 * custom answers, a row per month and question.
 */
export async function exportReportsXlsx(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<ExportFile> {
  const { business, rows } = await loadCompany(deps, principal, businessId);
  const oldestFirst = [...rows].reverse();
  const workbook = new ExcelJS.Workbook();
  workbook.created = deps.clock.now();

  const reports = workbook.addWorksheet(REPORT_EXPORT_SHEET_REPORTS, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  reports.columns = [
    { header: COLUMNS.month, key: 'month', width: 12, style: { numFmt: 'mm/yyyy' } },
    ...figureColumns(COLUMNS),
  ];
  for (const row of oldestFirst) {
    reports.addRow({
      month: dateOfRow(row),
      grossRevenue: row.grossRevenue,
      netRevenue: row.netRevenue,
      expenses: row.expenses,
      cogs: row.cogs,
      netProfit: row.netProfit,
      netMargin: row.netMargin,
    });
  }

  const answers = workbook.addWorksheet(REPORT_EXPORT_SHEET_ANSWERS, {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  answers.columns = [
    { header: COLUMNS.month, key: 'month', width: 12, style: { numFmt: 'mm/yyyy' } },
    { header: COLUMNS.question, key: 'question', width: 50 },
    { header: COLUMNS.answer, key: 'answer', width: 80 },
  ];
  for (const row of oldestFirst) {
    for (const { question, response } of row.customAnswers)
      answers.addRow({ month: dateOfRow(row), question, answer: response });
  }
  for (const sheet of [reports, answers]) sheet.getRow(1).font = { bold: true };

  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return {
    bytes,
    contentType: XLSX_TYPE,
    fileName: reportXlsxFileName(companySlug(business.name)),
  };
}

/** pdfmake with PDF's standard Helvetica: nothing to load, and it writes pt-BR's accents. */
const printer = new PdfPrinter({
  Helvetica: {
    normal: 'Helvetica',
    bold: 'Helvetica-Bold',
    italics: 'Helvetica-Oblique',
    bolditalics: 'Helvetica-BoldOblique',
  },
});

function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const doc = printer.createPdfKitDocument(definition);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

const monthLabel = (ym: YearMonth) => formatMonthYear(monthKey(ym));
const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);
const deltaText = (d: Delta | undefined) =>
  d
    ? signed(formatBRL(d.amount), d.amount) +
      (d.percent === null ? '' : ` (${signed(formatPercent(d.percent / 100, 1), d.percent)})`)
    : REPORT_PDF_NOT_AVAILABLE;

const header = (texts: readonly string[]): TableCell[] =>
  texts.map((text) => ({ text, bold: true, fillColor: '#eeeeee' }));

/**
 * The board pack of one month as a PDF: the company and the month, the month's figures and
 * answers, the three cards and the month-on-month table, both as of that month (the reports up to
 * it), so the pack of a past month reads as it did then.
 */
export async function exportReportPdf(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
  month: string,
): Promise<ExportFile> {
  const { business, rows } = await loadCompany(deps, principal, businessId);
  const ym = parseMonthKey(month);
  const key = ym && monthKey(ym);
  const report = rows.find((row) => monthOfRow(row) === key);
  if (!ym || !report) throw notFound(REPORT_NOT_FOUND);

  const upTo = rows
    .map((row) => ({
      row,
      month_year: monthOfRow(row),
      gross_revenue: row.grossRevenue,
      net_profit: row.netProfit,
    }))
    .filter((r) => monthsBetween(parseMonthKey(r.month_year)!, ym) >= 0);
  const cards = summaryCards(upTo, business.metaFaturamento, ym);
  const comparisons = monthComparisons(upTo).slice(0, PDF_COMPARISON_MONTHS);
  const goal = cards.goal;

  const figures: [string, string][] = [
    [COLUMNS.grossRevenue, formatBRL(report.grossRevenue)],
    [COLUMNS.netRevenue, formatBRL(report.netRevenue)],
    [COLUMNS.expenses, formatBRL(report.expenses)],
    [COLUMNS.cogs, formatBRL(report.cogs)],
    [COLUMNS.netProfit, formatBRL(report.netProfit)],
    [COLUMNS.netMargin, formatReportMargin(report.netMargin)],
  ];
  const cardRows: [string, string][] = [
    [
      REPORT_PDF_CARD_AVERAGE,
      cards.averageNetProfit === null
        ? REPORT_PDF_NOT_AVAILABLE
        : formatBRL(cards.averageNetProfit),
    ],
    [
      REPORT_PDF_CARD_CHANGE,
      cards.netProfitChange
        ? signed(
            formatPercent(cards.netProfitChange.percent / 100, 0),
            cards.netProfitChange.percent,
          )
        : REPORT_PDF_NOT_AVAILABLE,
    ],
    [
      reportPdfCardGoal(goal.year),
      (goal.revenueGoal
        ? reportPdfGoalLine(
            formatBRL(goal.yearRevenue),
            formatBRL(goal.revenueGoal),
            formatPercent(goal.progress, 1),
          )
        : `${formatBRL(goal.yearRevenue)} · ${REPORT_PDF_NO_GOAL}`) +
        `\n${reportPdfForecast(formatBRL(goal.forecast))}`,
    ],
  ];
  const twoColumns = (body: [string, string][]): Content => ({
    table: {
      widths: ['*', 'auto'],
      body: body.map(([label, value]) => [label, { text: value, alignment: 'right' }]),
    },
    layout: 'lightHorizontalLines',
  });

  const content: Content[] = [
    { text: `${REPORT_PDF_TITLE} · ${business.name}`, style: 'title' },
    { text: monthLabel(ym), style: 'subtitle' },
    { text: REPORT_PDF_FIGURES, style: 'section' },
    twoColumns(figures),
    { text: REPORT_PDF_CARDS, style: 'section' },
    twoColumns(cardRows),
    { text: REPORT_PDF_COMPARISONS, style: 'section' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto', 'auto', 'auto'],
        body: [
          header(Object.values(REPORT_PDF_COMPARISON_COLUMNS)),
          ...comparisons.map(({ report: r, monthOnMonth }) => [
            monthLabel(parseMonthKey(r.month_year)!),
            { text: formatBRL(r.gross_revenue), alignment: 'right' as const },
            { text: deltaText(monthOnMonth?.grossRevenue), alignment: 'right' as const },
            { text: formatBRL(r.net_profit), alignment: 'right' as const },
            { text: deltaText(monthOnMonth?.netProfit), alignment: 'right' as const },
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 9,
    },
  ];
  if (report.customAnswers.length) {
    content.push({ text: REPORT_PDF_ANSWERS, style: 'section' });
    for (const { question, response } of report.customAnswers)
      content.push({ text: question, bold: true, margin: [0, 4, 0, 0] }, { text: response });
  }

  const bytes = await renderPdf({
    // A page or two of text is some kB either way; uncompressed content keeps the figures
    // readable in the file itself (tests and text search read them).
    compress: false,
    info: { title: `${REPORT_PDF_TITLE} · ${business.name} · ${monthKey(ym)}` },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Helvetica', fontSize: 10 },
    styles: {
      title: { fontSize: 16, bold: true },
      subtitle: { fontSize: 12, margin: [0, 2, 0, 8] },
      section: { fontSize: 12, bold: true, margin: [0, 12, 0, 4] },
    },
    content,
  });
  return {
    bytes,
    contentType: PDF_TYPE,
    fileName: reportPdfFileName(companySlug(business.name), monthKey(ym)),
  };
}
