/**
 * Text rules shared by the moderation lists and requests: how a text is compared without case,
 * accents and punctuation, and how a search becomes a LIKE pattern. Pure.
 */

/** Letters that Unicode decomposition does not split into a base letter and an accent. */
const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', đ: 'd', Đ: 'd' };

/** Lower case, accents and ligatures undone, punctuation and symbols as spaces, spaces collapsed. */
export function foldText(text: string): string {
  return text
    .replace(/[œŒæÆßøØłŁđĐ]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim();
}

/** A LIKE/ILIKE pattern matching texts that contain `search` as typed (its %, _ and \ taken literally; LIKE's escape is \). */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The search of an admin list, trimmed; undefined when there is nothing to search for. */
export function searchText(search: string | undefined): string | undefined {
  const trimmed = search?.trim();
  return trimmed ? trimmed : undefined;
}
