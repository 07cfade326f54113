import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContentKind } from '@streaming/contracts';
import { SqlParams, type Paging } from '../listing/title-filters.js';
import {
  FIELD_WEIGHTS, TITLE_CONTAINS_BONUS, TITLE_EQUALS_BONUS, TYPO_FACTOR, matchQuery, termQuery, type FieldLabel, type SearchTerm,
} from './search-query.js';

export interface SearchRow {
  kind: ContentKind;
  id: string;
  title: string;
  original_title: string | null;
  director: string | null;
  release_year: number | null;
  poster_url: string | null;
  rating: string | null;
  views_count: number;
  quality: string | null;
  score: string | number;
  total?: string;
}

export interface LexiconHits {
  /** Query words that some indexed word starts with. */
  known: Set<string>;
  /** Indexed words close to each query word (trigram similarity), to be checked for one typo. */
  nearby: Map<string, string[]>;
}

/** Below PostgreSQL's default (0.3), so that a typo in a 4- or 5-letter word still finds it. */
const TRIGRAM_THRESHOLD = 0.2;

/** Search on PostgreSQL: weighted full-text documents, trigram indexes and the lexicon. */
@Injectable()
export class SearchRepository {
  constructor(private readonly ds: DataSource) {}

  async lexicon(words: string[]): Promise<LexiconHits> {
    if (!words.length) return { known: new Set(), nearby: new Map() };
    const rows: Array<{ word: string; known: boolean; nearby: string[] }> = await this.ds.transaction(async (m) => {
      await m.query(`SET LOCAL pg_trgm.similarity_threshold = ${TRIGRAM_THRESHOLD}`);
      return m.query(
        `SELECT q.w AS word,
                EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word LIKE q.w || '%') AS known,
                ARRAY(SELECT l.word FROM search_lexicon l
                       WHERE l.word % q.w AND length(l.word) BETWEEN length(q.w) - 1 AND length(q.w) + 1
                       ORDER BY similarity(l.word, q.w) DESC, l.word LIMIT 20) AS nearby
           FROM unnest($1::text[]) AS q(w)`,
        [words],
      );
    });
    return {
      known: new Set(rows.filter((r) => r.known).map((r) => r.word)),
      nearby: new Map(rows.map((r) => [r.word, r.nearby])),
    };
  }

  /** Relevance of a row: per term and field, the field weight (half for a typo match), plus title bonuses. */
  private scoreSql(terms: SearchTerm[], labels: FieldLabel[], phrase: string, p: SqlParams): string {
    const parts: string[] = [];
    for (const term of terms) {
      for (const label of labels) {
        const weight = FIELD_WEIGHTS[label];
        const exact = termQuery(term, label, 'exact');
        const fuzzy = termQuery(term, label, 'fuzzy');
        const whens = [`WHEN t.search_document @@ ${p.add(exact)}::tsquery THEN ${weight}`];
        if (fuzzy) whens.push(`WHEN t.search_document @@ ${p.add(fuzzy)}::tsquery THEN ${weight * TYPO_FACTOR}`);
        parts.push(`CASE ${whens.join(' ')} ELSE 0 END`);
      }
    }
    const q = p.add(phrase);
    parts.push(`CASE WHEN t.title_sort = ${q} THEN ${TITLE_EQUALS_BONUS} WHEN t.title_sort LIKE '%' || ${q} || '%' THEN ${TITLE_CONTAINS_BONUS} ELSE 0 END`);
    return parts.join(' + ');
  }

  /** The results page: films and series ranked together. */
  async search(terms: SearchTerm[], mode: 'all' | 'any', phrase: string, kind: ContentKind | undefined, pg: Paging): Promise<{ rows: SearchRow[]; total: number }> {
    const p = new SqlParams();
    const match = matchQuery(terms, mode);
    const branch = (table: 'movies' | 'series') => {
      const conditions = [`t.title_sort = ${p.add(phrase)}`];
      if (match) conditions.push(`t.search_document @@ ${p.add(match)}::tsquery`);
      return `SELECT '${table === 'movies' ? 'movie' : 'series'}' AS kind, t.id, t.title, t.original_title, t.director, t.release_year,
                     t.poster_url, t.rating, t.views_count, t.quality, ${this.scoreSql(terms, ['A', 'B', 'C', 'D'], phrase, p)} AS score
                FROM ${table} t WHERE ${conditions.join(' OR ')}`;
    };
    const branches = [kind !== 'series' ? branch('movies') : null, kind !== 'movie' ? branch('series') : null].filter(Boolean);
    const rows: SearchRow[] = await this.ds.query(
      `SELECT x.*, count(*) OVER () AS total FROM (${branches.join(' UNION ALL ')}) x
        ORDER BY x.score DESC, x.rating DESC NULLS LAST, x.views_count DESC, x.id
        LIMIT ${p.add(pg.pageSize)} OFFSET ${p.add(pg.offset)}`,
      p.values,
    );
    if (rows.length || pg.offset === 0) return { rows, total: rows.length ? Number(rows[0].total) : 0 };
    // Past the last page: still tell how many there are.
    const [{ n }] = await this.ds.query(`SELECT count(*)::int AS n FROM (${branches.join(' UNION ALL ')}) x`, p.values.slice(0, -2));
    return { rows, total: n };
  }

  /**
   * The header's live search: titles, original titles and directors that contain the query (accent-
   * and case-free), or hold every word of it (with one typo allowed); titles starting with it first.
   */
  async suggest(table: 'movies' | 'series', terms: SearchTerm[], phrase: string, limit: number): Promise<SearchRow[]> {
    const p = new SqlParams();
    const q = p.add(phrase);
    const conditions = [`t.search_text LIKE '%' || ${q} || '%'`];
    const match = matchQuery(terms, 'all', 'ABC');
    if (match) conditions.push(`t.search_document @@ ${p.add(match)}::tsquery`);
    const score = `CASE WHEN t.title_sort LIKE ${q} || '%' THEN 100 WHEN t.title_sort LIKE '%' || ${q} || '%' THEN 50
                        WHEN t.search_text LIKE '%' || ${q} || '%' THEN 20 ELSE 0 END + ${this.scoreSql(terms, ['A', 'B', 'C'], phrase, p)}`;
    return this.ds.query(
      `SELECT '${table === 'movies' ? 'movie' : 'series'}' AS kind, t.id, t.title, t.original_title, t.director, t.release_year,
              t.poster_url, t.rating, t.views_count, t.quality, ${score} AS score
         FROM ${table} t WHERE ${conditions.join(' OR ')}
        ORDER BY score DESC, t.rating DESC NULLS LAST, t.views_count DESC, t.id LIMIT ${Number(limit)}`,
      p.values,
    );
  }
}
