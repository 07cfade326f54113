/** Letters that Unicode does not decompose into a base letter and an accent, spelt as French writes them out. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * The slug of a name: lowercase, accented letters transliterated (é -> e, œ -> oe), every other
 * character than a-z, 0-9, space or dash dropped, spaces as dashes, runs of dashes collapsed and
 * leading/trailing dashes trimmed.
 *
 *   slugify('Séries Animées') === 'series-animees'
 *   slugify('Comédie')        === 'comedie'
 */
export function slugify(name: string): string {
  const plain = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[œæßøłđðþı]/g, (c) => LIGATURES[c]);
  return seedSlug(plain);
}

/**
 * The slug as the original product derived it (spec 001 section 3), which DROPPED accented letters
 * instead of transliterating them: 'Comédie' gave 'comdie', 'Séries Animées' 'sries-animes'. Links
 * and bookmarks made with those still lead to their genre (the `seed_slug` column computes the same
 * from the name, migration 1764600000000).
 *
 *   seedSlug('Séries Animées') === 'sries-animes'
 */
export function seedSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
