import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CatalogueFilterQuery, ContentKind, MovieListQuery, SeriesListQuery, SeriesSort } from '@streaming/contracts';
import { CARD_COLUMNS, type CardRow } from '../shared/card.mapper.js';
import { ANIME_SQL, SqlParams, orderBy, orderOf, paging, titleConditions, type Paging, type TitleTable } from './title-filters.js';

export interface RowsPage<T> extends Paging {
  rows: T[];
  total: number;
}

/** Reads shared by films and series: filtered, sorted pages of cards, counts, home pools. */
@Injectable()
export class TitlesRepository {
  constructor(private readonly ds: DataSource) {}

  async count(table: TitleTable): Promise<number> {
    const [row] = await this.ds.query(`SELECT count(*)::int AS n FROM ${table}`);
    return row.n;
  }

  /** One page of cards plus the total, in two queries: the page one walks the sort index. */
  async list(table: TitleTable, q: MovieListQuery | SeriesListQuery): Promise<RowsPage<CardRow>> {
    const p = new SqlParams();
    const where = titleConditions(table, q, p);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const sort = q.sort ?? 'recent';
    const pg = paging(q);
    const countParams = [...p.values];
    const rows: CardRow[] = await this.ds.query(
      `SELECT ${CARD_COLUMNS.split(', ').map((c) => `t.${c}`).join(', ')} FROM ${table} t ${whereSql}
        ORDER BY ${orderBy(sort, orderOf(sort, q.order))} LIMIT ${p.add(pg.pageSize)} OFFSET ${p.add(pg.offset)}`,
      p.values,
    );
    const total = rows.length < pg.pageSize && (rows.length > 0 || pg.offset === 0)
      ? pg.offset + rows.length
      : (await this.ds.query(`SELECT count(*)::int AS n FROM ${table} t ${whereSql}`, countParams))[0].n;
    return { ...pg, rows, total };
  }

  /** Films and series of the genres with this slug, sorted together; counts per kind in parallel. */
  async genrePage(genreIds: string[], q: CatalogueFilterQuery & { sort?: SeriesSort; kind?: ContentKind }): Promise<RowsPage<CardRow> & { counts: { movies: number; series: number } }> {
    const sort = q.sort ?? 'recent';
    const order = orderOf(sort, q.order);
    const pg = paging(q);
    const filters = { yearFrom: q.yearFrom, yearTo: q.yearTo, minRating: q.minRating, minViews: q.minViews };
    const tables: TitleTable[] = [q.kind !== 'series' ? 'movies' : null, q.kind !== 'movie' ? 'series' : null].filter((t): t is TitleTable => t !== null);
    const inGenre = (table: TitleTable, p: SqlParams) => {
      const [link, col] = table === 'movies' ? ['movie_genres', 'movie_id'] : ['series_genres', 'series_id'];
      const where = [`EXISTS (SELECT 1 FROM ${link} l WHERE l.${col} = t.id AND l.genre_id = ANY($1::uuid[]))`, ...titleConditions(table, filters, p)];
      return `FROM ${table} t WHERE ${where.join(' AND ')}`;
    };
    const count = async (table: TitleTable) => {
      const p = new SqlParams([genreIds]);
      const [row] = await this.ds.query(`SELECT count(*)::int AS n ${inGenre(table, p)}`, p.values);
      return row.n as number;
    };
    const p = new SqlParams([genreIds]);
    const limit = p.add(pg.offset + pg.pageSize);
    // Each kind sorted and cut at offset + pageSize on its own index, then merged.
    const branches = tables.map(
      (table) => `(SELECT '${table === 'movies' ? 'movie' : 'series'}' AS kind, t.title_sort, t.created_at,
                    ${CARD_COLUMNS.split(', ').map((c) => `t.${c}`).join(', ')} ${inGenre(table, p)}
                   ORDER BY ${orderBy(sort, order)} LIMIT ${limit})`,
    );
    const [rows, movies, series] = await Promise.all([
      this.ds.query(
        `SELECT * FROM (${branches.join(' UNION ALL ')}) x ORDER BY ${orderBy(sort, order, 'x')} OFFSET ${p.add(pg.offset)} LIMIT ${p.add(pg.pageSize)}`,
        p.values,
      ) as Promise<Array<CardRow & { kind: ContentKind }>>,
      tables.includes('movies') ? count('movies') : Promise.resolve(0),
      tables.includes('series') ? count('series') : Promise.resolve(0),
    ]);
    return { ...pg, rows, counts: { movies, series }, total: movies + series };
  }

  /** Cards for the home pools. */
  async cards(table: TitleTable, opts: { where?: string; orderBy: string; limit: number }): Promise<CardRow[]> {
    return this.ds.query(
      `SELECT ${CARD_COLUMNS.split(', ').map((c) => `t.${c}`).join(', ')} FROM ${table} t ${opts.where ? `WHERE ${opts.where}` : ''}
        ORDER BY ${opts.orderBy} LIMIT ${Number(opts.limit)}`,
    );
  }

  readonly animeSql = ANIME_SQL;
}
