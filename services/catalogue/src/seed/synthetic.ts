import type { DataSource } from 'typeorm';

/** Word lists the synthetic titles, synopses and names are drawn from (French, with accents and ligatures). */
const WORDS = {
  articles: ['Le', 'La', 'Les', 'Un', 'Une', 'Des', 'Mon', 'Ma'],
  nouns: ['Voyage', 'Nuit', 'Cœur', 'Mystère', 'Secret', 'Royaume', 'Ombre', 'Étoile', 'Château', 'Rivière', 'Forêt', 'Cité', 'Île',
    'Fantôme', 'Trésor', 'Dragon', 'Prince', 'Sœur', 'Frère', 'Chemin', 'Légende', 'Tempête', 'Horizon', 'Mémoire', 'Miroir', 'Silence',
    'Retour', 'Promesse', 'Vengeance', 'Odyssée', 'Énigme', 'Lumière', 'Montagne', 'Océan', 'Désert', 'Planète', 'Machine', 'Robot',
    'Espion', 'Détective', 'Vampire', 'Sorcière', 'Pirate', 'Chevalier', 'Samouraï', 'Cowboy', 'Danseuse', 'Musicien', 'Peintre', 'Ange'],
  adjectives: ['perdu', 'oublié', 'éternel', 'sauvage', 'secret', 'maudit', 'brisé', 'doré', 'noir', 'rouge', 'blanc', 'lointain',
    'interdit', 'invisible', 'dernier', 'premier', 'fabuleux', 'étrange', 'silencieux', 'glacé', 'brûlant', 'céleste', 'mécanique', 'magique'],
  places: ['Paris', 'Lyon', 'Marseille', 'Tokyo', 'Kyoto', 'Venise', 'Québec', 'Dakar', 'Montréal', 'Bruxelles', 'Genève', 'Alger',
    'Istanbul', 'Lisbonne', 'Séville', 'Prague', 'Berlin', 'Londres', 'New York', 'Osaka'],
  firstNames: ['Jean', 'Marie', 'Pierre', 'Agnès', 'François', 'Claire', 'Jacques', 'Chloé', 'Éric', 'Anaïs', 'Hélène', 'Noémie', 'Loïc',
    'Zoé', 'Gaël', 'Aurélien', 'Inès', 'Hiroshi', 'Yuki', 'Mamadou'],
  lastNames: ['Dupont', 'Martin', 'Lefèvre', 'Moreau', 'Girard', 'Bonnet', 'Fournier', 'Rousseau', 'Mercier', 'Lambert', 'Faure',
    'Gauthier', 'Chevalier', 'Roux', 'Bœuf', 'Nakamura', 'Tanaka', 'Diallo', 'Béranger', 'Côté'],
  countries: ['France', 'Belgique', 'Suisse', 'Canada', 'États-Unis', 'Japon', 'Italie', 'Espagne', 'Allemagne', 'Royaume-Uni', 'Corée du Sud', 'Sénégal'],
  languages: ['Français', 'Anglais', 'Japonais', 'Italien', 'Espagnol', 'Allemand', 'Coréen'],
};

const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]::text[]`;
/** A deterministic pick in a word list, from a row number and a salt (no random(): reproducible). */
const pick = (list: string[], n: string, salt: number) => `(${arr(list)})[1 + abs(hashtext(${n}::text || '${salt}')) % ${list.length}]`;
const frac = (n: string, salt: number) => `((abs(hashtext(${n}::text || '${salt}')) % 100000) / 100000.0)`;

export interface SyntheticReport {
  movies: number;
  series: number;
  episodes: number;
  seconds: number;
}

/**
 * Fills the catalogue with `count` synthetic titles (80 % films, 20 % series with 1 to 3 seasons)
 * for benchmarks, in set-based INSERT ... SELECT statements, one transaction. The lexicon trigger is
 * switched off during the load and the lexicon rebuilt once at the end.
 */
export async function generateSynthetic(ds: DataSource, count: number, log: (msg: string) => void = () => undefined): Promise<SyntheticReport> {
  const started = Date.now();
  const movies = Math.round(count * 0.8);
  const series = count - movies;
  const batch = 20000;
  let episodes = 0;
  await ds.transaction(async (m) => {
    await m.query(`ALTER TABLE movies DISABLE TRIGGER movies_search_words`);
    await m.query(`ALTER TABLE series DISABLE TRIGGER series_search_words`);
    const run = (await m.query(`SELECT coalesce(max(n), 0) AS n FROM (SELECT count(*) AS n FROM movies UNION ALL SELECT count(*) FROM series) x`))[0].n;
    const salt0 = Number(run);
    const genres = async (categories: string[]) =>
      (await m.query(`SELECT id FROM genres WHERE category = ANY($1) ORDER BY slug`, [categories])).map((r: { id: string }) => r.id) as string[];
    let movieGenres = await genres(['Films', 'Documentaires']);
    let seriesGenres = await genres(['Séries', 'Animés']);
    if (!movieGenres.length || !seriesGenres.length) {
      await m.query(`INSERT INTO genres (id, name, slug, category) VALUES
        (gen_random_uuid(), 'Synthétique', 'synthtique', 'Films'), (gen_random_uuid(), 'Synthétique', 'synthtique', 'Séries')
        ON CONFLICT DO NOTHING`);
      movieGenres = await genres(['Films', 'Documentaires']);
      seriesGenres = await genres(['Séries', 'Animés']);
    }
    const title = (n: string) =>
      `${pick(WORDS.articles, n, 1)} || ' ' || ${pick(WORDS.nouns, n, 2)} || ' ' || ${pick(WORDS.adjectives, n, 3)}
        || CASE WHEN ${frac(n, 4)} < 0.3 THEN ' de ' || ${pick(WORDS.places, n, 5)} WHEN ${frac(n, 4)} < 0.4 THEN ' ' || (2 + abs(hashtext(${n}::text)) % 5)::text ELSE '' END`;
    const synopsis = (n: string) =>
      `'Un ' || lower(${pick(WORDS.nouns, n, 6)}) || ' ' || ${pick(WORDS.adjectives, n, 7)} || ' à ' || ${pick(WORDS.places, n, 8)} || ' : ' ||
        lower(${pick(WORDS.nouns, n, 9)}) || ', ' || lower(${pick(WORDS.nouns, n, 10)}) || ' et ' || lower(${pick(WORDS.nouns, n, 11)}) || ' ' || ${pick(WORDS.adjectives, n, 12)} || '.'`;
    const common = (n: string) => `
        ${synopsis(n)},
        1920 + (abs(hashtext(${n}::text || 'y')) % 106),
        ${pick(WORDS.firstNames, n, 13)} || ' ' || ${pick(WORDS.lastNames, n, 14)},
        ${pick(WORDS.countries, n, 15)}, ${pick(WORDS.languages, n, 16)},
        (ARRAY['4K', 'HD 1080p', 'HD 720p', 'SD'])[1 + abs(hashtext(${n}::text || 'q')) % 4],
        round((${frac(n, 17)} * 5)::numeric, 1),
        floor(power(${frac(n, 18)}, 3) * 200000)::int,
        ${frac(n, 19)} < 0.03, ${frac(n, 20)} < 0.05,
        now() - (${frac(n, 21)} * interval '1800 days')`;

    for (let from = 1; from <= movies; from += batch) {
      const to = Math.min(movies, from + batch - 1);
      const n = `(g + ${salt0})`;
      await m.query(
        `INSERT INTO movies (id, title, synopsis, release_year, director, country, language, quality, rating, views_count, is_featured, is_new,
           created_at, duration_minutes, poster_url, updated_at)
         SELECT id, t, s, y, d, c, l, q, r, v, f, nw, ca, dur, '/api/posters/movie/' || id || '.svg', ca FROM (
           SELECT gen_random_uuid() AS id, ${title(n)} AS t, ${common(n).replace(/,\n/g, ',\n')} , 60 + abs(hashtext(${n}::text || 'd')) % 120
             FROM generate_series(${from}, ${to}) AS g) x(id, t, s, y, d, c, l, q, r, v, f, nw, ca, dur)`,
      );
      log(`films ${to}/${movies}`);
    }
    for (let from = 1; from <= series; from += batch) {
      const to = Math.min(series, from + batch - 1);
      const n = `(g + ${salt0} + 1000000000)`;
      await m.query(
        `INSERT INTO series (id, title, synopsis, release_year, director, country, language, quality, rating, views_count, is_featured, is_new,
           created_at, status, total_seasons, total_episodes, poster_url, updated_at)
         SELECT id, t, s, y, d, c, l, q, r, v, f, nw, ca, st, seasons, seasons * per, '/api/posters/series/' || id || '.svg', ca FROM (
           SELECT gen_random_uuid() AS id, ${title(n)} AS t, ${common(n)},
                  (ARRAY['ongoing', 'completed', 'cancelled'])[1 + abs(hashtext(${n}::text || 's')) % 3],
                  1 + abs(hashtext(${n}::text || 'n')) % 3, 3 + abs(hashtext(${n}::text || 'e')) % 6
             FROM generate_series(${from}, ${to}) AS g) x(id, t, s, y, d, c, l, q, r, v, f, nw, ca, st, seasons, per)`,
      );
      log(`séries ${to}/${series}`);
    }
    // Episodes of the series just added (those without any yet), 1 to 3 seasons of 3 to 8.
    const [{ n: added }] = await m.query(
      `WITH s AS (SELECT id, total_seasons, total_episodes / total_seasons AS per FROM series x
                   WHERE NOT EXISTS (SELECT 1 FROM episodes e WHERE e.series_id = x.id) AND total_seasons > 0),
            ins AS (
              INSERT INTO episodes (id, series_id, season_number, episode_number, title, duration_minutes, views_count)
              SELECT gen_random_uuid(), s.id, sn, en, 'Épisode ' || en, 20 + (en * 7) % 40, (en * 37) % 1000
                FROM s, generate_series(1, s.total_seasons) AS sn, generate_series(1, s.per) AS en
              RETURNING 1)
       SELECT count(*)::int AS n FROM ins`,
    );
    episodes = added;
    log(`épisodes ${episodes}`);
    const link = async (table: string, col: string, parent: string, ids: string[]) => {
      if (!ids.length) return;
      await m.query(
        `INSERT INTO ${table} (${col}, genre_id)
         SELECT t.id, ($1::uuid[])[1 + abs(hashtext(t.id::text || k::text)) % ${ids.length}]
           FROM ${parent} t CROSS JOIN generate_series(1, 2) AS k
          WHERE NOT EXISTS (SELECT 1 FROM ${table} l WHERE l.${col} = t.id)
         ON CONFLICT DO NOTHING`,
        [ids],
      );
    };
    await link('movie_genres', 'movie_id', 'movies', movieGenres);
    await link('series_genres', 'series_id', 'series', seriesGenres);
    log('genres liés');
    await m.query(`INSERT INTO search_lexicon (word)
      SELECT DISTINCT w FROM (SELECT unnest(tsvector_to_array(search_document)) AS w FROM movies
                              UNION ALL SELECT unnest(tsvector_to_array(search_document)) FROM series) x
       WHERE length(w) >= 3 ON CONFLICT DO NOTHING`);
    await m.query(`ALTER TABLE movies ENABLE TRIGGER movies_search_words`);
    await m.query(`ALTER TABLE series ENABLE TRIGGER series_search_words`);
    log('lexique reconstruit');
  });
  // Statistics for the planner and a fresh visibility map, so counts use index-only scans.
  for (const table of ['movies', 'series', 'episodes', 'movie_genres', 'series_genres', 'search_lexicon']) await ds.query(`VACUUM (ANALYZE) ${table}`);
  return { movies, series, episodes, seconds: Math.round((Date.now() - started) / 100) / 10 };
}
