import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CatalogueErrors, CatalogueEvents, episodeTakenMessage,
  type CatalogueEventData, type CreateEpisodeDto, type CreateSeriesDto, type EpisodeDto, type SeriesDetailDto, type UpdateEpisodeDto, type UpdateSeriesDto,
} from '@streaming/contracts';
import { addToOutbox, DomainError, Infrastructure, isUniqueViolation } from '@streaming/platform';
import { recordAdminAction, type AdminContext } from '../audit/admin-audit.js';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { GenresRepository } from '../genres/genres.repository.js';
import { generatedPosterUrl } from '../shared/card.mapper.js';
import { fail } from '../shared/catalogue-errors.js';
import { defined, text, titleColumns } from '../shared/write-columns.js';
import type { EpisodeEntity, SeriesEntity } from './series.entity.js';
import { SeriesRepository, SeriesWriteRepository, type EpisodeRow, type SeriesRow } from './series.repository.js';
import { episodeAuditFields, seriesAuditFields, toEpisodeDto, toSeriesDetailDto } from './series.mapper.js';

/** An episode left without a duration lasts this long (spec 001 sections 3 and 9). */
export const EPISODE_DEFAULT_MINUTES = 45;

const episodeTaken = (season: number, episode: number) =>
  new DomainError('EPISODE_TAKEN', CatalogueErrors.EPISODE_TAKEN.status, episodeTakenMessage(season, episode));

/** The form's columns; its totals are never among them (SeriesWriteFields refuses them). */
function seriesColumns(dto: UpdateSeriesDto): Partial<SeriesEntity> {
  return { ...titleColumns(dto), ...defined({ status: dto.status }) };
}

function episodeColumns(dto: UpdateEpisodeDto): Partial<EpisodeEntity> {
  return defined({
    seasonNumber: dto.seasonNumber,
    episodeNumber: dto.episodeNumber,
    title: dto.title?.trim(),
    synopsis: text(dto.synopsis),
    // Emptied in the form (null): the default duration again.
    durationMinutes: dto.durationMinutes === null ? EPISODE_DEFAULT_MINUTES : dto.durationMinutes,
    airDate: dto.airDate,
    videoUrl: text(dto.videoUrl),
    videoUrlVf: text(dto.videoUrlVf),
    videoUrlVostfr: text(dto.videoUrlVostfr),
    thumbnailUrl: text(dto.thumbnailUrl),
  });
}

/**
 * The back office's series, anime and episode writes, each with its `catalogue.series.*` or
 * `catalogue.episode.*` event and its audit record (`catalogue.admin_action.recorded`) in the same
 * transaction (outbox); stale caches dropped at once. A series' totals of seasons and episodes are
 * counted from its episodes in the transaction of each episode change, never taken from a form.
 */
@Injectable()
export class SeriesAdminService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly reads: SeriesRepository,
    private readonly writes: SeriesWriteRepository,
    private readonly genres: GenresRepository,
    private readonly cache: CatalogueCache,
  ) {}

  async create(ctx: AdminContext, dto: CreateSeriesDto): Promise<SeriesDetailDto> {
    const id = randomUUID();
    const now = new Date();
    return this.write(async (m) => {
      await this.checkGenres(dto.genreIds, m);
      // Defaults of the series form (spec 001 section 3); the anime form sends its own country and language.
      const series = {
        id, originalTitle: null, synopsis: null, director: null, releaseYear: null, trailerUrl: null, videoUrl: null, videoUrlVf: null,
        videoUrlVostfr: null, subtitlesUrlVostfr: null, rating: null, quality: null, totalSeasons: 0, totalEpisodes: 0, country: 'États-Unis', language: 'Anglais',
        status: 'completed', isNew: true, isFeatured: false, viewsCount: 0,
        ...seriesColumns(dto),
        createdAt: now, updatedAt: now,
      } as SeriesEntity;
      series.posterUrl ??= generatedPosterUrl('series', id);
      await this.writes.insert(series, m);
      await this.writes.replaceGenres(id, dto.genreIds ?? [], m);
      const row = await this.row(id, m);
      await addToOutbox(m, CatalogueEvents.seriesCreated, { id, title: series.title });
      await recordAdminAction(m, ctx, 'series', 'create', id, null, seriesAuditFields(row));
      return this.detail(row, m);
    }, CatalogueEvents.seriesCreated, { id });
  }

  async update(ctx: AdminContext, id: string, dto: UpdateSeriesDto): Promise<SeriesDetailDto> {
    return this.write(async (m) => {
      if (!(await this.writes.lock(id, m))) throw fail('SERIES_NOT_FOUND');
      const before = await this.row(id, m);
      await this.checkGenres(dto.genreIds, m);
      const patch = seriesColumns(dto);
      if (patch.posterUrl === null) patch.posterUrl = generatedPosterUrl('series', id);
      await this.writes.update(id, patch, m);
      if (dto.genreIds) await this.writes.replaceGenres(id, dto.genreIds, m);
      const row = await this.row(id, m);
      await addToOutbox(m, CatalogueEvents.seriesUpdated, { id, title: row.title });
      await recordAdminAction(m, ctx, 'series', 'update', id, seriesAuditFields(before), seriesAuditFields(row));
      return this.detail(row, m);
    }, CatalogueEvents.seriesUpdated, { id });
  }

  /** Deletes the series with all its episodes (spec 001: "Tous les épisodes seront également supprimés"). */
  async remove(ctx: AdminContext, id: string): Promise<void> {
    await this.write(async (m) => {
      if (!(await this.writes.lock(id, m))) throw fail('SERIES_NOT_FOUND');
      const before = await this.row(id, m);
      await this.writes.delete(id, m);
      await addToOutbox(m, CatalogueEvents.seriesDeleted, { id, title: before.title });
      await recordAdminAction(m, ctx, 'series', 'delete', id, seriesAuditFields(before), null);
    }, CatalogueEvents.seriesDeleted, { id });
  }

  /** The series as the edit form and the episode manager show it (totals included): from the primary, never from a cache. */
  async get(id: string): Promise<SeriesDetailDto> {
    return this.ds.transaction('REPEATABLE READ', async (m) => this.detail(await this.row(id, m), m));
  }

  /** The episode manager's list: every episode of the series, by season then number. */
  async episodes(seriesId: string): Promise<EpisodeDto[]> {
    return this.ds.transaction('REPEATABLE READ', async (m) => {
      if (!(await this.writes.exists(seriesId, m))) throw fail('SERIES_NOT_FOUND');
      return (await this.reads.episodes(seriesId, m)).map(toEpisodeDto);
    });
  }

  async createEpisode(ctx: AdminContext, seriesId: string, dto: CreateEpisodeDto): Promise<EpisodeDto> {
    const id = randomUUID();
    const now = new Date();
    return this.write(async (m) => {
      // The series row locked: its totals are counted by one episode change at a time.
      if (!(await this.writes.lock(seriesId, m))) throw fail('SERIES_NOT_FOUND');
      if (await this.writes.episodeTaken(seriesId, dto.seasonNumber, dto.episodeNumber, null, m)) throw episodeTaken(dto.seasonNumber, dto.episodeNumber);
      const episode = {
        id, seriesId, synopsis: null, durationMinutes: EPISODE_DEFAULT_MINUTES, airDate: null, videoUrl: null, videoUrlVf: null, videoUrlVostfr: null,
        subtitlesUrlVostfr: null, thumbnailUrl: null, viewsCount: 0, ...episodeColumns(dto), createdAt: now, updatedAt: now,
      } as EpisodeEntity;
      await this.writes.insertEpisode(episode, m);
      await this.writes.refreshTotals(seriesId, m);
      const row = await this.episodeRow(id, m);
      await addToOutbox(m, CatalogueEvents.episodeCreated, { id, seriesId, title: episode.title });
      await recordAdminAction(m, ctx, 'episode', 'create', id, null, episodeAuditFields(row));
      return toEpisodeDto(row);
    }, CatalogueEvents.episodeCreated, { id, seriesId });
  }

  async updateEpisode(ctx: AdminContext, id: string, dto: UpdateEpisodeDto): Promise<EpisodeDto> {
    let seriesId = '';
    return this.write(async (m) => {
      const found = await this.reads.episode(id, m);
      if (!found) throw fail('EPISODE_NOT_FOUND');
      seriesId = found.series_id;
      // Series first, then the episode: the order every episode change locks them in.
      await this.writes.lock(seriesId, m);
      const before = await this.reads.lockEpisode(id, m);
      if (!before) throw fail('EPISODE_NOT_FOUND');
      const season = dto.seasonNumber ?? before.season_number;
      const number = dto.episodeNumber ?? before.episode_number;
      if (await this.writes.episodeTaken(seriesId, season, number, id, m)) throw episodeTaken(season, number);
      await this.writes.updateEpisode(id, episodeColumns(dto), m);
      await this.writes.refreshTotals(seriesId, m);
      const row = await this.episodeRow(id, m);
      await addToOutbox(m, CatalogueEvents.episodeUpdated, { id, seriesId, title: row.title });
      await recordAdminAction(m, ctx, 'episode', 'update', id, episodeAuditFields(before), episodeAuditFields(row));
      return toEpisodeDto(row);
    }, CatalogueEvents.episodeUpdated, () => ({ id, seriesId }));
  }

  async removeEpisode(ctx: AdminContext, id: string): Promise<void> {
    let seriesId = '';
    await this.write(async (m) => {
      const found = await this.reads.episode(id, m);
      if (!found) throw fail('EPISODE_NOT_FOUND');
      seriesId = found.series_id;
      await this.writes.lock(seriesId, m);
      const before = await this.reads.lockEpisode(id, m);
      if (!before) throw fail('EPISODE_NOT_FOUND');
      await this.writes.deleteEpisode(id, m);
      await this.writes.refreshTotals(seriesId, m);
      await addToOutbox(m, CatalogueEvents.episodeDeleted, { id, seriesId, title: before.title });
      await recordAdminAction(m, ctx, 'episode', 'delete', id, episodeAuditFields(before), null);
    }, CatalogueEvents.episodeDeleted, () => ({ id, seriesId }));
  }

  private async row(id: string, m: EntityManager): Promise<SeriesRow> {
    const row = await this.reads.findDetail(id, m);
    if (!row) throw fail('SERIES_NOT_FOUND');
    return row;
  }

  private async detail(row: SeriesRow, m: EntityManager): Promise<SeriesDetailDto> {
    return toSeriesDetailDto(row, await this.reads.episodes(row.id, m));
  }

  private async episodeRow(id: string, m: EntityManager): Promise<EpisodeRow> {
    const row = await this.reads.episode(id, m);
    if (!row) throw fail('EPISODE_NOT_FOUND');
    return row;
  }

  private async checkGenres(ids: string[] | undefined, m: EntityManager): Promise<void> {
    if (!ids?.length) return;
    if ((await this.genres.countExisting([...new Set(ids)], m)) !== new Set(ids).size) throw fail('UNKNOWN_GENRES');
  }

  private async write<T>(work: (m: EntityManager) => Promise<T>, type: string, data: CatalogueEventData | (() => CatalogueEventData)): Promise<T> {
    let result: T;
    try {
      result = await this.ds.transaction(work);
    } catch (err) {
      // Two admins adding the same episode at once: the unique index decides.
      if (isUniqueViolation(err, 'episodes_series_season_episode_key')) throw new DomainError('EPISODE_TAKEN', 409, CatalogueErrors.EPISODE_TAKEN.message);
      throw err;
    }
    this.infra.relay?.poke();
    await this.cache.dropFor([{ type, data: typeof data === 'function' ? data() : data }]);
    return result;
  }
}
