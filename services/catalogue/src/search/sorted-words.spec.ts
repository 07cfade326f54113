import { describe, expect, it } from '@jest/globals';
import { SortedWords, TitleStarts, WordShares } from './sorted-words.js';

describe('SortedWords', () => {
  const words = new SortedWords(['memoires', 'chateau', 'chat', 'nuit', 'zoe', 'a1', 'œuvre']);

  it('knows every prefix of its words, the whole words included', () => {
    for (const prefix of ['mem', 'memoires', 'cha', 'chat', 'chate', 'chateau', 'n', 'zoe', 'a1', 'œu']) expect({ prefix, known: words.hasPrefix(prefix) }).toEqual({ prefix, known: true });
  });

  it('knows nothing else', () => {
    for (const prefix of ['memoiress', 'chb', 'ch t', 'nuits', 'zz', 'a2', 'b', '~']) expect({ prefix, known: words.hasPrefix(prefix) }).toEqual({ prefix, known: false });
    expect(new SortedWords([]).hasPrefix('a')).toBe(false);
  });

  it('counts its words', () => {
    expect(words.size).toBe(7);
  });

  it('lists the words starting with a prefix, sorted, when they are few enough', () => {
    expect(words.startingWith('cha', 2)).toEqual(['chat', 'chateau']);
    expect(words.startingWith('chate', 2)).toEqual(['chateau']);
    expect(words.startingWith('nuits', 2)).toEqual([]);
    expect(words.startingWith('cha', 1)).toBeUndefined();
    expect(words.startingWith('', 7)).toHaveLength(7);
  });
});

describe('WordShares', () => {
  const shares = new WordShares([['paris', 0.1], ['parisien', 0.02], ['noir', 0.2], ['nuit', 0.05], ['chat', 0.01], ['chateau', 0.03]]);

  it('adds up the shares of the words starting with a prefix', () => {
    expect(shares.shareOf(['pari'])).toBeCloseTo(0.12);
    expect(shares.shareOf(['paris'])).toBeCloseTo(0.12);
    expect(shares.shareOf(['parisi'])).toBeCloseTo(0.02);
    expect(shares.shareOf(['n'])).toBeCloseTo(0.25);
    expect(shares.shareOf(['zebre'])).toBe(0);
  });

  it('counts a word once when several prefixes (a word and its synonyms) start it', () => {
    expect(shares.shareOf(['chat', 'chateau'])).toBeCloseTo(0.04);
    expect(shares.shareOf(['chateau', 'cha', 'noir'])).toBeCloseTo(0.24);
    expect(shares.shareOf(['nuit', 'paris'])).toBeCloseTo(0.17);
  });

  it('gives what a pass over every word gives', () => {
    const entries: Array<[string, number]> = ['ab', 'abc', 'abd', 'b', 'ba', 'bab', 'c', 'ca', 'cab'].map((w, i) => [w, (i + 1) / 100]);
    const all = new WordShares(entries);
    for (const prefixes of [['a'], ['ab', 'abc'], ['b', 'ba', 'c'], ['ca', 'cab', 'x'], ['abd', 'ba']]) {
      const slow = entries.filter(([w]) => prefixes.some((p) => w.startsWith(p))).reduce((sum, [, f]) => sum + f, 0);
      expect({ prefixes, share: all.shareOf(prefixes) }).toEqual({ prefixes, share: expect.closeTo(slow, 10) });
    }
  });
});

describe('TitleStarts', () => {
  // Half the titles are most common values; the histogram's 5 bounds split the other half in 4 buckets of 12.5%.
  const starts = new TitleStarts(
    [['les memoires de louis', 0.3], ['les memoires de marie', 0.1], ['un ete a paris', 0.1]],
    ['a', 'le chateau', 'les ombres', 'les voyages', 'z'],
  );

  it("adds the most common values' shares and the buckets between two bounds starting with the text", () => {
    // 0.4 of common values, and one bucket between 'les ombres' and 'les voyages'.
    expect(starts.shareOf('les')).toBeCloseTo(0.525);
    expect(starts.shareOf('les memoires')).toBeCloseTo(0.4);
    expect(starts.shareOf('un')).toBeCloseTo(0.1);
  });

  it('counts nothing from a bucket the text does not span: an estimate by defect', () => {
    expect(starts.shareOf('le c')).toBe(0);
    expect(starts.shareOf('xyz')).toBe(0);
    expect(new TitleStarts([], []).shareOf('les')).toBe(0);
  });
});
