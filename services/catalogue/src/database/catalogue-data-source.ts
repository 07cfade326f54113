import { createDataSource, InboxEntity, OutboxEntity } from '@streaming/platform';
import { MovieEntity, MovieGenreEntity } from '../movies/movie.entity.js';
import { EpisodeEntity, SeriesEntity, SeriesGenreEntity } from '../series/series.entity.js';
import { GenreEntity } from '../genres/genre.entity.js';
import { CatalogueInit1763900000000 } from './migrations/1763900000000-catalogue-init.js';

export const CATALOGUE_SCHEMA = 'catalogue';

export function createCatalogueDataSource(url: string, poolSize?: number) {
  return createDataSource({
    url,
    schema: CATALOGUE_SCHEMA,
    entities: [MovieEntity, MovieGenreEntity, SeriesEntity, SeriesGenreEntity, EpisodeEntity, GenreEntity, OutboxEntity, InboxEntity],
    migrations: [CatalogueInit1763900000000],
    poolSize,
  });
}
