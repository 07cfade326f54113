import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContentKind } from '@streaming/contracts';

/** A `favorites` row as PostgreSQL returns it. */
export interface FavoriteRow {
  id: string;
  kind: ContentKind;
  title_id: string;
  created_at: Date;
}

/** Reads and writes `favorites` for members (the purge deletes them too: purge.repository.ts); every statement is about one member. */
@Injectable()
export class FavoritesRepository {
  constructor(private readonly ds: DataSource) {}

  /** The member's favourites (one kind, or all), newest first, and how many there are. */
  async page(userId: string, kind: ContentKind | undefined, limit: number, offset: number): Promise<{ rows: FavoriteRow[]; total: number }> {
    const [rows, [{ n }]]: [FavoriteRow[], Array<{ n: number }>] = await Promise.all([
      this.ds.query(
        `SELECT id, kind, title_id, created_at FROM favorites
          WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2)
          ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [userId, kind ?? null, limit, offset],
      ),
      this.ds.query(`SELECT count(*)::int AS n FROM favorites WHERE user_id = $1 AND ($2::text IS NULL OR kind = $2)`, [userId, kind ?? null]),
    ]);
    return { rows, total: n };
  }

  /** Every favourite title of the member, newest first. */
  all(userId: string): Promise<Array<Pick<FavoriteRow, 'kind' | 'title_id'>>> {
    return this.ds.query(`SELECT kind, title_id FROM favorites WHERE user_id = $1 ORDER BY created_at DESC, id DESC`, [userId]);
  }

  /**
   * Adds the title (one statement); already there, answers the existing row unchanged. A row added by
   * a concurrent call after the statement's snapshot is read once more; one removed meanwhile by
   * another call is added again (the member's last press was an add).
   */
  async add(userId: string, kind: ContentKind, titleId: string): Promise<FavoriteRow> {
    for (let attempt = 1; ; attempt++) {
      const [row]: FavoriteRow[] = await this.ds.query(
        `WITH added AS (
           INSERT INTO favorites (id, user_id, kind, title_id, created_at) VALUES ($1, $2, $3, $4, now())
           ON CONFLICT (user_id, kind, title_id) DO NOTHING
           RETURNING id, kind, title_id, created_at)
         SELECT * FROM added
         UNION ALL
         SELECT id, kind, title_id, created_at FROM favorites WHERE user_id = $2 AND kind = $3 AND title_id = $4 AND NOT EXISTS (SELECT 1 FROM added)`,
        [randomUUID(), userId, kind, titleId],
      );
      if (row) return row;
      // Added by a concurrent call after this statement's snapshot: it is there now (unless removed since).
      const [existing]: FavoriteRow[] = await this.ds.query(
        `SELECT id, kind, title_id, created_at FROM favorites WHERE user_id = $1 AND kind = $2 AND title_id = $3`,
        [userId, kind, titleId],
      );
      if (existing) return existing;
      if (attempt >= 3) throw new Error('favourite neither added nor found after 3 attempts (concurrent adds and removals)');
    }
  }

  /** Removes the title from the member's favourites; false when it was not there. */
  async remove(userId: string, kind: ContentKind, titleId: string): Promise<boolean> {
    const rows: Array<{ id: string }> = await this.ds.query(
      `WITH removed AS (DELETE FROM favorites WHERE user_id = $1 AND kind = $2 AND title_id = $3 RETURNING id) SELECT id FROM removed`,
      [userId, kind, titleId],
    );
    return rows.length > 0;
  }
}
