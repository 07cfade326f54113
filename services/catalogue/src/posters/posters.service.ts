import { Injectable } from '@nestjs/common';
import type { ContentKind, PosterSvg } from '@streaming/contracts';
import { posterVersion } from '../shared/card.mapper.js';
import { fail } from '../shared/catalogue-errors.js';
import { renderPosterSvg } from './poster.js';
import { PostersRepository } from './posters.repository.js';

/** Posters drawn from the title when none was given (served by the gateway as /api/posters/:kind/:id.svg). */
@Injectable()
export class PostersService {
  constructor(private readonly posters: PostersRepository) {}

  async render(kind: ContentKind, id: string): Promise<PosterSvg> {
    const facts = await this.posters.findFacts(kind, id);
    if (!facts) throw fail('POSTER_NOT_FOUND');
    return {
      svg: renderPosterSvg({ title: facts.title, year: facts.year, kind: kind === 'movie' ? 'movie' : facts.isAnime ? 'anime' : 'series' }),
      version: posterVersion(facts.title, facts.year),
    };
  }
}
