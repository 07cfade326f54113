import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { GenreRow } from '../shared/card.mapper.js';
import { MovieEntity, MovieGenreEntity } from './movie.entity.js';

export const MOVIE_COLUMNS = `m.id, m.title, m.original_title, m.synopsis, m.release_year, m.duration_minutes, m.director, m.country,
  m.language, m.quality, m.poster_url, m.trailer_url, m.video_url, m.video_url_vf, m.video_url_vostfr, m.rating, m.views_count,
  m.is_featured, m.is_new, m.budget, m.box_office, m.created_at, m.updated_at`;

export interface MovieRow {
  id: string;
  title: string;
  original_title: string | null;
  synopsis: string | null;
  release_year: number | null;
  duration_minutes: number | null;
  director: string | null;
  country: string | null;
  language: string | null;
  quality: string | null;
  poster_url: string | null;
  trailer_url: string | null;
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  rating: string | null;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  budget: string | null;
  box_office: string | null;
  created_at: Date;
  updated_at: Date;
  genres: GenreRow[];
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

const GENRES_JSON = `coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'category', g.category)
  ORDER BY g.category, g.name) FILTER (WHERE g.id IS NOT NULL), '[]'::json) AS genres`;

/** The only code that reads and writes movies and movie_genres. */
@Injectable()
export class MoviesRepository {
  constructor(private readonly ds: DataSource) {}

  private m(manager?: EntityManager): EntityManager {
    return manager ?? this.ds.manager;
  }

  async findDetail(id: string, manager?: EntityManager): Promise<MovieRow | null> {
    const rows: MovieRow[] = await this.m(manager).query(
      `SELECT ${MOVIE_COLUMNS}, ${GENRES_JSON}
         FROM movies m LEFT JOIN movie_genres mg ON mg.movie_id = m.id LEFT JOIN genres g ON g.id = mg.genre_id
        WHERE m.id = $1 GROUP BY m.id`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Candidates as the original screen gathered them: films sharing a genre (most shared first),
   * same director, released within 5 years; each with its genre ids for scoring.
   */
  async similarCandidates(id: string): Promise<SimilarCandidateRow[]> {
    return this.ds.query(
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

  async exists(id: string, manager?: EntityManager): Promise<boolean> {
    return (await this.m(manager).countBy(MovieEntity, { id })) > 0;
  }

  async insert(movie: MovieEntity, manager: EntityManager): Promise<void> {
    await manager.insert(MovieEntity, movie);
  }

  async update(id: string, patch: Partial<MovieEntity>, manager: EntityManager): Promise<void> {
    await manager.update(MovieEntity, { id }, { ...patch, updatedAt: new Date() });
  }

  /** Returns the deleted film's title, or null when there was none (links go with it). */
  async delete(id: string, manager: EntityManager): Promise<string | null> {
    const [row]: Array<{ title: string }> = await manager.query(`SELECT title FROM movies WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) return null;
    await manager.delete(MovieEntity, { id });
    return row.title;
  }

  /** Edit rule of the back office: links are deleted and reinserted. */
  async replaceGenres(movieId: string, genreIds: string[], manager: EntityManager): Promise<void> {
    await manager.delete(MovieGenreEntity, { movieId });
    if (genreIds.length) await manager.insert(MovieGenreEntity, [...new Set(genreIds)].map((genreId) => ({ movieId, genreId })));
  }
}
