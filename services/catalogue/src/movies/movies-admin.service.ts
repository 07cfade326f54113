import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { CatalogueEvents, type CreateMovieDto, type MovieDto, type UpdateMovieDto } from '@streaming/contracts';
import { addToOutbox, Infrastructure } from '@streaming/platform';
import { recordAdminAction, type AdminContext } from '../audit/admin-audit.js';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { GenresRepository } from '../genres/genres.repository.js';
import { generatedPosterUrl } from '../shared/card.mapper.js';
import { defined, titleColumns } from '../shared/write-columns.js';
import { fail } from '../shared/catalogue-errors.js';
import type { MovieEntity } from './movie.entity.js';
import { MoviesRepository, type MovieRow } from './movies.repository.js';
import { movieAuditFields, toMovieDto } from './movies.mapper.js';

function toColumns(dto: UpdateMovieDto): Partial<MovieEntity> {
  return { ...titleColumns(dto), ...defined({ durationMinutes: dto.durationMinutes, budget: dto.budget, boxOffice: dto.boxOffice }) };
}

/**
 * The back office's film writes: each change, its `catalogue.movie.*` event and its audit record
 * (`catalogue.admin_action.recorded`: who, from where, the fields before and after) commit together
 * (outbox); the caches it makes stale are dropped at once here, and by the event everywhere else.
 */
@Injectable()
export class MoviesAdminService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly movies: MoviesRepository,
    private readonly genres: GenresRepository,
    private readonly cache: CatalogueCache,
  ) {}

  /** The film as the edit form shows it: from the primary, never from a cache. */
  async get(id: string): Promise<MovieDto> {
    return toMovieDto(await this.detail(id, this.ds.manager));
  }

  async create(ctx: AdminContext, dto: CreateMovieDto): Promise<MovieDto> {
    const id = randomUUID();
    const now = new Date();
    return this.write(async (manager) => {
      await this.checkGenres(dto.genreIds, manager);
      // Defaults of the new-film form (spec 001 section 3).
      const movie = {
        id, originalTitle: null, synopsis: null, releaseYear: null, durationMinutes: null, director: null, trailerUrl: null,
        videoUrl: null, videoUrlVf: null, videoUrlVostfr: null, subtitlesUrlVostfr: null, rating: null, budget: null, boxOffice: null,
        country: 'France', language: 'Français', quality: 'HD 1080p', isNew: true, isFeatured: false, viewsCount: 0,
        ...toColumns(dto),
        createdAt: now, updatedAt: now,
      } as MovieEntity;
      movie.posterUrl ??= generatedPosterUrl('movie', id);
      await this.movies.insert(movie, manager);
      await this.movies.replaceGenres(id, dto.genreIds ?? [], manager);
      const row = await this.detail(id, manager);
      await addToOutbox(manager, CatalogueEvents.movieCreated, { id, title: movie.title });
      await recordAdminAction(manager, ctx, 'movie', 'create', id, null, movieAuditFields(row));
      return toMovieDto(row);
    }, CatalogueEvents.movieCreated, id);
  }

  async update(ctx: AdminContext, id: string, dto: UpdateMovieDto): Promise<MovieDto> {
    return this.write(async (manager) => {
      if (!(await this.movies.lock(id, manager))) throw fail('MOVIE_NOT_FOUND');
      const before = await this.detail(id, manager);
      await this.checkGenres(dto.genreIds, manager);
      const patch = toColumns(dto);
      // A poster removed by the admin falls back to the generated one.
      if (patch.posterUrl === null) patch.posterUrl = generatedPosterUrl('movie', id);
      await this.movies.update(id, patch, manager);
      if (dto.genreIds) await this.movies.replaceGenres(id, dto.genreIds, manager);
      const row = await this.detail(id, manager);
      await addToOutbox(manager, CatalogueEvents.movieUpdated, { id, title: row.title });
      await recordAdminAction(manager, ctx, 'movie', 'update', id, movieAuditFields(before), movieAuditFields(row));
      return toMovieDto(row);
    }, CatalogueEvents.movieUpdated, id);
  }

  async remove(ctx: AdminContext, id: string): Promise<void> {
    await this.write(async (manager) => {
      if (!(await this.movies.lock(id, manager))) throw fail('MOVIE_NOT_FOUND');
      const before = await this.detail(id, manager);
      await this.movies.delete(id, manager);
      await addToOutbox(manager, CatalogueEvents.movieDeleted, { id, title: before.title });
      await recordAdminAction(manager, ctx, 'movie', 'delete', id, movieAuditFields(before), null);
    }, CatalogueEvents.movieDeleted, id);
  }

  /** The film as this transaction sees it (it exists: created or locked by the caller). */
  private async detail(id: string, manager: EntityManager): Promise<MovieRow> {
    const row = await this.movies.findDetail(id, manager);
    if (!row) throw fail('MOVIE_NOT_FOUND');
    return row;
  }

  private async checkGenres(ids: string[] | undefined, manager: EntityManager): Promise<void> {
    if (!ids?.length) return;
    const found = await this.genres.countExisting([...new Set(ids)], manager);
    if (found !== new Set(ids).size) throw fail('UNKNOWN_GENRES');
  }

  private async write<T>(work: (manager: EntityManager) => Promise<T>, type: string, id: string): Promise<T> {
    const result = await this.ds.transaction(work);
    this.infra.relay?.poke();
    await this.cache.dropFor([{ type, data: { id } }]);
    return result;
  }
}
