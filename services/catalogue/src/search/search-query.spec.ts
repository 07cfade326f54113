import { describe, expect, it } from '@jest/globals';
import { buildTerms, splitCommonTerms } from './search-query.js';
import { WordShares } from './sorted-words.js';

// Shares of title_document's most common words, as PostgreSQL's statistics give them for 80,000 films.
const films = {
  rows: 80000,
  shares: new WordShares([['les', 0.071], ['memoires', 0.071], ['une', 0.04], ['louis', 0.027], ['marie', 0.027], ['thomas', 0.024], ['remi', 0.0166], ['arbre', 0.004]]),
};
const terms = (...words: string[]) => buildTerms(words, { known: new Set(words), nearby: new Map() });
const split = (...words: string[]) => {
  const found = splitCommonTerms(terms(...words), [films]);
  return found && { rare: found.rare.map((t) => t.word), common: found.common.map((t) => t.word) };
};

describe('splitCommonTerms', () => {
  it('checks the common words on the rows the rare ones find, when those are likely few', () => {
    // "arna" is not listed: rarer than the least common listed word (0.4%): 80,000 × 2.7% × 0.4% ≈ 9 films.
    expect(split('les', 'memoires', 'marie', 'arna')).toEqual({ rare: ['marie', 'arna'], common: ['les', 'memoires'] });
    expect(split('une', 'remi', 'marie')).toEqual({ rare: ['remi', 'marie'], common: ['une'] });
  });

  it('looks a common word up in the index when the rows the others find would be many', () => {
    // "louis" alone finds 80,000 × 2.7% ≈ 2,160 films: more than "les"'s 5,680 postings are worth checking.
    expect(split('les', 'louis')).toBeNull();
    // With "memoires" too, one of the two common words finds 80,000 × 7.1% × 2.7% ≈ 153 films with "louis": the other is checked on them.
    expect(split('les', 'memoires', 'louis')?.common).toHaveLength(1);
  });

  it('needs both a common word and another one', () => {
    expect(split('les', 'memoires')).toBeNull();
    expect(split('marie', 'arna')).toBeNull();
    expect(split('les')).toBeNull();
  });

  it('takes the largest share over the tables, and splits nothing without statistics', () => {
    const series = { rows: 20000, shares: new WordShares([['marie', 0.2], ['zorro', 0.001]]) };
    // In the series, "marie" is common too: nothing rare but "arna".
    expect(splitCommonTerms(terms('les', 'marie', 'arna'), [films, series])).toMatchObject({ rare: [{ word: 'arna' }], common: [{ word: 'les' }, { word: 'marie' }] });
    expect(splitCommonTerms(terms('les', 'marie', 'arna'), [])).toBeNull();
  });
});
