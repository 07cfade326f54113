/**
 * Words sorted in memory (the lexicon's): whether one of them starts with a given prefix, by a
 * binary search. Sorted by UTF-16 code units, in which the words starting with a prefix follow one
 * another from the first word not before it.
 */
export class SortedWords {
  private readonly words: string[];

  constructor(words: Iterable<string>) {
    this.words = [...words].sort();
  }

  get size(): number {
    return this.words.length;
  }

  /** Some word starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.words.length && this.words[lo].startsWith(prefix);
  }
}
