import { format, isValid, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/**
 * Meeting and task dates (SPEC §9): weekday, day, month abbreviation, year, 'às' hour:minute,
 * e.g. 'segunda-feira, 15 de jan de 2024 às 14:05'. Unparseable input gives '' so a bad
 * value never renders 'Invalid Date'.
 */
export function formatMeetingDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, "EEEE, d 'de' MMM 'de' yyyy 'às' HH:mm", { locale: ptBR }) : '';
}

/** Admin screens: dd/MM/yyyy HH:mm. */
export function formatAdminDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, 'dd/MM/yyyy HH:mm', { locale: ptBR }) : '';
}

/** Report month in pt-BR, e.g. 'março de 2024'. */
export function formatMonthYear(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, "MMMM 'de' yyyy", { locale: ptBR }) : '';
}

const saoPauloParts = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as São Paulo's clock shows it, dd/MM/yyyy HH:mm, whatever zone the browser or the
 * server runs in (the portal's people are in São Paulo). Unparseable input gives ''.
 */
export function formatSaoPauloDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = saoPauloParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Brazilian real, e.g. 'R$ 1.234,56' (Intl puts a no-break space after R$). */
export function formatBRL(value: number): string {
  return brl.format(Number.isFinite(value) ? value : 0);
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

/** Percentage change from `from` to `to` relative to |from|, rounded (reports card 2). */
export function percentChange(from: number, to: number): number {
  if (from === 0) return 0;
  return Math.round(((to - from) / Math.abs(from)) * 100);
}

/** Chat bubbles: pt-BR 2-digit hour and minute, e.g. '09:05'. */
export function formatChatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' }) : '';
}

/** A library item's date (SPEC silent; ours): day, month abbreviation, year, '3 de mai de 2025'. */
export function formatDocumentDate(value: DateInput): string {
  const date = toDate(value);
  return date ? format(date, "d 'de' MMM 'de' yyyy", { locale: ptBR }) : '';
}

const FILE_SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file's size in pt-BR (SPEC silent; ours): bytes below 1 KB, then KB, MB or GB with at most one
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
