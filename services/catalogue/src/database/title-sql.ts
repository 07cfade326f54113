/**
 * SQL building blocks shared by the catalogue's repositories (list conditions, sort orders, the
 * anime test): part of the data layer, so it lives in database/ beside the read routing, and only
 * repositories put it in a statement.
 */
import type { MovieListQuery, SeriesListQuery, SortOrder } from '@streaming/contracts';
import { normalizeText } from '../search/search-normalize.js';

export type TitleTable = 'movies' | 'series';

/** Sort keys and the column each one orders by (title: accent-free, case-free). */
export const SORT_COLUMNS = {
  recent: 'created_at',
  year: 'release_year',
  rating: 'rating',
  views: 'views_count',
  title: 'title_sort',
  duration: 'duration_minutes',
} as const;

/** Each title table's genre links: the link table and its column holding the title id. */
export const GENRE_LINKS: Record<TitleTable, { table: string; column: string }> = {
  movies: { table: 'movie_genres', column: 'movie_id' },
  series: { table: 'series_genres', column: 'series_id' },
};

/** A WHERE clause built with numbered parameters. */
export class SqlParams {
  readonly values: unknown[] = [];
  constructor(start: unknown[] = []) {
    this.values.push(...start);
  }
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The anime genre's id (the genre marked `is_anime`, at most one; NULL when there is none): computed once per statement. */
export const ANIME_GENRE_ID_SQL = `(SELECT id FROM genres WHERE is_anime)`;

/**
 * THE anime rule (DESIGN.md section 9), the only one in the catalogue: member pages, the home
 * carousels, posters and the back office's animes all use it. A series is an anime when its country
 * is Japon or its language Japonais (`japanese`, a generated column, accents and case ignored), or
 * when it has the anime genre, found by its id.
 */
export const ANIME_SQL = (alias: string) =>
  `(${alias}.japanese OR EXISTS (SELECT 1 FROM series_genres sga WHERE sga.series_id = ${alias}.id AND sga.genre_id = ${ANIME_GENRE_ID_SQL}))`;

/**
 * The ids of the genres a slug names: those whose slug it is, or, when none, those whose slug the
 * original product gave it (`seed_slug`: 'comdie' for 'Comédie'), so old links keep working.
 */
export const GENRE_IDS_FOR_SLUG_SQL = (param: string) =>
  `(SELECT id FROM genres WHERE slug = ${param}
    UNION ALL SELECT id FROM genres WHERE seed_slug = ${param} AND NOT EXISTS (SELECT 1 FROM genres WHERE slug = ${param}))`;

type Filters = Partial<Omit<MovieListQuery, 'sort'> & Omit<SeriesListQuery, 'sort'>>;

/** The WHERE conditions of the films and series lists (alias `t`). */
export function titleConditions(table: TitleTable, q: Filters, p: SqlParams): string[] {
  const where: string[] = [];
  if (q.yearFrom !== undefined) where.push(`t.release_year >= ${p.add(q.yearFrom)}`);
  if (q.yearTo !== undefined) where.push(`t.release_year <= ${p.add(q.yearTo)}`);
  if (q.minRating !== undefined) where.push(`t.rating >= ${p.add(q.minRating)}`);
  if (q.minViews !== undefined) where.push(`t.views_count >= ${p.add(q.minViews)}`);
  // "Contains", case- and accent-insensitive; the normalised text has no LIKE wildcard left.
  const director = q.director ? normalizeText(q.director) : '';
  if (director) where.push(`t.director_norm LIKE '%' || ${p.add(director)} || '%'`);
  const country = q.country ? normalizeText(q.country) : '';
  if (country) where.push(`t.country_norm LIKE '%' || ${p.add(country)} || '%'`);
  if (q.quality !== undefined) where.push(`t.quality = ${p.add(q.quality)}`);
  if (q.featured !== undefined) where.push(`t.is_featured = ${p.add(q.featured)}`);
  if (q.isNew !== undefined) where.push(`t.is_new = ${p.add(q.isNew)}`);
  if (q.genre !== undefined) {
    const link = GENRE_LINKS[table];
    where.push(`EXISTS (SELECT 1 FROM ${link.table} lg WHERE lg.${link.column} = t.id AND lg.genre_id IN ${GENRE_IDS_FOR_SLUG_SQL(p.add(q.genre))})`);
  }
  if (table === 'series') {
    if (q.status !== undefined) where.push(`t.status = ${p.add(q.status)}`);
    if (q.anime !== undefined) where.push(q.anime ? ANIME_SQL('t') : `NOT ${ANIME_SQL('t')}`);
  }
  return where;
}

/** Default order: ascending for titles (A to Z), descending otherwise (spec default: recent desc). */
export function orderOf(sort: keyof typeof SORT_COLUMNS, order?: SortOrder): SortOrder {
  return order ?? (sort === 'title' ? 'asc' : 'desc');
}

/** Sort keys whose column may be empty (year, rating, duration): those sort NULLS LAST in both orders. */
const NULLABLE = new Set<keyof typeof SORT_COLUMNS>(['year', 'rating', 'duration']);

/**
 * ORDER BY for a sort; id breaks ties so pages never overlap. Written exactly as the indexes of the
 * migration so PostgreSQL walks an index instead of sorting: NULLS LAST only on nullable columns.
 */
export function orderBy(sort: keyof typeof SORT_COLUMNS, order: SortOrder, alias = 't'): string {
  const dir = order === 'asc' ? 'ASC' : 'DESC';
  const a = alias ? `${alias}.` : '';
  return `${a}${SORT_COLUMNS[sort]} ${dir}${NULLABLE.has(sort) ? ' NULLS LAST' : ''}, ${a}id ${dir}`;
}
