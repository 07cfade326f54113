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

  /** Films and series of the genres with this slug, sorted together. */
  async genrePage(genreIds: string[], q: CatalogueFilterQuery & { sort?: SeriesSort; kind?: ContentKind }): Promise<RowsPage<CardRow> & { counts: { movies: number; series: number } }> {
    const p = new SqlParams([genreIds]);
    const where = titleConditions('movies', { yearFrom: q.yearFrom, yearTo: q.yearTo, minRating: q.minRating, minViews: q.minViews }, p);
    const cond = where.length ? `AND ${where.join(' AND ')}` : '';
    const sort = q.sort ?? 'recent';
    const order = orderOf(sort, q.order);
    const pg = paging(q);
    const limit = p.add(pg.offset + pg.pageSize);
    const branch = (table: TitleTable) => {
      const link = table === 'movies' ? 'movie_genres' : 'series_genres';
      const col = table === 'movies' ? 'movie_id' : 'series_id';
      const kind = table === 'movies' ? 'movie' : 'series';
      return `(SELECT '${kind}' AS kind, t.title_sort, t.created_at, ${CARD_COLUMNS.split(', ').map((c) => `t.${c}`).join(', ')},
                 count(*) OVER () AS total
            FROM ${table} t
           WHERE EXISTS (SELECT 1 FROM ${link} l WHERE l.${col} = t.id AND l.genre_id = ANY($1::uuid[])) ${cond}
           ORDER BY ${orderBy(sort, order)} LIMIT ${limit})`;
    };
    const branches = [q.kind !== 'series' ? branch('movies') : null, q.kind !== 'movie' ? branch('series') : null].filter(Boolean);
    const rows: Array<CardRow & { kind: ContentKind; total: string }> = await this.ds.query(
      `SELECT * FROM (${branches.join(' UNION ALL ')}) x ORDER BY ${orderBy(sort, order, 'x')} OFFSET ${p.add(pg.offset)} LIMIT ${p.add(pg.pageSize)}`,
      p.values,
    );
    // The window count is per branch: read it from each branch's first row, or count when the page holds none.
    const counts = { movies: 0, series: 0 };
    const seen = new Set<string>();
    for (const r of rows) {
      if (!seen.has(r.kind)) counts[r.kind === 'movie' ? 'movies' : 'series'] = Number(r.total);
      seen.add(r.kind);
    }
    const missing = (['movie', 'series'] as const).filter((k) => !seen.has(k) && q.kind !== (k === 'movie' ? 'series' : 'movie'));
    for (const k of missing) {
      const table = k === 'movie' ? 'movies' : 'series';
      const link = k === 'movie' ? 'movie_genres' : 'series_genres';
      const col = k === 'movie' ? 'movie_id' : 'series_id';
      const cp = new SqlParams([genreIds]);
      const w = titleConditions('movies', { yearFrom: q.yearFrom, yearTo: q.yearTo, minRating: q.minRating, minViews: q.minViews }, cp);
      const [row] = await this.ds.query(
        `SELECT count(*)::int AS n FROM ${table} t WHERE EXISTS (SELECT 1 FROM ${link} l WHERE l.${col} = t.id AND l.genre_id = ANY($1::uuid[]))
           ${w.length ? `AND ${w.join(' AND ')}` : ''}`,
        cp.values,
      );
      counts[k === 'movie' ? 'movies' : 'series'] = row.n;
    }
    return { ...pg, rows, counts, total: counts.movies + counts.series };
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
