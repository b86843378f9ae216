import type { ZipEntry } from './zip-stream';

/** A value of a dataset: what JSON and CSV both write without losing it. */
export type Cell = string | number | boolean | null;

/** One dataset of an export: its file name (no extension), its columns in order, its rows. */
export type Dataset<C extends string = string> = {
  readonly name: string;
  readonly columns: readonly C[];
  readonly rows: readonly Readonly<Record<C, Cell>>[];
};

/** A dataset typed by its columns (`as const`), so every row must fill exactly those. */
export const dataset = <const C extends string>(
  name: string,
  columns: readonly C[],
  rows: readonly Readonly<Record<C, Cell>>[],
): Dataset<C> => ({ name, columns, rows });

const encoder = new TextEncoder();
/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';
/** A spreadsheet runs a cell that starts with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV: UTF-8 with BOM, comma-separated, CRLF, a header row of the column names. */
export function csvBytes(data: Dataset): Uint8Array {
  const lines = [
    data.columns.join(','),
    ...data.rows.map((row) => data.columns.map((column) => csvField(row[column]!)).join(',')),
  ];
  return encoder.encode(`${BOM}${lines.join('\r\n')}\r\n`);
}

/** The rows as a JSON list of objects, keys in the columns' order, indented for a reader. */
export function jsonBytes(data: Dataset): Uint8Array {
  const rows = data.rows.map((row) =>
    Object.fromEntries(data.columns.map((column) => [column, row[column]])),
  );
  return encoder.encode(`${JSON.stringify(rows, null, 2)}\n`);
}

/** A dataset's two files, `<folder>/<name>.json` and `.csv`, both deflated. */
export function datasetEntries(data: Dataset, folder = ''): ZipEntry[] {
  const base = folder ? `${folder}/${data.name}` : data.name;
  return [
    { path: `${base}.json`, bytes: jsonBytes(data), compress: true },
    { path: `${base}.csv`, bytes: csvBytes(data), compress: true },
  ];
}

/** Text as a zip entry (the README), UTF-8 with CRLF line ends so every editor shows it. */
export const textEntry = (path: string, text: string): ZipEntry => ({
  path,
  bytes: encoder.encode(text.replace(/\r?\n/g, '\r\n')),
  compress: true,
});
