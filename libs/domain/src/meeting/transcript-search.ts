import type { TranscriptEntry } from '../model/workspace';

/**
 * docs/product.md, Limits transcript search: case-insensitive "contains" on the entry's text or speaker. The
 * query is trimmed, so a stray space typed in the box does not hide every line; an empty query
 * shows all entries. Order is kept.
 */
export function searchTranscript(
  entries: readonly TranscriptEntry[],
  query: string,
): TranscriptEntry[] {
  const needle = query.trim().toLocaleLowerCase('pt-BR');
  if (needle === '') return [...entries];
  return entries.filter(
    (entry) =>
      entry.text.toLocaleLowerCase('pt-BR').includes(needle) ||
      entry.speaker.toLocaleLowerCase('pt-BR').includes(needle),
  );
}

const twoDecimals = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * docs/product.md: an entry's minutes "shown with two decimals", written the pt-BR way like every other
 * number of the portal: decimal comma (3.5 → '3,50', 0.74 → '0,74'). The transcript arrives as
 * parsed JSON, so a missing or non-numeric value shows as '0,00' instead of 'NaN'.
 */
export function formatMinutes(minutes: number): string {
  return twoDecimals.format(Number.isFinite(minutes) ? minutes : 0);
}
