/**
 * Slug derived from a name, as the original product did it: lowercase, every character other than
 * a-z, 0-9, space or dash is DROPPED (accented letters are not transliterated), spaces become
 * dashes, runs of dashes are collapsed and leading/trailing dashes trimmed.
 *
 *   slugify('Séries Animées') === 'sries-animes'
 *   slugify('Comédie')        === 'comdie'
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}
