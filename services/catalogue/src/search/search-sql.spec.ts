import { describe, expect, it } from '@jest/globals';
import { MAX_QUERY_WORDS } from './search-normalize.js';
import { suggestStartsOutrank, trigramPattern } from './search-sql.js';

describe('suggestStartsOutrank', () => {
  it('holds for every number of words a query keeps, so the suggestions may stop at the titles starting with it', () => {
    const counts = Array.from({ length: MAX_QUERY_WORDS + 1 }, (_, n) => n);
    expect(counts.filter((n) => !suggestStartsOutrank(n))).toEqual([]);
  });

  it('stops holding once the words alone could lift another row level with such a title', () => {
    // 10 words: 400 + 40 + 10 × 20 = 640 at least for a title starting with the query, and up to 200 + 40 + 10 × 40 = 640 for another.
    expect(suggestStartsOutrank(10)).toBe(false);
    expect(suggestStartsOutrank(9)).toBe(true);
  });
});

describe('trigramPattern', () => {
  it("keeps a query's words of 3 letters or more, in order, for the trigram index to find the rows holding it", () => {
    expect(trigramPattern('le fugitif de la revolut')).toBe('%fugitif%revolut%');
    expect(trigramPattern('l ombre du pirate')).toBe('%ombre%pirate%');
    expect(trigramPattern('nosferatu')).toBe('%nosferatu%');
  });

  it('keeps the whole query when no word has 3 letters', () => {
    expect(trigramPattern('le c')).toBe('%le c%');
  });

  it('takes LIKE wildcards literally', () => {
    expect(trigramPattern('100% pur_jus')).toBe('%100\\%%pur\\_jus%');
  });
});
