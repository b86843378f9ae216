import { sql, type SQL } from 'drizzle-orm';

/**
 * Full-text search in Portuguese with accents ignored (the `portuguese_unaccent` configuration
 * of migration 0014): stems match ('contratos' finds 'Contrato social', 'precificação' the
 * meeting titled 'Precificação dos pães') and every word of the topic must be in the text.
 */
export const matchesTopic = (text: SQL, topic: string): SQL =>
  sql`to_tsvector('portuguese_unaccent', ${text}) @@ plainto_tsquery('portuguese_unaccent', ${topic})`;

/* ---------- The portal's search (migration 0019) ---------- */

/** Fewest letters a word needs to be looked for inside other words: a trigram's. */
export const PART_OF_WORD_MIN = 3;

/** Where a found word starts and ends in {@link markedText}: characters no typed text holds. */
export const HIT_START = '\u0002';
export const HIT_END = '\u0003';

/** Every word of a query, stemmed, each also as the start of a longer word ('precif:*'). */
const wordsQuery = (words: readonly string[], join: ' & ' | ' | '): SQL =>
  sql`to_tsquery('portuguese_unaccent', ${words.map((w) => `${w}:*`).join(join)})`;

/**
 * The search's match: every word of the query is in the text, by its stem or as the start of a
 * word (the lexeme index of migration 0019), or anywhere inside a word (the trigram index), the
 * latter when every word has PART_OF_WORD_MIN letters or more (shorter ones have no trigram and
 * would read the whole table). `words` come from `searchWords`: letters and digits only, so
 * nothing in them is an operator of the query syntax or of LIKE. `text` must be written as the
 * migration's index expression is, or the indexes go unused.
 */
export const matchesWords = (text: SQL, words: readonly string[]): SQL => {
  const byLexemes = sql`to_tsvector('portuguese_unaccent', ${text}) @@ ${wordsQuery(words, ' & ')}`;
  if (words.some((w) => w.length < PART_OF_WORD_MIN)) return byLexemes;
  const byParts = sql.join(
    words.map((w) => sql`search_fold(${text}) like '%' || search_fold(${w}) || '%'`),
    sql` and `,
  );
  return sql`(${byLexemes} or (${byParts}))`;
};

/** How well the text matches the words by lexemes (0 when only parts of words matched). */
export const wordsRank = (text: SQL, words: readonly string[]): SQL<number> =>
  sql<number>`ts_rank(to_tsvector('portuguese_unaccent', ${text}), ${wordsQuery(words, ' & ')})`.mapWith(
    Number,
  );

const MARKERS = `StartSel=${HIT_START}, StopSel=${HIT_END}, HighlightAll=true`;

/**
 * The whole text with each word the query matches by stem or prefix between HIT_START and
 * HIT_END (ts_headline); markers already in the text are taken out first. A word found only
 * inside another word is not marked here (services/search-highlight.ts marks it).
 */
export const markedText = (text: SQL, words: readonly string[]): SQL<string> =>
  sql<string>`ts_headline('portuguese_unaccent', translate(${text}, ${HIT_START + HIT_END}, ''), ${wordsQuery(words, ' | ')}, ${MARKERS})`;
