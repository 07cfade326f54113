import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ContentKind, PosterSvg } from '@streaming/contracts';
import { ANIME_SQL } from '../listing/title-filters.js';
import { fail } from '../shared/catalogue-errors.js';
import { renderPosterSvg } from './poster.js';

/** Posters drawn from the title when none was given (served by the gateway as /api/posters/:kind/:id.svg). */
@Injectable()
export class PostersService {
  constructor(private readonly ds: DataSource) {}

  async render(kind: ContentKind, id: string): Promise<PosterSvg> {
    const sql =
      kind === 'movie'
        ? `SELECT title, release_year, false AS is_anime FROM movies WHERE id = $1`
        : `SELECT s.title, s.release_year, ${ANIME_SQL('s')} AS is_anime FROM series s WHERE s.id = $1`;
    const [row]: Array<{ title: string; release_year: number | null; is_anime: boolean }> = await this.ds.query(sql, [id]);
    if (!row) throw fail('POSTER_NOT_FOUND');
    return { svg: renderPosterSvg({ title: row.title, year: row.release_year, kind: kind === 'movie' ? 'movie' : row.is_anime ? 'anime' : 'series' }) };
  }
}
