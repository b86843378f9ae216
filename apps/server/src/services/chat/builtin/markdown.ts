import {
  formatBRL,
  formatChangePercent,
  formatMarginPoints,
  formatNetMargin,
  formatSignedBRL,
} from '@portal/domain';
import type { Metric } from '../tools/finance';

// Markdown the portal renders (marked + DOMPurify): tables for lists, links to the portal's own
// routes as the sources of each fact, BRL and pt-BR numbers through the domain's formatters.

/** A cell's text: no pipe or line break can break the table. */
const cell = (text: string | number): string =>
  String(text)
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');

/** Text of the data written as text, never as markdown it could carry. */
export const plain = (text: string): string => text.replace(/([\\`*_{}[\]<>#~])/g, '\\$1');

export const link = (text: string, href: string): string => `[${plain(text)}](${href})`;

/** A table of figures: the first `textColumns` columns left-aligned, the rest right-aligned. */
export const table = (
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  textColumns = 1,
): string =>
  [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map((_, i) => (i < textColumns ? '---' : '---:')).join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

/** A table whose columns are all text (left-aligned). */
export const textTable = (
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string =>
  [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

/** A figure as the finance screen shows it: money in BRL, the margin a percentage (2 decimals). */
export const figure = (metric: Metric, value: number): string =>
  metric === 'net_margin' ? formatNetMargin(value) : formatBRL(value);

/** A change in percent with its sign, '+12,3%'; '—' when there is none. */
export const percentChangeText = (percent: number | null): string => formatChangePercent(percent);

/** A change of a figure: '+R$ 1.234,00' or, for the margin (in points), '+1,2 p.p.'. */
export const amountChangeText = (metric: Metric, amount: number): string =>
  metric === 'net_margin' ? formatMarginPoints(amount) : formatSignedBRL(amount);

/** 'A, B e C'. */
export const listText = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} e ${items.at(-1)}`;

export const sources = (links: readonly string[]): string =>
  links.length ? `\n\nFonte: ${[...new Set(links)].join(' · ')}` : '';
