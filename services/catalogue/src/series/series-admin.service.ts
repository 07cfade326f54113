import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CatalogueErrors, CatalogueEvents, episodeTakenMessage,
  type CatalogueEventData, type CreateEpisodeDto, type CreateSeriesDto, type EpisodeDto, type SeriesDetailDto, type UpdateEpisodeDto, type UpdateSeriesDto,
} from '@streaming/contracts';
import { addToOutbox, DomainError, Infrastructure, isUniqueViolation } from '@streaming/platform';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { GenresRepository } from '../genres/genres.repository.js';
import { generatedPosterUrl } from '../shared/card.mapper.js';
import { fail } from '../shared/catalogue-errors.js';
import { defined, text, titleColumns } from '../shared/write-columns.js';
import type { EpisodeEntity, SeriesEntity } from './series.entity.js';
import { SeriesRepository, SeriesWriteRepository } from './series.repository.js';
import { toEpisodeDto, toSeriesDetailDto } from './series.mapper.js';

const episodeTaken = (season: number, episode: number) =>
  new DomainError('EPISODE_TAKEN', CatalogueErrors.EPISODE_TAKEN.status, episodeTakenMessage(season, episode));

function seriesColumns(dto: UpdateSeriesDto): Partial<SeriesEntity> {
  return { ...titleColumns(dto), ...defined({ status: dto.status, totalSeasons: dto.totalSeasons, totalEpisodes: dto.totalEpisodes }) };
}

function episodeColumns(dto: UpdateEpisodeDto): Partial<EpisodeEntity> {
  return defined({
    seasonNumber: dto.seasonNumber,
    episodeNumber: dto.episodeNumber,
    title: dto.title?.trim(),
    synopsis: text(dto.synopsis),
    durationMinutes: dto.durationMinutes,
    airDate: dto.airDate,
    videoUrl: text(dto.videoUrl),
    videoUrlVf: text(dto.videoUrlVf),
    videoUrlVostfr: text(dto.videoUrlVostfr),
    thumbnailUrl: text(dto.thumbnailUrl),
  });
}

/**
 * The back office's series, anime and episode writes, each with its `catalogue.series.*` or
 * `catalogue.episode.*` event in the same transaction (outbox); stale caches dropped at once.
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

  async create(dto: CreateSeriesDto): Promise<SeriesDetailDto> {
    const id = randomUUID();
    const now = new Date();
    return this.write(async (m) => {
      await this.checkGenres(dto.genreIds, m);
      // Defaults of the series form (spec 001 section 3); the anime form sends its own country and language.
      const series = {
        id, originalTitle: null, synopsis: null, director: null, releaseYear: null, trailerUrl: null, videoUrl: null, videoUrlVf: null,
        videoUrlVostfr: null, subtitlesUrlVostfr: null, rating: null, quality: null, totalSeasons: null, totalEpisodes: null, country: 'États-Unis', language: 'Anglais',
        status: 'completed', isNew: true, isFeatured: false, viewsCount: 0,
        ...seriesColumns(dto),
        createdAt: now, updatedAt: now,
      } as SeriesEntity;
      series.posterUrl ??= generatedPosterUrl('series', id);
      await this.writes.insert(series, m);
      await this.writes.replaceGenres(id, dto.genreIds ?? [], m);
      await addToOutbox(m, CatalogueEvents.seriesCreated, { id, title: series.title });
      return this.detail(id, m);
    }, CatalogueEvents.seriesCreated, { id });
  }

  async update(id: string, dto: UpdateSeriesDto): Promise<SeriesDetailDto> {
    return this.write(async (m) => {
      if (!(await this.writes.exists(id, m))) throw fail('SERIES_NOT_FOUND');
      await this.checkGenres(dto.genreIds, m);
      const patch = seriesColumns(dto);
      if (patch.posterUrl === null) patch.posterUrl = generatedPosterUrl('series', id);
      await this.writes.update(id, patch, m);
      if (dto.genreIds) await this.writes.replaceGenres(id, dto.genreIds, m);
      const detail = await this.detail(id, m);
      await addToOutbox(m, CatalogueEvents.seriesUpdated, { id, title: detail.title });
      return detail;
    }, CatalogueEvents.seriesUpdated, { id });
  }

  /** Deletes the series with all its episodes (spec 001: "Tous les épisodes seront également supprimés"). */
  async remove(id: string): Promise<void> {
    await this.write(async (m) => {
      const title = await this.writes.delete(id, m);
      if (title === null) throw fail('SERIES_NOT_FOUND');
      await addToOutbox(m, CatalogueEvents.seriesDeleted, { id, title });
    }, CatalogueEvents.seriesDeleted, { id });
  }

  async createEpisode(seriesId: string, dto: CreateEpisodeDto): Promise<EpisodeDto> {
    const id = randomUUID();
    const now = new Date();
    return this.write(async (m) => {
      if (!(await this.writes.exists(seriesId, m))) throw fail('SERIES_NOT_FOUND');
      if (await this.writes.episodeTaken(seriesId, dto.seasonNumber, dto.episodeNumber, null, m)) throw episodeTaken(dto.seasonNumber, dto.episodeNumber);
      const episode = {
        id, seriesId, synopsis: null, durationMinutes: 45, airDate: null, videoUrl: null, videoUrlVf: null, videoUrlVostfr: null, subtitlesUrlVostfr: null,
        thumbnailUrl: null, viewsCount: 0, ...episodeColumns(dto), createdAt: now, updatedAt: now,
      } as EpisodeEntity;
      await this.writes.insertEpisode(episode, m);
      await this.writes.refreshTotals(seriesId, m);
      await addToOutbox(m, CatalogueEvents.episodeCreated, { id, seriesId, title: episode.title });
      return this.episode(id, seriesId, m);
    }, CatalogueEvents.episodeCreated, { id, seriesId });
  }

  async updateEpisode(id: string, dto: UpdateEpisodeDto): Promise<EpisodeDto> {
    let seriesId = '';
    return this.write(async (m) => {
      const current = await this.writes.findEpisode(id, m);
      if (!current) throw fail('EPISODE_NOT_FOUND');
      seriesId = current.seriesId;
      const season = dto.seasonNumber ?? current.seasonNumber;
      const number = dto.episodeNumber ?? current.episodeNumber;
      if (await this.writes.episodeTaken(seriesId, season, number, id, m)) throw episodeTaken(season, number);
      await this.writes.updateEpisode(id, episodeColumns(dto), m);
      await this.writes.refreshTotals(seriesId, m);
      const episode = await this.episode(id, seriesId, m);
      await addToOutbox(m, CatalogueEvents.episodeUpdated, { id, seriesId, title: episode.title });
      return episode;
    }, CatalogueEvents.episodeUpdated, () => ({ id, seriesId }));
  }

  async removeEpisode(id: string): Promise<void> {
    let seriesId = '';
    await this.write(async (m) => {
      const current = await this.writes.findEpisode(id, m);
      if (!current) throw fail('EPISODE_NOT_FOUND');
      seriesId = current.seriesId;
      await this.writes.deleteEpisode(id, m);
      await this.writes.refreshTotals(seriesId, m);
      await addToOutbox(m, CatalogueEvents.episodeDeleted, { id, seriesId, title: current.title });
    }, CatalogueEvents.episodeDeleted, () => ({ id, seriesId }));
  }

  private async detail(id: string, m: EntityManager): Promise<SeriesDetailDto> {
    const [row, episodes] = [await this.reads.findDetail(id, m), await this.reads.episodes(id, m)];
    return toSeriesDetailDto(row!, episodes);
  }

  private async episode(id: string, seriesId: string, m: EntityManager): Promise<EpisodeDto> {
    return toEpisodeDto((await this.reads.episodes(seriesId, m)).find((e) => e.id === id)!);
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
