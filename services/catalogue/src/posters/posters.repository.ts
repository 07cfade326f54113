import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContentKind } from '@streaming/contracts';
import { ANIME_SQL } from '../database/title-sql.js';

/** What a poster is drawn from. */
export interface PosterFacts {
  title: string;
  year: number | null;
  isAnime: boolean;
}

/**
 * The facts a generated poster shows. Read on the primary, not a read replica (infra/postgres/README.md):
 * the back office shows a title's poster right after creating it, before a replica may have the row.
 */
@Injectable()
export class PostersRepository {
  constructor(private readonly ds: DataSource) {}

  async findFacts(kind: ContentKind, id: string): Promise<PosterFacts | null> {
    const sql =
      kind === 'movie'
        ? `SELECT title, release_year, false AS is_anime FROM movies WHERE id = $1`
        : `SELECT s.title, s.release_year, ${ANIME_SQL('s')} AS is_anime FROM series s WHERE s.id = $1`;
    const [row]: Array<{ title: string; release_year: number | null; is_anime: boolean }> = await this.ds.query(sql, [id]);
    return row ? { title: row.title, year: row.release_year, isAnime: row.is_anime } : null;
  }
}
