import { describe, expect, it } from '@jest/globals';
import { MAX_QUERY_WORDS } from './search-normalize.js';
import { suggestStartsOutrank } from './search-sql.js';

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
