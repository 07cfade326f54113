/*
 * Genre slugs, as the catalogue derives them and the back office checks them before sending a form.
 * Pure functions of a string (no other module): the web app imports them as values through the
 * package's `@streaming/contracts/genre-rules` entry, without pulling the DTOs into its bundle.
 */

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

/**
 * A genre's slug: its name, trimmed, through `slugify` (spec 001 section 3: the slug is derived from
 * the name). 'Séries Animées' gives 'series-animees', the slug the menu links to; '' when the name has
 * no letter or digit that transliterates (the catalogue refuses it, GENRE_SLUG_EMPTY).
 */
export const genreSlug = (name: string): string => slugify(name.trim());
