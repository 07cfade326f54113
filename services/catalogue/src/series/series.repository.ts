import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CatalogueReads } from '../database/catalogue-reads.js';
import { EpisodeEntity, SeriesEntity, SeriesGenreEntity } from './series.entity.js';
import { ANIME_SQL } from '../database/title-sql.js';
import { findTitleDetail, TitleWriteRepository, type TitleRow } from '../listing/titles.repository.js';

/** A series' own detail columns, beside those every title has. */
const SERIES_COLUMNS = `t.total_seasons, t.total_episodes, t.status, ${ANIME_SQL('t')} AS is_anime`;

export interface SeriesRow extends TitleRow {
  total_seasons: number | null;
  total_episodes: number | null;
  status: string;
  is_anime: boolean;
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
  subtitles_url_vostfr: string | null;
  thumbnail_url: string | null;
  views_count: number;
}

const EPISODE_COLUMNS = `id, series_id, season_number, episode_number, title, synopsis, duration_minutes, to_char(air_date, 'YYYY-MM-DD') AS air_date,
  video_url, video_url_vf, video_url_vostfr, subtitles_url_vostfr, thumbnail_url, views_count`;

/** Episodes of one series (spec limit). */
export const EPISODES_MAX = 2000;

/**
 * The only code that reads series and episodes: on a write's `manager` (the back office reading
 * back its change, on the primary), otherwise public reads (a read replica when there is one).
 */
@Injectable()
export class SeriesRepository {
  constructor(private readonly reads: CatalogueReads) {}

  findDetail(id: string, manager?: EntityManager): Promise<SeriesRow | null> {
    return findTitleDetail<SeriesRow>(manager ?? this.reads, 'series', SERIES_COLUMNS, id);
  }

  episodes(seriesId: string, manager?: EntityManager): Promise<EpisodeRow[]> {
    return (manager ?? this.reads).query(
      `SELECT ${EPISODE_COLUMNS} FROM episodes WHERE series_id = $1 ORDER BY season_number, episode_number LIMIT ${EPISODES_MAX}`,
      [seriesId],
    );
  }

  /** One episode, its row locked until the write's transaction ends (what the change starts from); null when there is none. */
  async lockEpisode(id: string, manager: EntityManager): Promise<EpisodeRow | null> {
    const [row]: EpisodeRow[] = await manager.query(`SELECT ${EPISODE_COLUMNS} FROM episodes WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  /** One episode as the write's transaction sees it. */
  async episode(id: string, manager: EntityManager): Promise<EpisodeRow | null> {
    const [row]: EpisodeRow[] = await manager.query(`SELECT ${EPISODE_COLUMNS} FROM episodes WHERE id = $1`, [id]);
    return row ?? null;
  }
}

/** The only code that writes series, series_genres and episodes (the writes shared with films come from the base). */
@Injectable()
export class SeriesWriteRepository extends TitleWriteRepository<SeriesEntity> {
  constructor() {
    super('series', SeriesEntity, { entity: SeriesGenreEntity, titleKey: 'seriesId' });
  }

  /** Another episode of the series at this place (`exceptId` left out). */
  async episodeTaken(seriesId: string, season: number, episode: number, exceptId: string | null, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(
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
