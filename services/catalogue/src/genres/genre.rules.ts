import { GENRE_CATEGORIES, type GenreDto, type GenreMenu } from '@streaming/contracts';
import type { GenreEntity } from './genre.entity.js';

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
