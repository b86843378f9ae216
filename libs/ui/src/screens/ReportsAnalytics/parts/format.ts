import { parseMonthKey } from '@portal/domain';

// How the Analytics screen writes money, months and changes (pt-BR).

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const monthLong = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const oneDecimal = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** What a value the screen cannot compute reads as. */
export const NOT_AVAILABLE = '\u2014';

/** 'R$ 1.234,56' (and '—' for null). */
export const formatMoney = (value: number | null): string =>
  value === null ? NOT_AVAILABLE : brl.format(value);

/** A change in BRL with its sign: '+R$ 1.000,00' / '-R$ 500,00'. */
export const formatSignedMoney = (value: number): string =>
  `${value > 0 ? '+' : ''}${brl.format(value)}`;

/** 'outubro de 2026' for '2026-10' (the text as given when it is not a month). */
export function formatMonth(monthYear: string): string {
  const ym = parseMonthKey(monthYear);
  return ym ? monthLong.format(Date.UTC(ym.year, ym.month - 1, 1)) : monthYear;
}

/** A fraction as a percentage with one decimal: 0.125 → '12,5%'. */
export const formatMargin = (fraction: number | null): string =>
  fraction === null || !Number.isFinite(fraction)
    ? NOT_AVAILABLE
    : `${oneDecimal.format(fraction * 100)}%`;

/** A percentage with its sign and one decimal: '+12,5%' / '-3,0%' ('—' for null). */
export const formatSignedPercent = (percent: number | null): string =>
  percent === null ? NOT_AVAILABLE : `${percent > 0 ? '+' : ''}${oneDecimal.format(percent)}%`;
