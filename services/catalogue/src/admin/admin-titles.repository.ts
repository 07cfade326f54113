import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_SEARCH_CONTAINS_MIN, type AdminSeriesListQuery, type AdminTitleListQuery } from '@streaming/contracts';
import { paging } from '@streaming/platform';
import { ANIME_SQL, GENRE_LINKS, SqlParams, orderBy, orderOf, type TitleTable } from '../database/title-sql.js';
import { normalizeText } from '../search/search-normalize.js';
import type { RowsPage } from '../listing/titles.repository.js';
import type { GenreRow } from '../shared/card.mapper.js';

/** Which back-office table: films, series, or the series the anime rule makes animes. */
export type AdminTable = 'movies' | 'series' | 'animes';

/** A row of a back-office table as PostgreSQL returns it. */
export interface AdminTitleRowData {
  id: string;
  title: string;
  original_title: string | null;
  release_year: number | null;
  rating: string | null;
  views_count: number;
  quality: string | null;
  poster_url: string | null;
  director: string | null;
  country: string | null;
  language: string | null;
  is_featured: boolean;
  is_new: boolean;
  created_at: Date;
  updated_at: Date;
  genres: Array<Pick<GenreRow, 'id' | 'name' | 'category'>>;
  /** Films. */
  duration_minutes?: number | null;
  /** Series and animes. */
  status?: string;
  total_seasons?: number | null;
  total_episodes?: number | null;
  is_anime?: boolean;
}

export interface AdminCountersRow {
  total: number;
  featured: number;
  new: number;
  /** Series and animes: the sum of their episodes. */
  episodes?: number;
}

export interface AdminGenreRowData extends GenreRow {
  is_anime: boolean;
  movies: number;
  series: number;
}

const tableOf = (kind: AdminTable): TitleTable => (kind === 'movies' ? 'movies' : 'series');

const OWN_COLUMNS: Record<TitleTable, string> = {
  movies: 'p.duration_minutes',
  series: `p.status, p.total_seasons, p.total_episodes, ${ANIME_SQL('p')} AS is_anime`,
};

/**
 * The back office's reads of films, series and animes: one page of a table (searched, filtered and
 * sorted by PostgreSQL on the indexes of the member lists, plus the trigram and prefix indexes of
 * search), its summary counters, and the genres with their usage. Admin lists are fresh (DESIGN.md
 * section 9): they read the primary, never a replica that may lag behind an admin's last change.
 */
@Injectable()
export class AdminTitlesRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * One page of rows and the number matching, in two statements: the page walks the sort's index
   * for the page's ids alone (an index-only scan when no filter needs the row: a page deep in the
   * list skips its offset's rows without reading them: offset 49,950 of 80,000 films took 55 ms
   * when each skipped row was read, about 10 ms so, tests/load/README.md "Admin"), then reads each
   * row's columns and genres for the page alone; the count runs
   * only when the page does not already tell it.
   */
  async page(kind: AdminTable, q: AdminTitleListQuery & Pick<AdminSeriesListQuery, 'status'>, unfilteredTotal: () => Promise<number>): Promise<RowsPage<AdminTitleRowData>> {
    const table = tableOf(kind);
    const p = new SqlParams();
    const filters = adminConditions(kind, q, p);
    const where = kind === 'animes' ? [ANIME_SQL('t'), ...filters] : filters;
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const countParams = [...p.values];
    const sort = q.sort ?? 'recent';
    const order = orderBy(sort, orderOf(sort, q.order));
    const pg = paging(q, ADMIN_PAGE_SIZE_DEFAULT);
    const link = GENRE_LINKS[table];
    const rows: AdminTitleRowData[] = await this.ds.query(
      `SELECT p.id, p.title, p.original_title, p.release_year, p.rating, p.views_count, p.quality, p.poster_url, p.director, p.country,
              p.language, p.is_featured, p.is_new, p.created_at, p.updated_at, ${OWN_COLUMNS[table]},
              coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name, 'category', g.category) ORDER BY g.name, g.id)
                          FROM ${link.table} l JOIN genres g ON g.id = l.genre_id WHERE l.${link.column} = p.id), '[]'::json) AS genres
         FROM (SELECT t.id FROM ${table} t ${whereSql} ORDER BY ${order} LIMIT ${p.add(pg.pageSize)} OFFSET ${p.add(pg.offset)}) k
         JOIN ${table} p ON p.id = k.id
        ORDER BY ${orderBy(sort, orderOf(sort, q.order), 'p')}`,
      p.values,
    );
    let total: number;
    if (rows.length < pg.pageSize && (rows.length > 0 || pg.offset === 0)) total = pg.offset + rows.length;
    else if (!filters.length) total = await unfilteredTotal();
    else total = (await this.ds.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM ${table} t ${whereSql}`, countParams))[0].n;
    return { ...pg, rows, total };
  }

  /**
   * The summary cards: every title of the table, featured ones, new ones (and the episodes of series
   * and animes). Films and series: one count per card, each an index-only scan (the primary key, the
   * featured and new partial indexes), about 15 times faster at 100,000 titles than one pass over the
   * wide rows. Animes: one pass over the series the anime rule selects (the rule costs more than the
   * rows).
   */
  async counters(kind: AdminTable): Promise<AdminCountersRow> {
    const table = tableOf(kind);
    const sql = kind === 'animes'
      ? `SELECT count(*)::int AS total, count(*) FILTER (WHERE t.is_featured)::int AS featured, count(*) FILTER (WHERE t.is_new)::int AS new,
                coalesce(sum(t.total_episodes), 0)::int AS episodes
           FROM series t WHERE ${ANIME_SQL('t')}`
      : `SELECT (SELECT count(*) FROM ${table})::int AS total, (SELECT count(*) FROM ${table} WHERE is_featured)::int AS featured,
                (SELECT count(*) FROM ${table} WHERE is_new)::int AS new
                ${table === 'series' ? ', (SELECT coalesce(sum(total_episodes), 0) FROM series)::int AS episodes' : ''}`;
    const [row]: AdminCountersRow[] = await this.ds.query(sql);
    return row;
  }

  /** Every genre with the number of films and series linked to it (one grouped count per link table). */
  genres(): Promise<AdminGenreRowData[]> {
    return this.ds.query(
      `SELECT g.id, g.name, g.slug, g.category, g.is_anime, coalesce(m.n, 0)::int AS movies, coalesce(s.n, 0)::int AS series
         FROM genres g
         LEFT JOIN (SELECT genre_id, count(*) AS n FROM movie_genres GROUP BY genre_id) m ON m.genre_id = g.id
         LEFT JOIN (SELECT genre_id, count(*) AS n FROM series_genres GROUP BY genre_id) s ON s.genre_id = g.id`,
    );
  }
}

/** The WHERE conditions of a back-office table's search and filters (alias `t`); the anime rule of the anime table comes on top. */
export function adminConditions(kind: AdminTable, q: AdminTitleListQuery & Pick<AdminSeriesListQuery, 'status'>, p: SqlParams): string[] {
  const table = tableOf(kind);
  const where: string[] = [];
  const search = q.search ? normalizeText(q.search) : '';
  if (search) {
    // Short text: titles starting with it (prefix index); longer: anywhere in the title, original title or director (trigram index).
    where.push([...search].length < ADMIN_SEARCH_CONTAINS_MIN
      ? `t.title_sort LIKE ${p.add(search)} || '%'`
      : `t.search_text LIKE '%' || ${p.add(search)} || '%'`);
  }
  if (q.genre !== undefined) {
    const link = GENRE_LINKS[table];
    where.push(`EXISTS (SELECT 1 FROM ${link.table} lg WHERE lg.${link.column} = t.id AND lg.genre_id = ${p.add(q.genre)})`);
  }
  if (q.year !== undefined) where.push(`t.release_year = ${p.add(q.year)}`);
  if (q.quality !== undefined) where.push(`t.quality = ${p.add(q.quality)}`);
  if (q.featured !== undefined) where.push(`t.is_featured = ${p.add(q.featured)}`);
  if (q.isNew !== undefined) where.push(`t.is_new = ${p.add(q.isNew)}`);
  if (table === 'series' && q.status !== undefined) where.push(`t.status = ${p.add(q.status)}`);
  return where;
}
