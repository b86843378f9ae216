import { isValid, parseISO, type Day, type Month } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { saoPauloInstant, saoPauloWallClock, type WallClock } from './sao-paulo';

export type DateInput = Date | string | number;

/** A date or date and time written without a zone ('2024-01-15', '2024-01-15T14:05:00'). */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/** The instant of a value; a time written without a zone is São Paulo's. */
function toDate(value: DateInput): Date | null {
  const zoneless = typeof value === 'string' ? ZONELESS.exec(value.trim()) : null;
  const [year, month, day, hour, minute] = (zoneless ?? []).slice(1).map((n) => Number(n ?? 0));
  const date = zoneless
    ? saoPauloInstant(year!, month!, day!, hour, minute)
    : typeof value === 'string'
      ? parseISO(value)
      : new Date(value);
  return isValid(date) ? date : null;
}

// Every date and time below is read on São Paulo's clock (sao-paulo.ts), in the browser and on
// the server alike, so a meeting at 14:00 reads 14:00 on a screen, in the assistant's answer, in
// an e-mail and in a PDF, whatever zone each machine runs in.

/** São Paulo's wall clock of a parseable value; null for anything else. */
function clockOf(value: DateInput): WallClock | null {
  const date = toDate(value);
  return date ? saoPauloWallClock(date) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthShort = (c: WallClock) =>
  ptBR.localize.month((c.month - 1) as Month, { width: 'abbreviated' });
const monthLong = (month: number) => ptBR.localize.month((month - 1) as Month, { width: 'wide' });
const weekdayLong = (c: WallClock) => ptBR.localize.day(c.weekday as Day, { width: 'wide' });
const hourMinute = (c: WallClock) => `${pad(c.hour)}:${pad(c.minute)}`;

/**
 * Meeting and task dates (docs/product.md, Limits): weekday, day, month abbreviation, year, 'às' hour:minute,
 * e.g. 'segunda-feira, 15 de jan de 2024 às 14:05'. Unparseable input gives '' so a bad
 * value never renders 'Invalid Date'.
 */
export function formatMeetingDate(value: DateInput): string {
  const c = clockOf(value);
  return c
    ? `${weekdayLong(c)}, ${c.day} de ${monthShort(c)} de ${c.year} às ${hourMinute(c)}`
    : '';
}

/** Admin screens: dd/MM/yyyy HH:mm. */
export function formatAdminDate(value: DateInput): string {
  const c = clockOf(value);
  return c ? `${pad(c.day)}/${pad(c.month)}/${c.year} ${hourMinute(c)}` : '';
}

/** A calendar date written without a zone ('2024-03', '2024-03-01', '2024-03-01T12:00'). */
const CALENDAR_MONTH = /^(\d{4})-(\d{2})(?:-\d{2}(?:T[\d:.]+)?)?$/;

/**
 * Report month in pt-BR, e.g. 'março de 2024'. A month written without a zone ('2024-03',
 * '2024-03-01') is that calendar month; an instant is read in São Paulo.
 */
export function formatMonthYear(value: DateInput): string {
  const calendar = typeof value === 'string' ? CALENDAR_MONTH.exec(value.trim()) : null;
  if (calendar) {
    const month = Number(calendar[2]);
    return month >= 1 && month <= 12 ? `${monthLong(month)} de ${calendar[1]}` : '';
  }
  const c = clockOf(value);
  return c ? `${monthLong(c.month)} de ${c.year}` : '';
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Brazilian real, e.g. 'R$ 1.234,56' (Intl puts a no-break space after R$). */
export function formatBRL(value: number): string {
  return brl.format(Number.isFinite(value) ? value : 0);
}

const brlCompact = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** A chart axis's short amount: 'R$ 120 mil', 'R$ 1,2 mi'. */
export function formatBRLCompact(value: number): string {
  return brlCompact.format(Number.isFinite(value) ? value : 0);
}

/** A calendar month in few letters for a chart axis: '2026-10' → 'out/26'; '' when malformed. */
export function formatMonthAbbrev(key: string): string {
  const calendar = CALENDAR_MONTH.exec(key.trim());
  const month = Number(calendar?.[2]);
  if (!calendar || month < 1 || month > 12) return '';
  return `${ptBR.localize.month((month - 1) as Month, { width: 'abbreviated' })}/${calendar[1]!.slice(2)}`;
}

/** A ratio as a pt-BR percentage: formatPercent(0.1234, 2) → '12,34%'. */
export function formatPercent(ratio: number, fractionDigits: number): string {
  const value = Number.isFinite(ratio) ? ratio * 100 : 0;
  return `${value.toLocaleString('pt-BR', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  })}%`;
}

/** Finance table net margin: two decimals. */
export const formatNetMargin = (ratio: number): string => formatPercent(ratio, 2);
/** Report detail net margin: one decimal. */
export const formatReportMargin = (ratio: number): string => formatPercent(ratio, 1);

// The derived figures (reports/report-analytics.ts, admin-finance/finance-rules.ts) are never
// rounded; these round them when they are printed, the same way on every surface: the screens,
// the PDF, the assistant's answers.

/** What a figure that cannot be computed reads as, on every surface. */
export const FIGURE_NOT_AVAILABLE = '\u2014';

/** Money, or '—' for a figure that cannot be computed (null). */
export const formatBRLOrDash = (value: number | null): string =>
  value === null ? FIGURE_NOT_AVAILABLE : formatBRL(value);

const signedBrl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  signDisplay: 'exceptZero',
});

/** A change in BRL with its sign: '+R$ 1.000,00', '-R$ 500,00'; no sign when it rounds to 0. */
export function formatSignedBRL(amount: number): string {
  return signedBrl.format(Number.isFinite(amount) ? amount : 0);
}

const signedNumbers = new Map<number, Intl.NumberFormat>();
/** `value` with its sign and `digits` decimals, rounded half away from zero; no sign for 0. */
function signedNumber(value: number, digits: number): string {
  let format = signedNumbers.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'exceptZero',
    });
    signedNumbers.set(digits, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

/** A change in percent (50 = 50 %) with its sign, '+12,5%'; '—' when there is none (null). */
export const formatSignedPercent = (percent: number | null, digits: number): string =>
  percent === null ? FIGURE_NOT_AVAILABLE : `${signedNumber(percent, digits)}%`;

/** Reports card 2, net profit's change from the oldest report to the newest: whole percent (docs/product.md, Limits "rounded"). */
export const formatProfitChange = (percent: number | null): string =>
  formatSignedPercent(percent, 0);

/** A month-on-month or year-on-year change (or any other change of a figure): one decimal. */
export const formatChangePercent = (percent: number | null): string =>
  formatSignedPercent(percent, 1);

/** A margin's change in percentage points, one decimal: '+1,2 p.p.'. */
export const formatMarginPoints = (points: number): string => `${signedNumber(points, 1)} p.p.`;

/** Goal progress (a fraction, 1 = the goal reached): one decimal, '45,3%'. */
export const formatGoalProgress = (progress: number): string => formatPercent(progress, 1);

/** Chat bubbles: pt-BR 2-digit hour and minute, e.g. '09:05'. */
export function formatChatTime(value: DateInput): string {
  const c = clockOf(value);
  return c ? hourMinute(c) : '';
}

/** A library item's date (our choice): day, month abbreviation, year, '3 de mai de 2025'. */
export function formatDocumentDate(value: DateInput): string {
  const c = clockOf(value);
  return c ? `${c.day} de ${monthShort(c)} de ${c.year}` : '';
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file's size in pt-BR (our choice): bytes below 1 KB, then KB, MB or GB with at most one
 * decimal and a decimal comma, '1,5 MB'. A negative or non-finite size gives ''.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${FILE_SIZE_UNITS[unit]}`;
}
