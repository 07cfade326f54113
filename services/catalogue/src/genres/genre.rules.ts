import { GENRE_CATEGORIES, type GenreDto, type GenreMenu } from '@streaming/contracts';
import type { GenreEntity } from './genre.entity.js';
import { slugify } from '../shared/slug.js';

/**
 * The slug is derived from the name (spec 001 section 3), accents transliterated: 'Séries Animées'
 * gives 'series-animees', the slug the menu links to. The original product dropped the accented
 * letters instead ('sries-animes'); those slugs still lead to their genre (GenresRepository.bySlug).
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

/** What the audit log keeps of a genre. */
export const genreAuditFields = (g: Pick<GenreEntity, 'name' | 'slug' | 'category' | 'isAnime'>): Record<string, unknown> => ({
  name: g.name,
  slug: g.slug,
  category: g.category,
  isAnime: g.isAnime,
});
