import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TitleRef } from './titles.rules.js';

/** A title to describe, with the moment it became stale as PostgreSQL wrote it (text: microseconds kept). */
export interface StaleTitle {
  id: string;
  since: string;
}

/** What the catalogue said of a title. */
export interface TitleDescription {
  id: string;
  title: string;
  posterUrl: string | null;
}

const refs = (titles: readonly TitleRef[]) => [titles.map((t) => t.kind), titles.map((t) => t.id)];

/** The only code that writes the titles analytics keeps. */
@Injectable()
export class TitlesRepository {
  /** The titles are to be described again (a row is added for a title met for the first time). */
  async markStale(manager: EntityManager, titles: readonly TitleRef[]): Promise<void> {
    if (!titles.length) return;
    await manager.query(
      `INSERT INTO titles (kind, id, stale_since)
       SELECT kind, id, clock_timestamp() FROM unnest($1::text[], $2::uuid[]) AS t(kind, id) ORDER BY kind, id
       ON CONFLICT (kind, id) DO UPDATE SET stale_since = clock_timestamp()`,
      refs(titles),
    );
  }

  /** The catalogue deleted the titles: no longer listed, nothing left to ask. */
  async markDeleted(manager: EntityManager, titles: readonly TitleRef[]): Promise<void> {
    if (!titles.length) return;
    await manager.query(
      `INSERT INTO titles (kind, id, deleted_at, stale_since)
       SELECT kind, id, now(), NULL FROM unnest($1::text[], $2::uuid[]) AS t(kind, id) ORDER BY kind, id
       ON CONFLICT (kind, id) DO UPDATE SET deleted_at = coalesce(titles.deleted_at, now()), stale_since = NULL`,
      refs(titles),
    );
  }

  /** Whether any title is to be described. */
  async anyStale(manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM titles WHERE stale_since IS NOT NULL LIMIT 1`);
    return rows.length > 0;
  }

  /** Up to `limit` titles of a kind to describe. */
  async stale(manager: EntityManager, kind: TitleRef['kind'], limit: number): Promise<StaleTitle[]> {
    return manager.query(
      `SELECT id, stale_since::text AS since FROM titles WHERE stale_since IS NOT NULL AND kind = $1 ORDER BY id LIMIT $2`,
      [kind, limit],
    );
  }

  /**
   * Stores what the catalogue answered for `asked`: the titles it described, and those it does not
   * have (deleted, or never created: a view may name any id), marked deleted. A title marked stale
   * again while the catalogue was being asked stays stale (its `stale_since` moved): it is asked
   * again at the next round.
   */
  async describe(manager: EntityManager, kind: TitleRef['kind'], asked: readonly StaleTitle[], found: readonly TitleDescription[]): Promise<void> {
    const byId = new Map(found.map((f) => [f.id.toLowerCase(), f]));
    const described = asked.flatMap((a) => {
      const f = byId.get(a.id);
      return f ? [{ ...a, title: f.title, posterUrl: f.posterUrl }] : [];
    });
    const missing = asked.filter((a) => !byId.has(a.id));
    if (described.length) {
      await manager.query(
        `UPDATE titles t SET title = d.title, poster_url = d.poster_url, described_at = now(), deleted_at = NULL,
                stale_since = CASE WHEN t.stale_since = d.since THEN NULL ELSE t.stale_since END
           FROM unnest($2::uuid[], $3::text[], $4::text[], $5::timestamptz[]) AS d(id, title, poster_url, since)
          WHERE t.kind = $1 AND t.id = d.id`,
        [kind, described.map((d) => d.id), described.map((d) => d.title), described.map((d) => d.posterUrl), described.map((d) => d.since)],
      );
    }
    if (missing.length) {
      await manager.query(
        `UPDATE titles t SET deleted_at = coalesce(t.deleted_at, now()),
                stale_since = CASE WHEN t.stale_since = d.since THEN NULL ELSE t.stale_since END
           FROM unnest($2::uuid[], $3::timestamptz[]) AS d(id, since)
          WHERE t.kind = $1 AND t.id = d.id`,
        [kind, missing.map((a) => a.id), missing.map((a) => a.since)],
      );
    }
  }

  /** Which series are animes, as the catalogue answered (the others are not); answers how many rows changed. */
  async setAnimes(manager: EntityManager, animeIds: readonly string[]): Promise<number> {
    const rows: Array<{ id: string }> = await manager.query(
      `WITH changed AS (
         UPDATE titles SET is_anime = (id = ANY($1::uuid[]))
          WHERE kind = 'series' AND is_anime IS DISTINCT FROM (id = ANY($1::uuid[]))
         RETURNING id)
       SELECT id FROM changed`,
      [animeIds],
    );
    return rows.length;
  }
}
