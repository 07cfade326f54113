import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EpisodeEntity, SeriesEntity, SeriesGenreEntity } from './series.entity.js';
import type { GenreRow } from '../shared/card.mapper.js';
import { ANIME_SQL } from '../listing/title-filters.js';

export interface SeriesRow {
  id: string;
  title: string;
  original_title: string | null;
  synopsis: string | null;
  director: string | null;
  release_year: number | null;
  poster_url: string | null;
  trailer_url: string | null;
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  rating: string | null;
  quality: string | null;
  country: string | null;
  language: string | null;
  views_count: number;
  total_seasons: number | null;
  total_episodes: number | null;
  status: string;
  is_featured: boolean;
  is_new: boolean;
  is_anime: boolean;
  created_at: Date;
  updated_at: Date;
  genres: GenreRow[];
}

export interface EpisodeRow {
  id: string;
  series_id: string;
  season_number: number;
  episode_number: number;
  title: string;
  synopsis: string | null;
  duration_minutes: number | null;
  air_date: string | null;
  video_url: string | null;
  video_url_vf: string | null;
  video_url_vostfr: string | null;
  thumbnail_url: string | null;
  views_count: number;
}

/** Episodes of one series (spec limit). */
export const EPISODES_MAX = 2000;

/** The only code that reads series and episodes. */
@Injectable()
export class SeriesRepository {
  constructor(private readonly ds: DataSource) {}

  async findDetail(id: string, manager?: EntityManager): Promise<SeriesRow | null> {
    const rows: SeriesRow[] = await (manager ?? this.ds.manager).query(
      `SELECT s.id, s.title, s.original_title, s.synopsis, s.director, s.release_year, s.poster_url, s.trailer_url, s.video_url,
              s.video_url_vf, s.video_url_vostfr, s.rating, s.quality, s.country, s.language, s.views_count, s.total_seasons,
              s.total_episodes, s.status, s.is_featured, s.is_new, s.created_at, s.updated_at, ${ANIME_SQL('s')} AS is_anime,
              coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'category', g.category)
                ORDER BY g.category, g.name) FILTER (WHERE g.id IS NOT NULL), '[]'::json) AS genres
         FROM series s LEFT JOIN series_genres sg ON sg.series_id = s.id LEFT JOIN genres g ON g.id = sg.genre_id
        WHERE s.id = $1 GROUP BY s.id`,
      [id],
    );
    return rows[0] ?? null;
  }

  episodes(seriesId: string, manager?: EntityManager): Promise<EpisodeRow[]> {
    return (manager ?? this.ds.manager).query(
      `SELECT id, series_id, season_number, episode_number, title, synopsis, duration_minutes, to_char(air_date, 'YYYY-MM-DD') AS air_date,
              video_url, video_url_vf, video_url_vostfr, thumbnail_url, views_count
         FROM episodes WHERE series_id = $1 ORDER BY season_number, episode_number LIMIT ${EPISODES_MAX}`,
      [seriesId],
    );
  }
}

/** The only code that writes series, series_genres and episodes. */
@Injectable()
export class SeriesWriteRepository {
  async insert(series: SeriesEntity, manager: EntityManager): Promise<void> {
    await manager.insert(SeriesEntity, series);
  }

  async exists(id: string, manager: EntityManager): Promise<boolean> {
    return (await manager.countBy(SeriesEntity, { id })) > 0;
  }

  async update(id: string, patch: Partial<SeriesEntity>, manager: EntityManager): Promise<void> {
    await manager.update(SeriesEntity, { id }, { ...patch, updatedAt: new Date() });
  }

  /** The deleted series' title, or null when there was none (episodes and links go with it). */
  async delete(id: string, manager: EntityManager): Promise<string | null> {
    const [row]: Array<{ title: string }> = await manager.query(`SELECT title FROM series WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) return null;
    await manager.delete(SeriesEntity, { id });
    return row.title;
  }

  async replaceGenres(seriesId: string, genreIds: string[], manager: EntityManager): Promise<void> {
    await manager.delete(SeriesGenreEntity, { seriesId });
    if (genreIds.length) await manager.insert(SeriesGenreEntity, [...new Set(genreIds)].map((genreId) => ({ seriesId, genreId })));
  }

  findEpisode(id: string, manager: EntityManager): Promise<EpisodeEntity | null> {
    return manager.findOneBy(EpisodeEntity, { id });
  }

  /** Another episode of the series at this place (`exceptId` left out). */
  async episodeTaken(seriesId: string, season: number, episode: number, exceptId: string | null, manager: EntityManager): Promise<boolean> {
    const rows = await manager.query(
      `SELECT 1 FROM episodes WHERE series_id = $1 AND season_number = $2 AND episode_number = $3 AND ($4::uuid IS NULL OR id <> $4::uuid)`,
      [seriesId, season, episode, exceptId],
    );
    return rows.length > 0;
  }

  async insertEpisode(episode: EpisodeEntity, manager: EntityManager): Promise<void> {
    await manager.insert(EpisodeEntity, episode);
  }

  async updateEpisode(id: string, patch: Partial<EpisodeEntity>, manager: EntityManager): Promise<void> {
    await manager.update(EpisodeEntity, { id }, { ...patch, updatedAt: new Date() });
  }

  async deleteEpisode(id: string, manager: EntityManager): Promise<void> {
    await manager.delete(EpisodeEntity, { id });
  }

  /** After saving episodes the series totals follow them (spec 001 section 4). */
  async refreshTotals(seriesId: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE series SET total_episodes = (SELECT count(*) FROM episodes WHERE series_id = $1),
              total_seasons = (SELECT count(DISTINCT season_number) FROM episodes WHERE series_id = $1), updated_at = now()
        WHERE id = $1`,
      [seriesId],
    );
  }
}
