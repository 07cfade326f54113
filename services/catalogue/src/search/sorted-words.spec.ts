import { describe, expect, it } from '@jest/globals';
import { SortedWords } from './sorted-words.js';

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
});
