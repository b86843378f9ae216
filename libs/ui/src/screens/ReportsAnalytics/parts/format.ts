import {
  FIGURE_NOT_AVAILABLE,
  formatBRLOrDash,
  formatChangePercent,
  formatReportMargin,
  formatMonthYear,
  formatSignedBRL,
  parseMonthKey,
} from '@portal/domain';

// How the Analytics screen writes money, months and changes (pt-BR): the domain's formatters,
// the ones the PDF and the assistant print the same figures with.

/** What a value the screen cannot compute reads as. */
export const NOT_AVAILABLE = FIGURE_NOT_AVAILABLE;

/** 'R$ 1.234,56' (and '—' for null). */
export const formatMoney = formatBRLOrDash;

/** A change in BRL with its sign: '+R$ 1.000,00' / '-R$ 500,00'. */
export const formatSignedMoney = formatSignedBRL;

/** 'outubro de 2026' for '2026-10' (the text as given when it is not a month). */
export function formatMonth(monthYear: string): string {
  return parseMonthKey(monthYear) ? formatMonthYear(monthYear) : monthYear;
}

/** A fraction as a percentage with one decimal (the report detail's): 0.125 → '12,5%'. */
export const formatMargin = (fraction: number | null): string =>
  fraction === null || !Number.isFinite(fraction) ? NOT_AVAILABLE : formatReportMargin(fraction);

/** A month-on-month or year-on-year change with its sign and one decimal ('—' for null). */
export const formatSignedPercent = formatChangePercent;
