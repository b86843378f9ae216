import { REPORT_NUMBER_FIELDS, type MonthlyReport, type ReportsData } from '../model/reports';
import type { KeyValueStorage } from './browser-storage';
import { isRecord, parse } from './decode';

// The cached reports reply (docs/product.md: `reportsData`), apart from the session's keys so that only
// the reports screens load it. Its key is one of browser-storage.ts's STORAGE_KEYS.

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** One cached report item's `json` (docs/product.md), or null when a figure or the month is unreadable. */
const readReport = (item: unknown): MonthlyReport | null => {
  const json = isRecord(item) ? item.json : null;
  if (!isRecord(json)) return null;
  const { id, month_year } = json;
  if ((typeof id !== 'string' && !isNumber(id)) || typeof month_year !== 'string') return null;
  if (!REPORT_NUMBER_FIELDS.every((key) => isNumber(json[key]))) return null;
  const figures = Object.fromEntries(REPORT_NUMBER_FIELDS.map((key) => [key, json[key]])) as Record<
    (typeof REPORT_NUMBER_FIELDS)[number],
    number
  >;
  const answers = Array.isArray(json.customAnswers) ? json.customAnswers : [];
  return {
    id: String(id),
    month_year,
    ...figures,
    customAnswers: answers.filter(isRecord).map((answer) => ({
      question: typeof answer.question === 'string' ? answer.question : '',
      response: typeof answer.response === 'string' ? answer.response : '',
    })),
    ...savesOf(json),
  };
};

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Who filled it and when, its version, who replaced it last and when, as the server sent them:
 * a replacement names the version it was shown, so a cached report keeps it.
 */
const savesOf = (json: Record<string, unknown>): Partial<MonthlyReport> => ({
  ...(text(json.filled_by) ? { filledBy: json.filled_by } : {}),
  ...(text(json.filled_at) ? { filledAt: json.filled_at } : {}),
  ...(Number.isInteger(json.version) && (json.version as number) > 0
    ? { version: json.version as number }
    : {}),
  ...(text(json.edited_by) ? { editedBy: json.edited_by } : {}),
  ...(text(json.edited_at) ? { editedAt: json.edited_at } : {}),
});

/**
 * The cached reports reply (docs/product.md: its first element's items, revenueGoal and latestFilled),
 * which the reports screens may show instead of asking the server; null when there is none or
 * it is unreadable. Items that are not reports are left out. The questions, the sheet link and the company are not part of it.
 */
export function readReportsData(
  storage: KeyValueStorage,
): Omit<ReportsData, 'questions' | 'sheetUrl' | 'company'> | null {
  const reply = parse(storage.getItem('reportsData'));
  const group: unknown = Array.isArray(reply) ? reply[0] : null;
  if (!isRecord(group) || !Array.isArray(group.items)) return null;
  return {
    reports: group.items.flatMap((item) => readReport(item) ?? []),
    revenueGoal: isNumber(group.revenueGoal) ? group.revenueGoal : null,
    latestFilled: group.latestFilled === true,
  };
}

/** The reports reply (docs/product.md: reportsData), which the report detail screen reads. */
export function writeReportsData(storage: KeyValueStorage, reports: unknown): void {
  storage.setItem('reportsData', JSON.stringify(reports));
}

/** A report was saved: the stored reports are stale until getSpecificCompany answers again. */
export function clearReportsData(storage: KeyValueStorage): void {
  storage.removeItem('reportsData');
}
