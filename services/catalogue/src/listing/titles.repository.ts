import { Injectable } from '@nestjs/common';
import { type EntityManager, type EntityTarget, type FindOptionsWhere, type ObjectLiteral, type QueryDeepPartialEntity } from 'typeorm';
import type { CatalogueFilterQuery, ContentKind, MovieListQuery, MovieSort, SeriesListQuery } from '@streaming/contracts';
import { CARD_COLUMNS, type CardRow, type GenreRow } from '../shared/card.mapper.js';
import type { TitleEntity } from '../shared/title.entity.js';
import { CatalogueReads, type SqlReader } from '../database/catalogue-reads.js';
import { paging, type Paging } from '@streaming/platform';
import { ANIME_SQL, GENRE_LINKS, SqlParams, orderBy, orderOf, titleConditions, type TitleTable } from '../database/title-sql.js';

export interface RowsPage<T> extends Paging {
  rows: T[];
  total: number;
}

/** A pool's order: best rated first (ties: most viewed), or most recently added first. */
const POOL_ORDER = {
  best: 't.rating DESC NULLS LAST, t.views_count DESC, t.id',
  recent: 't.created_at DESC, t.id DESC',
} as const;

/** Which cards a pool holds (home carousels, films / series page sections). */
export interface CardPool {
  order: keyof typeof POOL_ORDER;
  limit: number;
  /** Featured titles only. */
  featured?: boolean;
  /** Rated at least this. */
  minRating?: number;
  /** Series only: animes only (true) or animes left out (false). */
  anime?: boolean;
}

/** What `SELECT count(*)::int AS n` returns. */
interface CountRow {
  n: number;
}

/** A comma-separated column list, each column taken from the table alias `t`. */
const fromT = (columns: string) => columns.split(/,\s*/).map((c) => `t.${c}`).join(', ');

/** Reads shared by films and series: filtered, sorted pages of cards, counts, home pools. Public reads: on a read replica when there is one. */
@Injectable()
export class TitlesRepository {
  constructor(private readonly reads: CatalogueReads) {}

  async count(table: TitleTable): Promise<number> {
    const [row] = await this.reads.query<CountRow[]>(`SELECT count(*)::int AS n FROM ${table}`);
    return row.n;
  }

  /**
   * One page of cards plus the total, in two queries: the page one walks the sort index. Titles of
   * `excludeIds` are left out of both (the sections shown above 'Tous les Films').
   */
  async list(table: TitleTable, q: MovieListQuery | SeriesListQuery, excludeIds: readonly string[] = []): Promise<RowsPage<CardRow>> {
    const p = new SqlParams();
    const where = titleConditions(table, q, p);
    if (excludeIds.length) where.push(`t.id <> ALL(${p.add(excludeIds)}::uuid[])`);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const sort = q.sort ?? 'recent';
    const pg = paging(q);
    const countParams = [...p.values];
    const rows: CardRow[] = await this.reads.query(
      `SELECT ${fromT(CARD_COLUMNS)} FROM ${table} t ${whereSql}
        ORDER BY ${orderBy(sort, orderOf(sort, q.order))} LIMIT ${p.add(pg.pageSize)} OFFSET ${p.add(pg.offset)}`,
      p.values,
    );
    const total = rows.length < pg.pageSize && (rows.length > 0 || pg.offset === 0)
      ? pg.offset + rows.length
      : (await this.reads.query<CountRow[]>(`SELECT count(*)::int AS n FROM ${table} t ${whereSql}`, countParams))[0].n;
    return { ...pg, rows, total };
  }

  /** Films and series of the genres with this slug, sorted together; counts per kind in parallel. */
  async genrePage(genreIds: string[], q: CatalogueFilterQuery & { sort?: MovieSort; kind?: ContentKind }): Promise<RowsPage<CardRow> & { counts: { movies: number; series: number } }> {
    const sort = q.sort ?? 'recent';
    const order = orderOf(sort, q.order);
    const pg = paging(q);
    const filters = { yearFrom: q.yearFrom, yearTo: q.yearTo, minRating: q.minRating, minViews: q.minViews };
    const tables: TitleTable[] = [q.kind !== 'series' ? 'movies' : null, q.kind !== 'movie' ? 'series' : null].filter((t): t is TitleTable => t !== null);
    // Series have no duration: sorted by it, they come after the films (NULLS LAST), by id.
    const source = (table: TitleTable) => (table === 'series' && sort === 'duration' ? '(SELECT s.*, NULL::int AS duration_minutes FROM series s)' : table);
    const inGenre = (table: TitleTable, p: SqlParams) => {
      const link = GENRE_LINKS[table];
      const where = [`EXISTS (SELECT 1 FROM ${link.table} l WHERE l.${link.column} = t.id AND l.genre_id = ANY($1::uuid[]))`, ...titleConditions(table, filters, p)];
      return `FROM ${source(table)} t WHERE ${where.join(' AND ')}`;
    };
    const count = async (table: TitleTable) => {
      const p = new SqlParams([genreIds]);
      const [row] = await this.reads.query<CountRow[]>(`SELECT count(*)::int AS n ${inGenre(table, p)}`, p.values);
      return row.n;
    };
    const p = new SqlParams([genreIds]);
    const limit = p.add(pg.offset + pg.pageSize);
    // Each kind sorted and cut at offset + pageSize on its own index, then merged.
    const branches = tables.map(
      (table) => `(SELECT '${table === 'movies' ? 'movie' : 'series'}' AS kind, t.title_sort, t.created_at,
                    ${table === 'movies' || sort === 'duration' ? 't.duration_minutes' : 'NULL::int AS duration_minutes'},
                    ${fromT(CARD_COLUMNS)} ${inGenre(table, p)}
                   ORDER BY ${orderBy(sort, order)} LIMIT ${limit})`,
    );
    const [rows, movies, series] = await Promise.all([
      this.reads.query<Array<CardRow & { kind: ContentKind }>>(
        `SELECT * FROM (${branches.join(' UNION ALL ')}) x ORDER BY ${orderBy(sort, order, 'x')} OFFSET ${p.add(pg.offset)} LIMIT ${p.add(pg.pageSize)}`,
        p.values,
      ),
      tables.includes('movies') ? count('movies') : Promise.resolve(0),
      tables.includes('series') ? count('series') : Promise.resolve(0),
    ]);
    return { ...pg, rows, counts: { movies, series }, total: movies + series };
  }

  /** A pool of cards for the home carousels and the films / series page sections. */
  async pool(table: TitleTable, q: CardPool): Promise<CardRow[]> {
    const p = new SqlParams();
    const where: string[] = [];
    if (q.featured) where.push('t.is_featured');
    if (q.minRating !== undefined) where.push(`t.rating >= ${p.add(q.minRating)}`);
    if (table === 'series' && q.anime !== undefined) where.push(q.anime ? ANIME_SQL('t') : `NOT ${ANIME_SQL('t')}`);
    return this.reads.query(
      `SELECT ${fromT(CARD_COLUMNS)} FROM ${table} t ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
        ORDER BY ${POOL_ORDER[q.order]} LIMIT ${p.add(q.limit)}`,
      p.values,
    );
  }
}

/** Detail columns films and series share (same names in both tables). */
const TITLE_COLUMNS = `id, title, original_title, synopsis, release_year, director, country, language, quality, poster_url, trailer_url,
  video_url, video_url_vf, video_url_vostfr, subtitles_url_vostfr, rating, views_count, is_featured, is_new, created_at, updated_at`;

/** A detail row as PostgreSQL returns it: the shared columns and the title's genres. */
export interface TitleRow {
  id: string;
  title: string;
  original_title: string | null;
  synopsis: string | null;
  release_year: number | null;
  director: string | null;
  country: string | null;
  language: string | null;
  quality: string | null;
  poster_url: string | null;
  trailer_url: string | null;
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  subtitles_url_vostfr: string | null;
  rating: string | null;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  created_at: Date;
  updated_at: Date;
  genres: GenreRow[];
}

const GENRES_JSON = `coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'category', g.category)
  ORDER BY g.category, g.name) FILTER (WHERE g.id IS NOT NULL), '[]'::json) AS genres`;

/**
 * One film or series with its genres, or null: the shared columns plus `ownColumns` (the kind's
 * own, written against alias `t`). Runs on `db`: a write's transaction (so it reads back its own
 * change) or the public reads (CatalogueReads).
 */
export async function findTitleDetail<R extends TitleRow>(db: SqlReader, table: TitleTable, ownColumns: string, id: string): Promise<R | null> {
  const link = GENRE_LINKS[table];
  const rows: R[] = await db.query(
    `SELECT ${fromT(TITLE_COLUMNS)}, ${ownColumns}, ${GENRES_JSON}
       FROM ${table} t LEFT JOIN ${link.table} l ON l.${link.column} = t.id LEFT JOIN genres g ON g.id = l.genre_id
      WHERE t.id = $1 GROUP BY t.id`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The back office's writes films and series share, each on the caller's transaction: the title row
 * and its genre links. A kind's repository extends it with its table, entity and link entity.
 */
export abstract class TitleWriteRepository<E extends TitleEntity> {
  protected constructor(
    private readonly table: TitleTable,
    private readonly entity: EntityTarget<E>,
    /** The genre link entity and its property holding the title id (`movieId`, `seriesId`). */
    private readonly genreLink: { entity: EntityTarget<ObjectLiteral>; titleKey: string },
  ) {}

  async exists(id: string, manager: EntityManager): Promise<boolean> {
    return (await manager.countBy(this.entity, { id } as FindOptionsWhere<E>)) > 0;
  }

  /**
   * Locks the title's row until the transaction ends (another admin's write on it waits), so what
   * is read of it next is what the change starts from; false when there is no such title.
   */
  async lock(id: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM ${this.table} WHERE id = $1 FOR UPDATE`, [id]);
    return rows.length > 0;
  }

  async insert(title: E, manager: EntityManager): Promise<void> {
    await manager.insert(this.entity, title as QueryDeepPartialEntity<E>);
  }

  async update(id: string, patch: Partial<E>, manager: EntityManager): Promise<void> {
    await manager.update(this.entity, { id } as FindOptionsWhere<E>, { ...patch, updatedAt: new Date() } as QueryDeepPartialEntity<E>);
  }

  /** The deleted title, or null when there was none (its links, and a series' episodes, go with it). */
  async delete(id: string, manager: EntityManager): Promise<string | null> {
    const [row]: Array<{ title: string }> = await manager.query(`SELECT title FROM ${this.table} WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) return null;
    await manager.delete(this.entity, { id } as FindOptionsWhere<E>);
    return row.title;
  }

  /** Edit rule of the back office: links are deleted and reinserted. */
  async replaceGenres(titleId: string, genreIds: string[], manager: EntityManager): Promise<void> {
    const { entity, titleKey } = this.genreLink;
    await manager.delete(entity, { [titleKey]: titleId });
    if (genreIds.length) await manager.insert(entity, [...new Set(genreIds)].map((genreId) => ({ [titleKey]: titleId, genreId })));
  }
}
