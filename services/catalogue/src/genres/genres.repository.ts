import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { GenreRow } from '../shared/card.mapper.js';
import { CatalogueReads } from '../database/catalogue-reads.js';
import { GENRE_IDS_FOR_SLUG_SQL } from '../database/title-sql.js';
import { GenreEntity } from './genre.entity.js';

/**
 * The only code that reads and writes genres (links are removed with them, ON DELETE CASCADE). The
 * menu and the genre page's lookup are public reads (a read replica when there is one); the back
 * office's checks read the primary, on its transaction when it passes one.
 */
@Injectable()
export class GenresRepository {
  constructor(
    private readonly ds: DataSource,
    private readonly reads: CatalogueReads,
  ) {}

  private m(manager?: EntityManager): EntityManager {
    return manager ?? this.ds.manager;
  }

  all(): Promise<GenreRow[]> {
    return this.reads.query(`SELECT id, name, slug, category FROM genres ORDER BY name, category`);
  }

  /**
   * Every genre with this slug (the same slug may exist in several categories); when none has it,
   * the genres the original product gave this slug (`seed_slug`: 'comdie' leads to 'Comédie').
   */
  bySlug(slug: string): Promise<GenreRow[]> {
    return this.reads.query(`SELECT id, name, slug, category FROM genres WHERE id IN ${GENRE_IDS_FOR_SLUG_SQL('$1')} ORDER BY category, id`, [slug]);
  }

  findById(id: string, manager?: EntityManager): Promise<GenreEntity | null> {
    return this.m(manager).findOneBy(GenreEntity, { id });
  }

  /** The genre, its row locked until the write's transaction ends (what the change starts from); null when there is none. */
  lock(id: string, manager: EntityManager): Promise<GenreEntity | null> {
    return manager.findOne(GenreEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** One change of the anime genre at a time (two admins choosing two genres at once: one after the other). */
  async lockAnimeChoice(manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('catalogue.anime-genre'))`);
  }

  /** Unmarks the anime genre unless it is `exceptId`; answers the genre unmarked (as it was), if any. */
  async clearAnime(exceptId: string, manager: EntityManager): Promise<GenreEntity[]> {
    const rows: Array<{ id: string; name: string; slug: string; category: string; created_at: Date; updated_at: Date }> = await manager.query(
      `WITH cleared AS (UPDATE genres SET is_anime = false, updated_at = now() WHERE is_anime AND id <> $1 RETURNING id, name, slug, category, created_at, updated_at)
       SELECT * FROM cleared`,
      [exceptId],
    );
    return rows.map((r) => ({ id: r.id, name: r.name, slug: r.slug, category: r.category, isAnime: true, createdAt: r.created_at, updatedAt: r.updated_at }));
  }

  async countExisting(ids: string[], manager?: EntityManager): Promise<number> {
    const [row] = await this.m(manager).query(`SELECT count(*)::int AS n FROM genres WHERE id = ANY($1::uuid[])`, [ids]);
    return row.n;
  }

  /** Another genre of the category with this name (case-insensitive) or slug, `exceptId` left out. */
  async conflicts(category: string, name: string, slug: string, exceptId: string | null, manager: EntityManager): Promise<{ name: boolean; slug: boolean }> {
    const rows: Array<{ same_name: boolean; same_slug: boolean }> = await manager.query(
      `SELECT lower(name) = lower($2) AS same_name, slug = $3 AS same_slug FROM genres
        WHERE category = $1 AND (lower(name) = lower($2) OR slug = $3) AND ($4::uuid IS NULL OR id <> $4::uuid)`,
      [category, name, slug, exceptId],
    );
    return { name: rows.some((r) => r.same_name), slug: rows.some((r) => r.same_slug) };
  }

  async insert(genre: GenreEntity, manager: EntityManager): Promise<void> {
    await manager.insert(GenreEntity, genre);
  }

  async update(id: string, patch: Partial<GenreEntity>, manager: EntityManager): Promise<void> {
    await manager.update(GenreEntity, { id }, { ...patch, updatedAt: new Date() });
  }

  /** How many films and series use the genre (asked before deleting it; the genre screen has them all: AdminTitlesRepository.genres). */
  async usage(id: string, manager?: EntityManager): Promise<{ movies: number; series: number }> {
    const [row] = await this.m(manager).query(
      `SELECT (SELECT count(*)::int FROM movie_genres WHERE genre_id = $1) AS movies,
              (SELECT count(*)::int FROM series_genres WHERE genre_id = $1) AS series`,
      [id],
    );
    return { movies: row.movies, series: row.series };
  }

  async delete(id: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM genres WHERE id = $1`, [id]);
  }
}
