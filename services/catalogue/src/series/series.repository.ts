import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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

  async findDetail(id: string): Promise<SeriesRow | null> {
    const rows: SeriesRow[] = await this.ds.query(
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

  episodes(seriesId: string): Promise<EpisodeRow[]> {
    return this.ds.query(
      `SELECT id, series_id, season_number, episode_number, title, synopsis, duration_minutes, to_char(air_date, 'YYYY-MM-DD') AS air_date,
              video_url, video_url_vf, video_url_vostfr, thumbnail_url, views_count
         FROM episodes WHERE series_id = $1 ORDER BY season_number, episode_number LIMIT ${EPISODES_MAX}`,
      [seriesId],
    );
  }
}
