import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_TOO_LONG, SEARCH_QUERY_TOO_SHORT } from '../messages/search';
import { SEARCH_QUERY_MAX, SEARCH_WORDS_MAX } from '../validation/limits';
import { searchWords, validateSearchQuery } from './search-rules';

describe('search rules', () => {
  it('takes runs of letters and digits as words, once each whatever the case', () => {
    expect(searchWords("Preço: 'pães' & PREÇO | 2026!")).toEqual(['Preço', 'pães', '2026']);
    expect(searchWords('%_* ()')).toEqual([]);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(SEARCH_WORDS_MAX);
  });

  it('asks for 2 letters or digits and at most 100 characters', () => {
    expect(validateSearchQuery('')).toBe(SEARCH_QUERY_TOO_SHORT);
    expect(validateSearchQuery('a')).toBe(SEARCH_QUERY_TOO_SHORT);
    expect(validateSearchQuery('?!*')).toBe(SEARCH_QUERY_TOO_SHORT);
    expect(validateSearchQuery('a b')).toBeUndefined();
    expect(validateSearchQuery('pão')).toBeUndefined();
    expect(validateSearchQuery('x'.repeat(SEARCH_QUERY_MAX))).toBeUndefined();
    expect(validateSearchQuery('x'.repeat(SEARCH_QUERY_MAX + 1))).toBe(SEARCH_QUERY_TOO_LONG);
  });
});
