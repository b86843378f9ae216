import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import PdfPrinter from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  addMonths,
  monthComparisons,
  monthKey,
  monthsBetween,
  parseMonthKey,
  REPORT_EXPORT_COLUMNS as COLUMNS,
  REPORT_EXPORT_SHEET_ANSWERS,
  REPORT_EXPORT_SHEET_REPORTS,
  REPORT_EXPORT_SLUG_FALLBACK,
  REPORT_NOT_FOUND,
  reportNumberChanges,
  reportPdfFileName,
  reportXlsxFileName,
  saoPauloMonthRange,
  summaryCards,
} from '@portal/domain';
import type { Principal } from '../auth/principal';
import { listReportsOfBusiness, type MonthlyReportRow } from '../repositories/monthly-reports';
import type { ServiceDeps } from './deps';
import { notFound } from './errors';
import { accessibleBusiness } from './reports';
import { listMeetingsInRange, listTasksOfMonth } from '../repositories/board-pack';
import { boardPackDocument, type PackLogo } from './exports/board-pack';
import { pdfFonts } from './exports/pdf-fonts';

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
/** How many months its trend chart draws, ending with the chosen one. */
const TREND_MONTHS = 12;

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

const printer = () => new PdfPrinter(pdfFonts().dictionary);

function renderPdf(definition: TDocumentDefinitions): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const doc = printer().createPdfKitDocument(definition);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

/** How many done and how many open tasks the board pack lists (it counts them all). */
export const PDF_TASKS_LISTED = 25;

/** The company's logo when pdfmake can embed it (PNG or JPEG, by its bytes); else null. */
async function packLogo(deps: ServiceDeps, key: string | null): Promise<PackLogo | null> {
  if (!key) return null;
  try {
    const file = await deps.storage.get(key);
    if (!file) return null;
    const { bytes } = file;
    const type = (await fileTypeFromBuffer(bytes))?.mime;
    return type === 'image/png' || type === 'image/jpeg' ? { bytes, type } : null;
  } catch (error) {
    deps.logger.error(`[relatórios] logo não lido para o PDF: ${key}`, error);
    return null;
  }
}

/**
 * The board pack of one month as a PDF (exports/board-pack.ts): as of that month, so the pack of
 * a past month reads as it did then. Every figure from the domain's functions over the reports
 * up to the month (the Analytics screen's), the month's meetings and tasks in São Paulo's month.
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
      month_year: monthOfRow(row),
      gross_revenue: row.grossRevenue,
      net_revenue: row.netRevenue,
      expenses: row.expenses,
      cogs: row.cogs,
      net_profit: row.netProfit,
      net_margin: row.netMargin,
    }))
    .filter((r) => monthsBetween(parseMonthKey(r.month_year)!, ym) >= 0);
  const byMonth = new Map(upTo.map((r) => [r.month_year, r]));
  const trend = Array.from({ length: TREND_MONTHS }, (_, i) => {
    const trendKey = monthKey(addMonths(ym, i - TREND_MONTHS + 1));
    const r = byMonth.get(trendKey);
    return {
      key: trendKey,
      grossRevenue: r?.gross_revenue ?? null,
      netProfit: r?.net_profit ?? null,
    };
  });
  const range = saoPauloMonthRange(ym.year, ym.month);
  const [logo, meetings, tasks] = await Promise.all([
    packLogo(deps, business.logo),
    listMeetingsInRange(deps.db, businessId, range),
    listTasksOfMonth(deps.db, businessId, range, PDF_TASKS_LISTED),
  ]);

  const bytes = await renderPdf(
    boardPackDocument({
      company: { name: business.name, logo },
      month: ym,
      generatedAt: deps.clock.now(),
      numbers: reportNumberChanges(upTo, ym) ?? [],
      cards: summaryCards(upTo, business.metaFaturamento, ym),
      comparisons: monthComparisons(upTo).slice(0, PDF_COMPARISON_MONTHS),
      trend,
      meetings,
      tasks,
      answers: report.customAnswers,
    }),
  );
  return {
    bytes,
    contentType: PDF_TYPE,
    fileName: reportPdfFileName(companySlug(business.name), monthKey(ym)),
  };
}
