import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CatalogueErrors, CatalogueEvents, genreInUseMessage, genreSlug, genreNameTakenMessage, genreSlugTakenMessage,
  type CreateGenreDto, type GenreDeletion, type GenreDto, type GenreMenu, type GenrePage, type GenrePageQuery, type UpdateGenreDto,
} from '@streaming/contracts';
import { DomainError, addToOutbox, Infrastructure, isUniqueViolation } from '@streaming/platform';
import { recordAdminAction, type AdminContext } from '../audit/admin-audit.js';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { TitlesRepository } from '../listing/titles.repository.js';
import { toCard, toGenre } from '../shared/card.mapper.js';
import { fail } from '../shared/catalogue-errors.js';
import { GenresRepository } from './genres.repository.js';
import { genreAuditFields, groupGenres } from './genre.rules.js';
import type { GenreEntity } from './genre.entity.js';

const nameTaken = (name: string, category: string) =>
  new DomainError('GENRE_NAME_TAKEN', CatalogueErrors.GENRE_NAME_TAKEN.status, genreNameTakenMessage(name, category));
const slugTaken = (slug: string, category: string) =>
  new DomainError('GENRE_SLUG_TAKEN', CatalogueErrors.GENRE_SLUG_TAKEN.status, genreSlugTakenMessage(slug, category));
const inUse = (usage: GenreDeletion) =>
  new DomainError('GENRE_IN_USE', CatalogueErrors.GENRE_IN_USE.status, genreInUseMessage(usage.movies, usage.series), { ...usage });

/** Genre menus, the genre page, and the back office's genre writes (each with its event and audit record). */
@Injectable()
export class GenresService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly genres: GenresRepository,
    private readonly titles: TitlesRepository,
    private readonly cache: CatalogueCache,
  ) {}

  menu(): Promise<GenreMenu> {
    return this.cache.genres(async () => groupGenres((await this.genres.all()).map(toGenre)));
  }

  /**
   * Films and series of the genre, filtered, sorted and paged together. A slug of the original
   * product ('comdie') answers its genre's page; `genre.slug` then says the current one.
   */
  page(slug: string, query: GenrePageQuery): Promise<GenrePage> {
    return this.cache.list(`genre:${slug}`, query, async () => {
      const matches = await this.genres.bySlug(slug);
      if (!matches.length) throw fail('GENRE_NOT_FOUND');
      const page = await this.titles.genrePage(matches.map((g) => g.id), query);
      return {
        genre: toGenre(matches[0]),
        items: page.rows.map((r) => toCard(r, r.kind)),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
        counts: page.counts,
      };
    });
  }

  async create(ctx: AdminContext, dto: CreateGenreDto): Promise<GenreDto> {
    const name = dto.name.trim();
    const slug = this.slugOf(name);
    const now = new Date();
    const genre: GenreEntity = { id: randomUUID(), name, slug, category: dto.category, isAnime: dto.isAnime === true, createdAt: now, updatedAt: now };
    await this.write(async (manager) => {
      await this.checkUnique(genre.category, name, slug, null, manager);
      if (genre.isAnime) await this.takeAnimeFrom(ctx, genre.id, manager);
      await this.genres.insert(genre, manager);
      await addToOutbox(manager, CatalogueEvents.genreCreated, { id: genre.id, slug });
      await recordAdminAction(manager, ctx, 'genre', 'create', genre.id, null, genreAuditFields(genre));
    }, genre);
    return toGenre(genre);
  }

  async update(ctx: AdminContext, id: string, dto: UpdateGenreDto): Promise<GenreDto> {
    let updated: GenreEntity | undefined;
    await this.write(async (manager) => {
      const current = await this.genres.lock(id, manager);
      if (!current) throw fail('GENRE_NOT_FOUND');
      const name = dto.name?.trim() ?? current.name;
      const category = dto.category ?? current.category;
      const slug = dto.name !== undefined ? this.slugOf(name) : current.slug;
      const isAnime = dto.isAnime ?? current.isAnime;
      await this.checkUnique(category, name, slug, id, manager);
      if (isAnime && !current.isAnime) await this.takeAnimeFrom(ctx, id, manager);
      await this.genres.update(id, { name, slug, category, isAnime }, manager);
      await addToOutbox(manager, CatalogueEvents.genreUpdated, { id, slug });
      updated = { ...current, name, slug, category, isAnime };
      await recordAdminAction(manager, ctx, 'genre', 'update', id, genreAuditFields(current), genreAuditFields(updated));
    }, { name: dto.name?.trim() ?? '', category: dto.category ?? '', slug: '' });
    return toGenre(updated!);
  }

  /**
   * Removes the genre and, in the same transaction, its links to films and series; answers how
   * many links went. A genre in use is removed only with `confirm` (the screen's second
   * confirmation, spec 001 section 4): otherwise 409 GENRE_IN_USE with the counts, nothing changed.
   */
  async remove(ctx: AdminContext, id: string, confirm: boolean): Promise<GenreDeletion> {
    let usage: GenreDeletion = { movies: 0, series: 0 };
    await this.write(async (manager) => {
      const current = await this.genres.lock(id, manager);
      if (!current) throw fail('GENRE_NOT_FOUND');
      usage = await this.genres.usage(id, manager);
      if ((usage.movies > 0 || usage.series > 0) && !confirm) throw inUse(usage);
      await this.genres.delete(id, manager);
      await addToOutbox(manager, CatalogueEvents.genreDeleted, { id, slug: current.slug });
      await recordAdminAction(manager, ctx, 'genre', 'delete', id, { ...genreAuditFields(current), movies: usage.movies, series: usage.series }, null);
    }, { name: '', category: '', slug: '' });
    return usage;
  }

  /** `id` becomes the anime genre: the genre that was, if another, stops being it (its own event and audit record). */
  private async takeAnimeFrom(ctx: AdminContext, id: string, manager: EntityManager): Promise<void> {
    await this.genres.lockAnimeChoice(manager);
    for (const previous of await this.genres.clearAnime(id, manager)) {
      await addToOutbox(manager, CatalogueEvents.genreUpdated, { id: previous.id, slug: previous.slug });
      await recordAdminAction(manager, ctx, 'genre', 'update', previous.id, genreAuditFields(previous), genreAuditFields({ ...previous, isAnime: false }));
    }
  }

  private slugOf(name: string): string {
    const slug = genreSlug(name);
    if (!slug) throw fail('GENRE_SLUG_EMPTY');
    return slug;
  }

  private async checkUnique(category: string, name: string, slug: string, exceptId: string | null, manager: EntityManager): Promise<void> {
    const found = await this.genres.conflicts(category, name, slug, exceptId, manager);
    if (found.name) throw nameTaken(name, category);
    if (found.slug) throw slugTaken(slug, category);
  }

  /** Commits the change and its events, then drops every cached catalogue read (names show everywhere). */
  private async write(work: (manager: EntityManager) => Promise<void>, genre: Pick<GenreEntity, 'name' | 'category' | 'slug'>): Promise<void> {
    try {
      await this.ds.transaction(work);
    } catch (err) {
      // Two admins saving at once: the unique indexes decide, with the same messages.
      if (isUniqueViolation(err, 'genres_category_name_key')) throw nameTaken(genre.name, genre.category);
      if (isUniqueViolation(err, 'genres_category_slug_key')) throw slugTaken(genre.slug, genre.category);
      throw err;
    }
    this.infra.relay?.poke();
    await this.cache.dropAll();
  }
}
