import { describe, expect, it } from '@jest/globals';
import { MAX_QUERY_WORDS } from './search-normalize.js';
import { FIELD_WEIGHTS, TITLE_CONTAINS_BONUS } from './search-query.js';
import { points, SUGGEST_TIERS, suggestStartsOutrank, trigramPattern, WALK_INSIDE_SCORE, walkStartsScore, WALK_WORD_SCORE } from './search-sql.js';

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

// Scores in quarter points, for a query of one word (SUGGEST_TIERS, FIELD_WEIGHTS, the title bonuses).
const title = points(FIELD_WEIGHTS.A);
const credits = points(FIELD_WEIGHTS.B) + points(FIELD_WEIGHTS.C);
const bonus = points(TITLE_CONTAINS_BONUS);

describe('the suggestions walks', () => {
  it('walk, for a word typed alone, the rows no other row outranks but those starting with it or holding it in their credits', () => {
    expect(WALK_INSIDE_SCORE).toBe(260);
    // Rows that neither start with the query nor hold the word in their original title or director.
    const others = { insideNotAsAWord: SUGGEST_TIERS.inside + bonus, outsideTheTitle: SUGGEST_TIERS.text + title, wordOnly: title };
    expect(Math.max(...Object.values(others))).toBeLessThan(WALK_INSIDE_SCORE);
  });

  it('walk, for a word typed among short ones, the rows every row holding the whole query or the word in its credits outranks', () => {
    expect(WALK_WORD_SCORE).toBe(20);
    expect(SUGGEST_TIERS.text).toBeGreaterThan(WALK_WORD_SCORE);
    // The credits alone can tie a walked row (8 + 12): such rows are read in full, never walked.
    expect(credits).toBe(WALK_WORD_SCORE);
  });

  it('walks, among the titles starting with the query, the ones every term of which is a title word, above the others without credits', () => {
    // Two terms: 400 + 40 + 2 × 20.
    expect(walkStartsScore(2)).toBe(480);
    for (const terms of [1, 2, 3, 5]) {
      // A term missing from the title, none in the credits, the title not equal to the query.
      const lacking = SUGGEST_TIERS.starts + bonus + (terms - 1) * title;
      expect(lacking).toBeLessThan(walkStartsScore(terms));
    }
  });
});
