import {
  REPORT_FIGURE_INVALID,
  REPORT_FIGURE_NEGATIVE,
  REPORT_FIGURE_REQUIRED,
  REPORT_FIGURE_TOO_LARGE,
  REPORT_MONTH_INVALID,
  REPORT_MONTH_IN_FUTURE,
  REPORT_MONTH_REQUIRED,
  REPORT_MONTH_TOO_OLD,
  REPORT_SHEET_ID_INVALID,
} from '../messages';
import { MAX_REPORT_FIGURE, REPORT_FIRST_YEAR, SHEET_ID_MAX } from '../validation/limits';
import { parseBrlInput, toCents } from '../validation/money-rules';
import { saoPauloWallClock } from '../format/sao-paulo';

// A figure is read and rounded by the money rules every typed amount shares.
export { parseBrlInput, toCents };

// The monthly report's rules: months as 'YYYY-MM', figures in BRL, profit and margin
// computed, never taken from the client. The form, the contract and the server call these.

/** A calendar month: `month` 1–12. */
export type YearMonth = { readonly year: number; readonly month: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM', the wire's and the database's month (the first day's date without the day). */
export const monthKey = ({ year, month }: YearMonth): string => `${year}-${pad(month)}`;

/** The month of `date` in São Paulo's calendar (the portal's users), not the server's zone. */
export function monthOf(date: Date): YearMonth {
  const { year, month } = saoPauloWallClock(date);
  return { year, month };
}

/** 'YYYY-MM-DD' of `date` in São Paulo's calendar: the day a report was filled (lastDRE). */
export function dayKeyOf(date: Date): string {
  const { year, month, day } = saoPauloWallClock(date);
  return `${monthKey({ year, month })}-${pad(day)}`;
}

/** `months` months after (or, negative, before) `ym`. */
export function addMonths(ym: YearMonth, months: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Months from `a` to `b` (b − a). */
export const monthsBetween = (a: YearMonth, b: YearMonth): number =>
  b.year * 12 + b.month - (a.year * 12 + a.month);

/** 'YYYY-MM' (or a date starting so, 'YYYY-MM-DD') as a month; null when malformed. */
export function parseMonthKey(value: string): YearMonth | null {
  const match = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** A report's month: required, 'YYYY-MM', from 2000 on, not after the current month. */
export function validateReportMonth(value: string, today: Date): string | undefined {
  if (!value.trim()) return REPORT_MONTH_REQUIRED;
  const ym = parseMonthKey(value);
  if (!ym) return REPORT_MONTH_INVALID;
  if (ym.year < REPORT_FIRST_YEAR) return REPORT_MONTH_TOO_OLD;
  if (monthsBetween(monthOf(today), ym) > 0) return REPORT_MONTH_IN_FUTURE;
  return undefined;
}

/** A figure as the server receives it (a number): finite, not negative, at most MAX_REPORT_FIGURE. */
export function validateFigure(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return REPORT_FIGURE_REQUIRED;
  if (typeof value !== 'number' || !Number.isFinite(value)) return REPORT_FIGURE_INVALID;
  if (value < 0) return REPORT_FIGURE_NEGATIVE;
  if (value > MAX_REPORT_FIGURE) return REPORT_FIGURE_TOO_LARGE;
  return undefined;
}

/** A figure as the form holds it (text): the message, or undefined. */
export function validateFigureText(text: string): string | undefined {
  if (!text.trim()) return REPORT_FIGURE_REQUIRED;
  const value = parseBrlInput(text);
  return value === null ? REPORT_FIGURE_INVALID : validateFigure(value);
}

/** What the server computes of a report: net_profit = net_revenue − cogs − expenses. */
export const netProfitOf = (f: { net_revenue: number; cogs: number; expenses: number }): number =>
  toCents(f.net_revenue - f.cogs - f.expenses);

/** net_margin = net_profit / net_revenue, a fraction; 0 when net_revenue is 0. */
export const netMarginOf = (netProfit: number, netRevenue: number): number =>
  netRevenue === 0 ? 0 : netProfit / netRevenue;

const SHEET_ID = /^[A-Za-z0-9_-]{10,100}$/;
const SHEET_LINK =
  /^https:\/\/docs\.google\.com\/spreadsheets\/d\/([A-Za-z0-9_-]{10,100})(?:[/?#].*)?$/;

/**
 * The Google Sheets id an admin gives for a company, as stored: the id itself, or the id inside
 * a sheet's link; '' (blank) takes the sheet away. Undefined when it is neither.
 */
export function parseSheetId(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (trimmed.length > SHEET_ID_MAX) return undefined;
  if (SHEET_ID.test(trimmed)) return trimmed;
  return SHEET_LINK.exec(trimmed)?.[1];
}

/** parseSheetId's refusal, or undefined. */
export const validateSheetId = (text: string): string | undefined =>
  parseSheetId(text) === undefined ? REPORT_SHEET_ID_INVALID : undefined;

/** The sheet's link, as the URL bar shows and opens it. */
export const sheetUrlOf = (sheetId: string): string =>
  `https://docs.google.com/spreadsheets/d/${sheetId}/edit`;
