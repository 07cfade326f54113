import { afterAll, describe, expect, it } from '@jest/globals';
import { seedSlug, slugify } from '@streaming/contracts';
import { dropDatabase } from '@streaming/platform';
import { execSql, migrateInRuns, migrationsOf, nameOf } from '../../../tests/support/migrations.js';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { CATALOGUE_SCHEMA, createCatalogueDataSource } from '../src/database/catalogue-data-source.js';
import { CatalogueFactory } from './factories.js';

// A database that had genres with the original product's slugs when 1764600000000-genre-slugs came.
const url = `${currentTestNames().DATABASE_URL}_genre_slugs`;
const migrations = migrationsOf(createCatalogueDataSource(url));
/** The migrations a database had run when 1764600000000-genre-slugs came (later ones came after it). */
const before = migrations.slice(0, migrations.findIndex((m) => nameOf(m) === 'GenreSlugs1764600000000'));
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterAll(() => dropDatabase(url));

describe('migration 1764600000000-genre-slugs', () => {
  it('transliterates the slugs, keeps the old ones answered, and marks the anime genre', async () => {
    expect(before.length).toBeGreaterThan(0);
    await dropDatabase(url);
    await migrateInRuns((u) => createCatalogueDataSource(u, 2), url, CATALOGUE_SCHEMA, [before, migrations], async (run) => {
      if (run > 0) return;
      await execSql(url, [
        `SET search_path = catalogue`,
        `INSERT INTO genres (id, name, slug, category) VALUES
          ('${id(1)}', 'Comédie', 'comdie', 'Films'),
          ('${id(2)}', 'Séries Animées', 'sries-animes', 'Séries'),
          ('${id(3)}', 'Séries Animées', 'sries-animes', 'Animés'),
          ('${id(4)}', 'Œuvres d''été', 'uvres-dt', 'Films'),
          ('${id(5)}', 'Drame', 'drame', 'Films'),
          ('${id(6)}', 'Policière', 'policire', 'Séries'),
          ('${id(7)}', 'policiere', 'policiere', 'Séries'),
          ('${id(8)}', 'Épopée', 'pope', 'Spectacles'),
          ('${id(9)}', 'Epopee!', 'epopee', 'Spectacles')`,
      ]);
    });
    const db = await CatalogueFactory.connect(url);
    try {
      const rows = await db.query<{ id: string; name: string; slug: string; seed_slug: string; is_anime: boolean }>(
        `SELECT id, name, slug, seed_slug, is_anime FROM genres ORDER BY id`,
      );
      expect(rows.map((r) => [r.name, r.slug, r.is_anime])).toEqual([
        ['Comédie', 'comedie', false],
        ['Séries Animées', 'series-animees', false],
        ['Séries Animées', 'series-animees', true],
        ["Œuvres d'été", 'oeuvres-dete', false],
        ['Drame', 'drame', false],
        // Its new slug is already another genre's in its category: it keeps its own.
        ['Policière', 'policire', false],
        ['policiere', 'policiere', false],
        ['Épopée', 'pope', false],
        ['Epopee!', 'epopee', false],
      ]);
      // The database computes both slugs as the contracts' slug.ts does.
      for (const r of rows) expect(r.seed_slug).toBe(seedSlug(r.name));
      for (const r of rows.filter((x) => ![id(6), id(8)].includes(x.id))) expect(r.slug).toBe(slugify(r.name));
    } finally {
      await db.close();
    }
  });
});
