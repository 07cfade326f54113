import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { describeMigrationHistory, migrationsOf } from '../../../tests/support/migrations.js';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../src/database/catalogue-data-source.js';
import { SearchRankIndexAsOfD9b6c79, SearchRankIndexAsOfF428425, SearchRankIndexAsOfFfb469f } from './shipped-migration-versions.js';

const [init] = migrationsOf(createCatalogueDataSource('postgres://localhost/unused'));
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const history = describeMigrationHistory({
  service: 'catalogue',
  schema: CATALOGUE_SCHEMA,
  makeDataSource: (url) => createCatalogueDataSource(url, 2),
  dir: fileURLToPath(new URL('../src/database/migrations', import.meta.url)),
  // Written for the first landed schema, which never changes: these statements stay valid.
  rowsAfterFirst: [
    `INSERT INTO genres (id, name, slug, category) VALUES ('${id(1)}', 'Drame', 'drame', 'Films')`,
    `INSERT INTO movies (id, title, original_title, director, synopsis, rating, views_count) VALUES
      ('${id(11)}', 'Metropolis', NULL, 'Fritz Lang', 'Dans une cité futuriste, les ouvriers vivent sous la ville.', 4.6, 12000),
      ('${id(12)}', 'Le Voyage dans la Lune', NULL, 'Georges Méliès', NULL, 4.2, 15000),
      ('${id(13)}', 'Nosferatu', 'Nosferatu, eine Symphonie des Grauens', 'F. W. Murnau', 'Le comte Orlok quitte les Carpates.', NULL, 0)`,
    `INSERT INTO movie_genres (movie_id, genre_id) VALUES ('${id(11)}', '${id(1)}')`,
    `INSERT INTO series (id, title, director, status, country, language) VALUES ('${id(21)}', 'Les Vampires', 'Louis Feuillade', 'completed', 'France', 'Français')`,
    `INSERT INTO episodes (id, series_id, season_number, episode_number, title) VALUES ('${id(31)}', '${id(21)}', 1, 1, 'La Tête coupée')`,
  ],
  countRows: `SELECT (SELECT count(*) FROM movies) + (SELECT count(*) FROM series) + (SELECT count(*) FROM episodes) AS n`,
  shipped: [
    { as: 'f428425', migrations: [init, SearchRankIndexAsOfF428425] },
    { as: 'ffb469f', migrations: [init, SearchRankIndexAsOfFfb469f] },
    { as: 'd9b6c79', migrations: [init, SearchRankIndexAsOfD9b6c79] },
  ],
});

describe('catalogue schema', () => {
  it('has the prefix indexes live search reads titles and lexicon words by, the titles\' with their rank', () => {
    const prefixIndexes = [
      'index catalogue.movies_title_prefix_idx: CREATE INDEX movies_title_prefix_idx ON catalogue.movies USING btree (title_sort text_pattern_ops) INCLUDE (rating, views_count, id)',
      'index catalogue.series_title_prefix_idx: CREATE INDEX series_title_prefix_idx ON catalogue.series USING btree (title_sort text_pattern_ops) INCLUDE (rating, views_count, id)',
      'index catalogue.search_lexicon_word_prefix_idx: CREATE INDEX search_lexicon_word_prefix_idx ON catalogue.search_lexicon USING btree (word text_pattern_ops)',
    ];
    expect(prefixIndexes.filter((index) => !history.fresh.includes(index))).toEqual([]);
  });
});
