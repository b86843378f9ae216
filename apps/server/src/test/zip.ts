// Reading back the CSV files of the zips the exports answer with a parser of RFC 4180 written for
// the tests, not the server's writer: what a person's spreadsheet would see. The zips themselves
// are read with `unzip` of @portal/test-support.

/** A CSV's text as rows of fields (quotes, doubled quotes and line breaks inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A CSV file of an export: its BOM checked and dropped, then its header and its rows. */
export function readCsv(bytes: Buffer): { header: string[]; rows: string[][] } {
  const text = bytes.toString('utf8');
  if (!text.startsWith('\uFEFF')) throw new Error('CSV sem BOM');
  const [header = [], ...rows] = parseCsv(text.slice(1));
  return { header, rows };
}

/** A JSON file of an export: a list of objects. */
export const readJson = (bytes: Buffer): Record<string, unknown>[] =>
  JSON.parse(bytes.toString('utf8')) as Record<string, unknown>[];

/** Every `<name>.json` with its `<name>.csv`: both must be there, and say the same rows. */
export function datasetsOf(files: ReadonlyMap<string, Buffer>) {
  const names = [...files.keys()]
    .filter((path) => path.endsWith('.json'))
    .map((path) => path.slice(0, -'.json'.length));
  return names.map((name) => {
    const json = files.get(`${name}.json`)!;
    const csv = files.get(`${name}.csv`);
    if (!csv) throw new Error(`${name}.csv ausente`);
    return { name, json: readJson(json), csv: readCsv(csv) };
  });
}
