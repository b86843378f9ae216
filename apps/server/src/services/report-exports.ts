import { fileTypeFromBuffer } from 'file-type';
import PdfPrinter from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  addMonths,
  fileSlug,
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
  reportXlsxTitle,
  saoPauloMonthRange,
  summaryCards,
} from '@portal/domain';
import type { Principal } from '../auth/principal';
import {
  listReportsOfBusiness,
  numbersOf,
  type MonthlyReportRow,
} from '../repositories/monthly-reports';
import type { ServiceDeps } from './deps';
import { notFound } from './errors';
import { accessibleBusiness } from './reports';
import { listMeetingsInRange, listTasksOfMonth } from '../repositories/board-pack';
import { boardPackDocument, type PackLogo } from './exports/board-pack';
import { pdfFonts } from './exports/pdf-fonts';
import {
  addSummaryRows,
  figureCells,
  figureColumns,
  newWorkbook,
  titledSheet,
  XLSX_TYPE,
} from './exports/workbook';

/** A generated file: its bytes, MIME type and the name it is downloaded under. */
export type ExportFile = { bytes: Uint8Array<ArrayBuffer>; contentType: string; fileName: string };

export { BRL_FORMAT, PERCENT_FORMAT } from './exports/workbook';
const PDF_TYPE = 'application/pdf';

/** How many months the board pack's month-on-month table shows, up to the chosen one. */
const PDF_COMPARISON_MONTHS = 12;
/** How many months its trend chart draws, ending with the chosen one. */
const TREND_MONTHS = 12;

/** The company's name for a file name: lower case, no accents, words joined by '-'. */
const companySlug = (name: string): string => fileSlug(name, REPORT_EXPORT_SLUG_FALLBACK);

/** The company (checked for the principal) and its reports, newest month first. */
async function loadCompany(deps: ServiceDeps, principal: Principal, businessId: string) {
  const business = await accessibleBusiness(deps, principal, businessId);
  return { business, rows: await listReportsOfBusiness(deps.db, businessId) };
}

const monthOfRow = (row: MonthlyReportRow) => row.month.slice(0, 7);
/** The first day of the row's month as a UTC date, what a spreadsheet shows as its month. */
const dateOfRow = (row: MonthlyReportRow) => new Date(`${monthOfRow(row)}-01T00:00:00.000Z`);

/**
 * Every month of the company as an XLSX workbook (exports/workbook.ts): sheet 'Relatórios' a row
 * a month, oldest first, figures as numbers in BRL format and the margin as a percentage, then
 * the Total and Average rows as formulas; sheet 'Perguntas' the custom answers, a row per month
 * and question. Both under a title row with the company and when it was made.
 */
export async function exportReportsXlsx(
  deps: ServiceDeps,
  principal: Principal,
  businessId: string,
): Promise<ExportFile> {
  const { business, rows } = await loadCompany(deps, principal, businessId);
  const oldestFirst = [...rows].reverse();
  const now = deps.clock.now();
  const workbook = newWorkbook(now);
  const title = reportXlsxTitle(business.name);
  const month = { header: COLUMNS.month, key: 'month', width: 12, style: { numFmt: 'mm/yyyy' } };

  const reports = titledSheet(workbook, REPORT_EXPORT_SHEET_REPORTS, title, now, [
    month,
    ...figureColumns(COLUMNS),
  ]);
  const figures = oldestFirst.map(numbersOf);
  oldestFirst.forEach((row, i) =>
    reports.addRow({ month: dateOfRow(row), ...figureCells(figures[i]!) }),
  );
  addSummaryRows(reports, figures, 2);

  const answers = titledSheet(workbook, REPORT_EXPORT_SHEET_ANSWERS, title, now, [
    month,
    { header: COLUMNS.question, key: 'question', width: 50, style: { alignment: WRAP } },
    { header: COLUMNS.answer, key: 'answer', width: 80, style: { alignment: WRAP } },
  ]);
  for (const row of oldestFirst) {
    for (const { question, response } of row.customAnswers)
      answers.addRow({ month: dateOfRow(row), question, answer: response });
  }

  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return {
    bytes,
    contentType: XLSX_TYPE,
    fileName: reportXlsxFileName(companySlug(business.name)),
  };
}

/** Long questions and answers wrap in their cells, read from the top. */
const WRAP = { wrapText: true, vertical: 'top' } as const;

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
const PDF_TASKS_LISTED = 25;

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
    .map((row) => ({ month_year: monthOfRow(row), ...numbersOf(row) }))
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
