// The reports screen opened with its form on a month: the reminder e-mail's link
// (`/dashboard/business/reports?preencher=2026-11`) leads straight to the missing report.

/** The reports screen's query parameter that opens the form on a month ('YYYY-MM'). */
export const FILL_REPORT_PARAM = 'preencher';

const MONTH_KEY = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The query that opens the form on `monthKey` ('YYYY-MM'), with its '?'. */
export const fillReportSearch = (monthKey: string): string =>
  `?${new URLSearchParams({ [FILL_REPORT_PARAM]: monthKey })}`;

/** The month a reports address asks the form to open on, or null (absent or not a month). */
export function monthToFill(search: string): string | null {
  const value = new URLSearchParams(search).get(FILL_REPORT_PARAM);
  return value !== null && MONTH_KEY.test(value) ? value : null;
}
