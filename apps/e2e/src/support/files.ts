import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import ExcelJS from 'exceljs';

/** The bytes of a finished download. */
export const bytesOf = async (download: Download): Promise<Buffer> =>
  readFileSync((await download.path()) ?? '');

/**
 * A downloaded workbook read back with exceljs: the names of its sheets, and the rows of the
 * sheet `name` (each row's cell values from column A on; no sheet of that name gives no rows).
 */
export async function workbookRows(
  download: Download,
  name: string,
): Promise<{ sheets: string[]; rows: unknown[][] }> {
  const bytes = await bytesOf(download);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const rows: unknown[][] = [];
  book.getWorksheet(name)?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheets: book.worksheets.map((sheet) => sheet.name), rows };
}
