import { REPORT_NUMBER_FIELDS, type MonthlyReport } from '../model/reports';
import { changeBetween, type Delta } from './report-analytics';
import { addMonths, monthKey, parseMonthKey, type YearMonth } from './report-rules';

/** The six numbers of a report (the four typed and the two computed) and its month. */
export type ReportNumbers = Pick<
  MonthlyReport,
  'month_year' | (typeof REPORT_NUMBER_FIELDS)[number]
>;
export type ReportNumberField = (typeof REPORT_NUMBER_FIELDS)[number];

export type ReportNumberChange = {
  readonly field: ReportNumberField;
  readonly value: number;
  /** Against the month before; null when that month has no report. */
  readonly monthOnMonth: Delta | null;
  /** Against the same month a year before; null when that month has no report. */
  readonly yearOnYear: Delta | null;
};

/**
 * The six numbers of `month`'s report, each with its change against the month before (MoM) and
 * the same month a year before (YoY), as `delta` reckons every change of the reports: in BRL and
 * in percent of |before|. The net margin, itself a ratio, changes in points (`amount` 0.012 is
 * +1,2 p.p.) and never in percent of itself (`percent` null). A month without a report on
 * either side has no change (null), never a change against zero. Null when `month` has no report.
 */
export function reportNumberChanges(
  reports: readonly ReportNumbers[],
  month: YearMonth,
): ReportNumberChange[] | null {
  const byKey = new Map<string, ReportNumbers>();
  for (const report of reports) {
    const ym = parseMonthKey(report.month_year);
    if (ym) byKey.set(monthKey(ym), report);
  }
  const report = byKey.get(monthKey(month));
  if (!report) return null;
  const before = byKey.get(monthKey(addMonths(month, -1)));
  const yearBefore = byKey.get(monthKey(addMonths(month, -12)));
  const change = (field: ReportNumberField, other: ReportNumbers | undefined): Delta | null => {
    if (!other) return null;
    const d = changeBetween(other[field], report[field]);
    return field === 'net_margin' ? { amount: d.amount, percent: null } : d;
  };
  return REPORT_NUMBER_FIELDS.map((field) => ({
    field,
    value: report[field],
    monthOnMonth: change(field, before),
    yearOnYear: change(field, yearBefore),
  }));
}
