import { GENRE_CATEGORIES, type GenreDto, type GenreMenu } from '@streaming/contracts';
import { slugify } from '../shared/slug.js';

/**
 * The slug is derived from the name as the original back office did (spec 001 section 3): letters
 * other than a-z are dropped, so 'Séries Animées' gives 'sries-animes', the slug the menu links to.
 */
export const genreSlug = (name: string): string => slugify(name.trim());

/** Genres grouped by category, in the spec's category order, names in French order. */
export function groupGenres(genres: GenreDto[]): GenreMenu {
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  return {
    categories: GENRE_CATEGORIES.map((category) => ({
      category,
      genres: genres.filter((g) => g.category === category).sort((a, b) => collator.compare(a.name, b.name)),
    })),
  };
}
