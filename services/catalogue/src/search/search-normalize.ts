/**
 * Search normalisation, the same as the database's norm_text(): lower case, accents removed,
 * œ -> oe and æ -> ae, punctuation (colons, dashes, apostrophes...) turned into spaces, spaces
 * collapsed. Words of 2 letters or fewer are not searched for (spec section 5).
 */

/** Letters that unaccent maps but Unicode decomposition does not. */
const SPECIAL: Record<string, string> = {
  œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ð: 'd', þ: 'th', Þ: 'th', ı: 'i',
};

export const MIN_WORD_LENGTH = 3;
/** More words than this in one query are ignored (a sentence pasted into the box). */
export const MAX_QUERY_WORDS = 8;

export function normalizeText(input: string): string {
  return input
    .replace(/[œŒæÆßøØłŁđĐðþÞı]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim();
}

/**
 * PostgreSQL's text parser, which builds the documents searched, reads a word starting like a
 * number in scientific notation as that number and a word: "64e1d8be" is "64e1" then "d8be".
 */
const SCIENTIFIC_START = /^(\d+e\d+)(\D.*)$/u;

/** A normalised word as the documents hold it: one word, or the two the parser reads. */
function documentWords(word: string): string[] {
  const parts = SCIENTIFIC_START.exec(word);
  return parts ? [parts[1], parts[2]] : [word];
}

/** The distinct words worth searching for of a query already normalised (normalizeText), in order, cut as the documents are. */
export function searchWords(phrase: string): string[] {
  const words = phrase
    .split(' ')
    .flatMap(documentWords)
    .filter((w) => [...w].length >= MIN_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/**
 * Optimal string alignment distance (Levenshtein plus the swap of two neighbours), stopping
 * early once it exceeds `max`. One typo = one letter wrong, missing, added or two letters swapped.
 */
export function editDistance(a: string, b: string, max = 2): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[t.length];
}

/** Words of 4 letters or more may carry one typo; shorter ones must be exact. */
export const TYPO_MIN_LENGTH = 4;

export function isOneTypoAway(query: string, known: string): boolean {
  return [...query].length >= TYPO_MIN_LENGTH && query !== known && editDistance(query, known, 1) <= 1;
}

/** A tsquery lexeme: normalised words hold no quote or backslash, but escape anyway. */
export function lexeme(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
