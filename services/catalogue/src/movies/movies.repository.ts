import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueReads } from '../database/catalogue-reads.js';
import { findTitleDetail, TitleWriteRepository, type TitleRow } from '../listing/titles.repository.js';
import { MovieEntity, MovieGenreEntity } from './movie.entity.js';

/** A film's own detail columns, beside those every title has. */
const MOVIE_COLUMNS = 't.duration_minutes, t.budget, t.box_office';

export interface MovieRow extends TitleRow {
  duration_minutes: number | null;
  budget: string | null;
  box_office: string | null;
}

export interface SimilarCandidateRow {
  id: string;
  title: string;
  release_year: number | null;
  poster_url: string | null;
  rating: string | null;
  views_count: number;
  quality: string | null;
  director: string | null;
  is_featured: boolean;
  genre_ids: string[];
}

/**
 * The only code that reads and writes movies and movie_genres (the writes shared with series come
 * from the base). Reads without a write's `manager` are public reads (a read replica when there is one).
 */
@Injectable()
export class MoviesRepository extends TitleWriteRepository<MovieEntity> {
  constructor(private readonly reads: CatalogueReads) {
    super('movies', MovieEntity, { entity: MovieGenreEntity, titleKey: 'movieId' });
  }

  findDetail(id: string, manager?: EntityManager): Promise<MovieRow | null> {
    return findTitleDetail<MovieRow>(manager ?? this.reads, 'movies', MOVIE_COLUMNS, id);
  }

  /**
   * Candidates as the original screen gathered them: films sharing a genre (most shared first),
   * same director, released within 5 years; each with its genre ids for scoring.
   */
  async similarCandidates(id: string): Promise<SimilarCandidateRow[]> {
    return this.reads.query(
      `WITH cur AS (SELECT id, director_norm, release_year FROM movies WHERE id = $1),
       cands AS (
         (SELECT mg.movie_id AS id FROM movie_genres mg
           WHERE mg.genre_id IN (SELECT genre_id FROM movie_genres WHERE movie_id = $1) AND mg.movie_id <> $1
           GROUP BY mg.movie_id ORDER BY count(*) DESC LIMIT 200)
         UNION
         (SELECT m.id FROM movies m JOIN cur ON cur.director_norm <> '' AND m.director_norm = cur.director_norm WHERE m.id <> $1 LIMIT 50)
         UNION
         (SELECT m.id FROM movies m JOIN cur ON m.release_year BETWEEN cur.release_year - 5 AND cur.release_year + 5
           WHERE m.id <> $1 ORDER BY m.rating DESC NULLS LAST LIMIT 50))
       SELECT m.id, m.title, m.release_year, m.poster_url, m.rating, m.views_count, m.quality, m.director, m.is_featured,
              coalesce(array_agg(mg.genre_id) FILTER (WHERE mg.genre_id IS NOT NULL), '{}') AS genre_ids
         FROM cands c JOIN movies m ON m.id = c.id LEFT JOIN movie_genres mg ON mg.movie_id = m.id
        GROUP BY m.id`,
      [id],
    );
  }
}
