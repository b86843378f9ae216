// Monthly reports and analytics (SPEC §8).
// Letter for letter; every layer imports these.

export const REPORTS_LOAD_FAILED = 'Failed to load reports';
/** SPEC silent; ours. */
export const REPORT_SHEET_LOAD_FAILED = 'Falha ao carregar a planilha de reports.';
