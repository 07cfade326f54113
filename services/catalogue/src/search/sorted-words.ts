/** The first index of `sorted` whose word is not before `prefix` (UTF-16 code unit order). */
function lowerBound(sorted: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The range [from, to) of `sorted` whose words start with `prefix`: they follow one another from lowerBound. */
function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  const from = lowerBound(sorted, prefix);
  let to = from;
  while (to < sorted.length && sorted[to].startsWith(prefix)) to++;
  return [from, to];
}

/**
 * Words sorted in memory (the lexicon's): whether one of them starts with a given prefix, by a
 * binary search. Sorted by UTF-16 code units, in which the words starting with a prefix follow one
 * another from the first word not before it.
 */
export class SortedWords {
  private readonly words: string[];

  constructor(
    words: Iterable<string>,
    /** Every word of the lexicon is here (not only the first ones read). */
    readonly complete = true,
  ) {
    this.words = [...words].sort();
  }

  get size(): number {
    return this.words.length;
  }

  /** Some word starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    const at = lowerBound(this.words, prefix);
    return at < this.words.length && this.words[at].startsWith(prefix);
  }

  /** The words starting with `prefix`, when there are `max` of them at most (undefined otherwise). */
  startingWith(prefix: string, max: number): string[] | undefined {
    const from = lowerBound(this.words, prefix);
    const found: string[] = [];
    for (let at = from; at < this.words.length && this.words[at].startsWith(prefix); at++) {
      if (found.length === max) return undefined;
      found.push(this.words[at]);
    }
    return found;
  }
}

/**
 * Words with a share each (PostgreSQL's most common words of a column and their frequencies),
 * sorted, with running totals: the share of the words starting with any of some prefixes, each word
 * counted once, by binary searches instead of a pass over every word.
 */
export class WordShares {
  private readonly words: string[];
  /** total[i]: the shares of words[0..i) added up. */
  private readonly total: Float64Array;
  /** The smallest share listed (0 when none): a word not listed is rarer than that. */
  readonly least: number;

  constructor(shares: Iterable<[string, number]>) {
    const sorted = [...shares].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.words = sorted.map(([word]) => word);
    this.total = new Float64Array(sorted.length + 1);
    sorted.forEach(([, share], i) => {
      this.total[i + 1] = this.total[i] + share;
    });
    this.least = sorted.length ? Math.min(...sorted.map(([, share]) => share)) : 0;
  }

  /** The shares of the words that start with one of `prefixes`, each word once. */
  shareOf(prefixes: readonly string[]): number {
    const ranges = prefixes.map((prefix) => prefixRange(this.words, prefix)).sort((a, b) => a[0] - b[0]);
    let share = 0;
    let covered = 0;
    for (const [from, to] of ranges) {
      const start = Math.max(from, covered);
      if (to > start) share += this.total[to] - this.total[start];
      covered = Math.max(covered, to);
    }
    return share;
  }
}

/**
 * The share of a table's titles starting with a text, from PostgreSQL's statistics of title_sort: its
 * most common values with their shares, and its histogram (bounds splitting the other rows in equal
 * shares). The most common values starting with the text count their shares; the histogram, the
 * buckets that lie between two bounds starting with it (so a text held by less than a bucket counts
 * nothing from it: an estimate by defect).
 */
export class TitleStarts {
  private readonly rest: number;

  constructor(
    private readonly values: ReadonlyArray<[string, number]>,
    private readonly bounds: readonly string[],
  ) {
    this.rest = Math.max(0, 1 - values.reduce((sum, [, share]) => sum + share, 0));
  }

  shareOf(prefix: string): number {
    const common = this.values.reduce((sum, [value, share]) => sum + (value.startsWith(prefix) ? share : 0), 0);
    if (this.bounds.length < 2) return common;
    const within = this.bounds.filter((bound) => bound.startsWith(prefix)).length;
    return common + (Math.max(0, within - 1) / (this.bounds.length - 1)) * this.rest;
  }
}
