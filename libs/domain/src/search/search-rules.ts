import { SEARCH_QUERY_TOO_LONG, SEARCH_QUERY_TOO_SHORT } from '../messages/search';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_WORDS_MAX } from '../validation/limits';

// What a search looks for, the same in the box, the contract and the server.

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a query, in order and without repeats (case ignored): runs of letters and digits,
 * so punctuation, quotes and operators of any query language are never passed on. At most
 * SEARCH_WORDS_MAX.
 */
export function searchWords(query: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const word of query.match(WORD) ?? []) {
    const key = word.toLocaleLowerCase('pt-BR');
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === SEARCH_WORDS_MAX) break;
  }
  return words;
}

/**
 * The query's refusal, or undefined when it may be searched: SEARCH_QUERY_MIN letters or digits
 * at least (punctuation alone finds nothing), SEARCH_QUERY_MAX characters at most.
 */
export function validateSearchQuery(query: string): string | undefined {
  if (query.length > SEARCH_QUERY_MAX) return SEARCH_QUERY_TOO_LONG;
  if (searchWords(query).join('').length < SEARCH_QUERY_MIN) return SEARCH_QUERY_TOO_SHORT;
  return undefined;
}
