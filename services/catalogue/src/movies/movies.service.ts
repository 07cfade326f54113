import { Injectable } from '@nestjs/common';
import { SIMILAR_MAX, type CatalogueCard, type MovieDto, type MovieListQuery, type Page, type SimilarMovieCard } from '@streaming/contracts';
import { CatalogueCache } from '../cache/catalogue-cache.js';
import { HomeService } from '../home/home.service.js';
import { TitlesRepository } from '../listing/titles.repository.js';
import { num, toCard } from '../shared/card.mapper.js';
import { fail } from '../shared/catalogue-errors.js';
import { MoviesRepository } from './movies.repository.js';
import { toMovieDto } from './movies.mapper.js';
import { rankSimilar, type SimilarFacts } from './similar.rules.js';

/** What a member reads about films: the filtered list, one film, similar films. */
@Injectable()
export class MoviesService {
  constructor(
    private readonly movies: MoviesRepository,
    private readonly titles: TitlesRepository,
    private readonly cache: CatalogueCache,
    private readonly home: HomeService,
  ) {}

  list(query: MovieListQuery): Promise<Page<CatalogueCard>> {
    return this.cache.list('movies', query, async () => {
      // 'Tous les Films' / 'Toutes les Séries': without the titles the page's sections show.
      const shown = query.excludeSections === undefined ? [] : await this.home.sectionTitleIds('movies', query.excludeSections);
      const page = await this.titles.list('movies', query, shown);
      return { items: page.rows.map((r) => toCard(r, 'movie')), total: page.total, page: page.page, pageSize: page.pageSize };
    });
  }

  get(id: string): Promise<MovieDto> {
    return this.cache.movie(id, async () => {
      const row = await this.movies.findDetail(id);
      if (!row) throw fail('MOVIE_NOT_FOUND');
      return toMovieDto(row);
    });
  }

  similar(id: string): Promise<SimilarMovieCard[]> {
    return this.cache.similar(id, async () => {
      const row = await this.movies.findDetail(id);
      if (!row) throw fail('MOVIE_NOT_FOUND');
      const current: SimilarFacts = {
        id: row.id,
        director: row.director,
        releaseYear: row.release_year,
        genreIds: row.genres.map((g) => g.id),
        rating: num(row.rating),
        views: Number(row.views_count),
        isFeatured: row.is_featured,
      };
      const candidates = (await this.movies.similarCandidates(id)).map((c) => ({
        row: c,
        id: c.id,
        director: c.director,
        releaseYear: c.release_year,
        genreIds: c.genre_ids,
        rating: num(c.rating),
        views: Number(c.views_count),
        isFeatured: c.is_featured,
      }));
      return rankSimilar(current, candidates, SIMILAR_MAX).map((c) => Object.assign(toCard(c.row, 'movie'), { score: c.score, badges: c.badges }));
    });
  }
}
