// The back office at scale: 100,000 titles (the demo catalogue and the synthetic films and series,
// lib/catalogue-data.mjs) and 100,000 members inserted in bulk into identity's schema (generate_series,
// the columns of identity's migrations), with favourites and watch progress in engagement's schema so
// that the users page's per-member counts are real.
// - Lists, through the gateway as an admin, ONE request at a time (an admin paging a table): the film
//   list (page 1, and a page deep in the list), a film search, the users page with its counts, a users
//   search. p50/p95/p99 beside the target p95 < 50 ms each; beside them, the plan of each service
//   statement behind it (EXPLAIN ANALYZE, on the run's database), to tell the SQL from the rest.
// - The admin area's JavaScript (the chunks of the built web/dist whose sources are under
//   src/features/admin, raw and gzip) beside what a member downloads on their first page (the entry,
//   its static imports, the member files session-start.js asks for, and the home page's chunk), and
//   a check that none of the admin chunks' files is part of that download.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { api, registerAdmin } from '../lib/api.mjs';
import { loadCatalogue, percentile, withDb } from '../lib/catalogue-data.mjs';
import { sampleCpu } from '../lib/cpu.mjs';
import { ROOT } from '../lib/stack.mjs';
import { explain } from '../lib/plans.mjs';
import { cpuLine, disturbed, format, target } from '../lib/report.mjs';

export const description =
  'GET /api/admin/movies (page 1, a deep page, a search) and /api/admin/users (with its counts, a search) at 100,000 titles and 100,000 members, one at a time; the admin area\'s JS beside a member\'s';

const MEMBERS = Number(process.env.ADMIN_BENCH_MEMBERS ?? 100_000);
/** Favourites and watch progress rows drawn for the members (duplicates skipped). */
const FAVORITES = MEMBERS * 4;
const PROGRESS = MEMBERS * 5;
const RUNS = 50;
const WARMUP = 5;
const P95_MS = 50;
const DIST = join(ROOT, 'web', 'dist');
const ASSETS = join(DIST, 'assets');

const FIRST = ['camille', 'lea', 'hugo', 'lucas', 'chloe', 'louis', 'emma', 'jules', 'manon', 'nathan', 'ines', 'theo', 'sarah', 'arthur', 'lina', 'paul'];
const LAST = ['martin', 'bernard', 'dubois', 'thomas', 'robert', 'richard', 'petit', 'durand', 'leroy', 'moreau', 'simon', 'laurent', 'lefebvre', 'michel', 'garcia', 'david', 'bertrand', 'roux', 'vincent', 'fournier'];
const DOMAINS = ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'outlook.fr', 'sfr.fr'];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * MEMBERS accounts in identity.users (a database that holds that many already is left as it is):
 * addresses `prenom.nom<n>@domaine`, signed up over the last three years (more of them lately), 70%
 * signed in over the last 90 days, 90% confirmed; then favourites and watch progress (films and
 * episodes of the catalogue, the popular titles and the recent members drawn more often) in
 * engagement. The password hash is no hash of anything: nobody signs in as these members.
 */
async function seedMembers(ctx) {
  return withDb(ctx, async (db) => {
    const count = async () => (await db.query('SELECT count(*)::int AS n FROM identity.users')).rows[0].n;
    if ((await count()) >= MEMBERS) return count();
    await db.query('BEGIN');
    try {
      await db.query('SELECT setseed(0.42)');
      await db.query(
        `INSERT INTO identity.users (id, email, password_hash, email_confirmed_at, last_sign_in_at, tokens_valid_after, created_at, updated_at)
         SELECT gen_random_uuid(),
                (${sqlArray(FIRST)})[1 + g % ${FIRST.length}] || '.' || (${sqlArray(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}] || g || '@' ||
                  (${sqlArray(DOMAINS)})[1 + (g / 7) % ${DOMAINS.length}],
                'bench-no-password', CASE WHEN r.confirmed < 0.9 THEN r.created + interval '10 minutes' END,
                CASE WHEN r.signed < 0.7 THEN now() - interval '90 days' * random() END, r.created, r.created, r.created
           FROM (SELECT g, random() AS confirmed, random() AS signed, now() - interval '1095 days' * power(random(), 1.5) AS created
                   FROM generate_series(1, $1::int) g) r`,
        [MEMBERS],
      );
      await db.query(`CREATE TEMP TABLE bench_members ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY created_at DESC, id) AS k, id FROM identity.users WHERE password_hash = 'bench-no-password'`);
      await db.query(`CREATE TEMP TABLE bench_titles ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY views_count DESC, id) AS k, kind, id FROM (
          SELECT 'movie' AS kind, id, views_count FROM catalogue.movies UNION ALL SELECT 'series', id, views_count FROM catalogue.series) x`);
      await db.query(`CREATE TEMP TABLE bench_watchable ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY views_count DESC, coalesce(episode_id, title_id)) AS k, kind, title_id, episode_id, duration FROM (
          SELECT 'movie' AS kind, id AS title_id, NULL::uuid AS episode_id, duration_minutes * 60.0 AS duration, views_count FROM catalogue.movies
          UNION ALL SELECT 'episode', series_id, id, duration_minutes * 60.0, views_count FROM catalogue.episodes) x WHERE duration > 0`);
      const sizes = (await db.query(`SELECT (SELECT count(*) FROM bench_members)::int AS members, (SELECT count(*) FROM bench_titles)::int AS titles,
                                            (SELECT count(*) FROM bench_watchable)::int AS watchable`)).rows[0];
      await db.query(
        `INSERT INTO engagement.favorites (id, user_id, kind, title_id, created_at)
         SELECT gen_random_uuid(), m.id, t.kind, t.id, now() - interval '365 days' * random()
           FROM (SELECT 1 + floor(power(random(), 1.5) * $2)::int AS who, 1 + floor(power(random(), 3) * $3)::int AS what FROM generate_series(1, $1::int)) d
           JOIN bench_members m ON m.k = d.who JOIN bench_titles t ON t.k = d.what
         ON CONFLICT DO NOTHING`,
        [FAVORITES, sizes.members, sizes.titles],
      );
      await db.query(
        `INSERT INTO engagement.watch_progress (id, user_id, kind, title_id, episode_id, position_seconds, duration_seconds, completed, updated_at)
         SELECT gen_random_uuid(), m.id, w.kind, w.title_id, w.episode_id, w.duration * d.at, w.duration, d.at > 0.95, now() - interval '365 days' * random()
           FROM (SELECT 1 + floor(power(random(), 1.5) * $2)::int AS who, 1 + floor(power(random(), 3) * $3)::int AS what, random() AS at
                   FROM generate_series(1, $1::int)) d
           JOIN bench_members m ON m.k = d.who JOIN bench_watchable w ON w.k = d.what
         ON CONFLICT DO NOTHING`,
        [PROGRESS, sizes.members, sizes.watchable],
      );
      await db.query('COMMIT');
    } catch (err) {
      await db.query('ROLLBACK');
      throw err;
    }
    for (const table of ['identity.users', 'engagement.favorites', 'engagement.watch_progress']) await db.query(`VACUUM (ANALYZE) ${table}`);
    return count();
  });
}

/** Row counts of the tables the lists read. */
const tableSizes = (ctx) =>
  withDb(ctx, async (db) => (await db.query(
    `SELECT (SELECT count(*) FROM catalogue.movies)::int AS movies, (SELECT count(*) FROM catalogue.series)::int AS series,
            (SELECT count(*) FROM identity.users)::int AS users, (SELECT count(*) FROM engagement.favorites)::int AS favorites,
            (SELECT count(*) FROM engagement.watch_progress)::int AS progress`,
  )).rows[0]);

/**
 * The services' statements behind each list, as their repositories write them (catalogue's
 * AdminTitlesRepository.page and counters, identity's AdminUsersRepository.listPage, countMatching and
 * counts, engagement's UsersCountsRepository), for EXPLAIN ANALYZE.
 */
function statementsOf(list, ids) {
  const moviePage = (where, params, offset) => ({
    name: 'catalogue: page',
    sql: `SELECT p.id, p.title, p.duration_minutes,
                 coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.name, g.id)
                             FROM catalogue.movie_genres l JOIN catalogue.genres g ON g.id = l.genre_id WHERE l.movie_id = p.id), '[]'::json) AS genres
            FROM (SELECT t.id FROM catalogue.movies t ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT 50 OFFSET ${offset}) k
            JOIN catalogue.movies p ON p.id = k.id
           ORDER BY p.created_at DESC, p.id DESC`,
    values: params,
  });
  const movieCounters = {
    name: 'catalogue: counters',
    sql: `SELECT (SELECT count(*) FROM catalogue.movies)::int AS total, (SELECT count(*) FROM catalogue.movies WHERE is_featured)::int AS featured,
                 (SELECT count(*) FROM catalogue.movies WHERE is_new)::int AS new`,
  };
  const usersPage = (where, params, offset) => ({
    name: 'identity: page',
    sql: `WITH page AS (SELECT u.id, u.email, u.created_at FROM identity.users u ${where} ORDER BY u.created_at DESC, u.id LIMIT 50 OFFSET ${offset})
          SELECT p.id, b.banned_until, EXISTS (SELECT 1 FROM identity.admin_users a WHERE a.user_id = p.id) AS is_admin,
                 (SELECT count(*) FROM identity.user_referrals r WHERE r.referrer_id = p.id) AS referral_count
            FROM page p LEFT JOIN LATERAL (SELECT id, banned_until FROM identity.bans WHERE user_id = p.id AND lifted_at IS NULL
                                             AND (banned_until IS NULL OR banned_until > now()) ORDER BY created_at DESC LIMIT 1) b ON true
           ORDER BY p.created_at DESC, p.id`,
    values: params,
  });
  const usersCounts = {
    name: 'identity: counters',
    sql: `SELECT (SELECT count(*) FROM identity.users)::int AS total, (SELECT count(*) FROM identity.admin_users)::int AS admins,
                 (SELECT count(*) FROM identity.users WHERE created_at > now() - interval '7 days')::int AS recent,
                 (SELECT count(*) FROM identity.users WHERE last_sign_in_at > now() - interval '30 days')::int AS active`,
  };
  const engagementCounts = {
    name: 'engagement: counts',
    sql: `SELECT u.id, (SELECT count(*)::int FROM engagement.favorites f WHERE f.user_id = u.id) AS favorites,
                 (SELECT count(DISTINCT w.title_id)::int FROM engagement.watch_progress w WHERE w.user_id = u.id) AS watched
            FROM unnest($1::uuid[]) AS u(id)`,
    values: [ids],
  };
  const q = list.query;
  if (list.route === 'movies') {
    const offset = ((q.page ?? 1) - 1) * 50;
    if (!q.search) return [moviePage('', [], offset), movieCounters];
    const where = 'WHERE t.search_text LIKE \'%\' || $1 || \'%\'';
    return [moviePage(where, [q.search], offset), { name: 'catalogue: count', sql: `SELECT count(*)::int AS n FROM catalogue.movies t ${where}`, values: [q.search] }, movieCounters];
  }
  const offset = ((q.page ?? 1) - 1) * 50;
  if (!q.search) return [usersPage('', [], offset), usersCounts, engagementCounts];
  const where = 'WHERE u.email LIKE $1';
  const pattern = [`%${q.search}%`];
  return [usersPage(where, pattern, offset), { name: 'identity: count', sql: `SELECT count(*)::int AS n FROM identity.users u ${where}`, values: pattern }, usersCounts, engagementCounts];
}

/** The JS files a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(file) {
  const code = readFileSync(join(ASSETS, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([^"'/]+\.js)["']/g)].map((m) => m[1]);
}

/** `files` and everything they import statically, transitively. */
function withStaticImports(files) {
  const seen = new Set(files);
  const queue = [...files];
  for (let f = queue.pop(); f !== undefined; f = queue.pop()) {
    for (const next of staticImports(f)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** Sources (from its source map) of a built chunk. */
const sourcesOf = (file) => {
  try {
    return JSON.parse(readFileSync(join(ASSETS, `${file}.map`), 'utf8')).sources ?? [];
  } catch {
    return [];
  }
};

const sizes = (files) =>
  [...files].reduce(
    (sum, f) => {
      const raw = readFileSync(join(ASSETS, f));
      return { raw: sum.raw + raw.length, gzip: sum.gzip + gzipSync(raw, { level: 9 }).length };
    },
    { raw: 0, gzip: 0 },
  );

/**
 * The admin area's JS beside a member's first download: admin chunks are the built files with a source
 * under src/features/admin; a member's first page (signed in, /home) loads index.html's scripts and
 * module preloads, the files session-start.js asks for (data-member-files), the home page's chunk, and
 * what they import statically.
 */
function bundleFigures() {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const fromHtml = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const memberFiles = (/data-member-files="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean).map((p) => p.replace(/^\/assets\//, ''));
  const js = readdirSync(ASSETS).filter((f) => f.endsWith('.js'));
  const home = js.filter((f) => f.startsWith('HomePage-'));
  if (!fromHtml.length || memberFiles.length < 3 || home.length !== 1) {
    throw new Error(`web/dist: expected the entry in index.html, the member files and one HomePage chunk (found ${fromHtml.join(', ')}; ${memberFiles.join(', ')}; ${home.join(', ')})`);
  }
  const adminSource = (s) => /(^|\/)src\/features\/admin\//.test(s);
  const admin = js.filter((f) => sourcesOf(f).some(adminSource));
  if (!admin.length) throw new Error('web/dist: no chunk holds src/features/admin (source maps missing?)');
  const member = withStaticImports([...fromHtml, ...memberFiles, ...home]);
  const adminOpened = new Set([...withStaticImports(admin)].filter((f) => !member.has(f)));
  const leaked = [...member].filter((f) => admin.includes(f) || sourcesOf(f).some(adminSource));
  return { admin, member, adminOpened, leaked, adminSize: sizes(admin), memberSize: sizes(member), openedSize: sizes(adminOpened) };
}

export default async function admin(ctx) {
  const url = ctx.stack.url;
  const bundle = bundleFigures();
  ctx.log(`  loading the catalogue, ${MEMBERS.toLocaleString('en-US')} members and their favourites and progress; signing up an admin…`);
  await loadCatalogue(ctx);
  const seedStarted = performance.now();
  await seedMembers(ctx);
  ctx.log(`  members seeded (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);
  const adminUser = await registerAdmin(ctx.stack);
  const rows = await tableSizes(ctx);
  const userWord = 'dubois';

  const LISTS = [
    { name: 'films, page 1', route: 'movies', query: {} },
    { name: 'films, page 1,000 (offset 49,950)', route: 'movies', query: { page: 1000 } },
    { name: 'films, search "nuit"', route: 'movies', query: { search: 'nuit' } },
    { name: 'users, page 1 (with counts)', route: 'users', query: {} },
    { name: `users, search "${userWord}"`, route: 'users', query: { search: userWord } },
  ];
  const pathOf = (l) => `/api/admin/${l.route}?${new URLSearchParams(Object.entries(l.query).map(([k, v]) => [k, String(v)]))}`;
  for (const list of LISTS) {
    const res = await api(url, 'GET', pathOf(list), { token: adminUser.accessToken });
    const items = res.body?.items;
    if (!Array.isArray(items) || items.length === 0) throw new Error(`GET ${pathOf(list)} answered ${JSON.stringify(res.body).slice(0, 200)}`);
    if (list.route === 'users' && !items.some((u) => typeof u.favorites === 'number' && u.favorites > 0)) {
      throw new Error(`GET ${pathOf(list)}: no member with favourites in the page (engagement's counts missing)`);
    }
    Object.assign(list, { total: res.body.total, bytes: res.bytes, ids: items.map((i) => i.id), gateway: [] });
  }

  ctx.log(`  ${LISTS.length} admin lists × ${RUNS} through the gateway, one request at a time…`);
  for (let run = 0; run < WARMUP; run++) for (const list of LISTS) await api(url, 'GET', pathOf(list), { token: adminUser.accessToken });
  const cpuEnd = sampleCpu({ ...ctx.stack.pids(), 'bench (client)': process.pid });
  const started = performance.now();
  for (let run = 0; run < RUNS; run++) {
    for (const list of LISTS) {
      const t0 = performance.now();
      await api(url, 'GET', pathOf(list), { token: adminUser.accessToken });
      list.gateway.push(performance.now() - t0);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuEnd();
  const fig = { name: 'admin lists one at a time', ok: RUNS * LISTS.length, non2xx: 0, errors: 0, statusCodes: {}, cpu };

  ctx.log('  the services\' statements behind each list: EXPLAIN ANALYZE…');
  const plans = await withDb(ctx, async (db) => {
    const out = new Map();
    for (const list of LISTS) {
      const lines = [];
      for (const s of statementsOf(list, list.ids)) {
        lines.push(`${s.name}: ${await explain(db, s)}`);
      }
      out.set(list, lines);
    }
    return out;
  });

  const kb = (s) => `${format.bytes(s.raw)} raw, ${format.bytes(s.gzip)} gzip`;
  return {
    tables: [
      {
        title: `Admin lists at ${format.num(rows.movies)} films and ${format.num(rows.series)} series, ${format.num(rows.users)} members ` +
          `(${format.num(rows.favorites)} favourites, ${format.num(rows.progress)} progress rows): ${RUNS} runs of each, one request at a time`,
        headers: ['list', 'matches', 'bytes', 'p50', 'p95', 'p99', 'target'],
        rows: LISTS.map((l) => [
          l.name, format.num(l.total), format.num(l.bytes), format.ms(percentile(l.gateway, 50)), format.ms(percentile(l.gateway, 95)),
          format.ms(percentile(l.gateway, 99)), `p95 < ${P95_MS} ms`,
        ]),
        notes: [
          'through HTTP as an admin: the gateway (admin check), NATS, the catalogue (films) or identity then engagement (users: the page, then each row\'s favourites and titles watched), timed by the client.',
          `CPU during the runs (${format.num((RUNS * LISTS.length) / seconds)} requests/s, one at a time): ${cpuLine(cpu, (RUNS * LISTS.length) / seconds)}`,
          disturbed(fig) && `warning: other work used ${cpu.other.toFixed(0)}% of ${cpu.capacity}% CPU during the runs: their latencies are disturbed.`,
          'plans (EXPLAIN ANALYZE of the services\' statements for the same page):',
          ...LISTS.flatMap((l) => plans.get(l).map((p) => `  ${l.name}: ${p}`)),
        ].filter(Boolean),
      },
      {
        title: 'JavaScript of the built web/dist: the admin area beside a member\'s first page',
        headers: ['what', 'files', 'raw', 'gzip'],
        rows: [
          ['admin chunk(s) (sources under src/features/admin)', bundle.admin.join(', '), format.bytes(bundle.adminSize.raw), format.bytes(bundle.adminSize.gzip)],
          ['opening /admin adds (the admin chunks and their imports not already loaded)', String(bundle.adminOpened.size), format.bytes(bundle.openedSize.raw), format.bytes(bundle.openedSize.gzip)],
          ['a member\'s first page (/home signed in)', String(bundle.member.size), format.bytes(bundle.memberSize.raw), format.bytes(bundle.memberSize.gzip)],
        ],
        right: [false, false, true, true],
        notes: [
          `member's files: ${[...bundle.member].sort().join(', ')}`,
          `admin in the member's download: ${bundle.leaked.length ? bundle.leaked.join(', ') : 'none'} (admin ${kb(bundle.adminSize)}; member ${kb(bundle.memberSize)})`,
        ],
      },
    ],
    targets: [
      ...LISTS.map((l) =>
        target({ description: `GET /api/admin/${l.route} ${l.name}: p95 < ${P95_MS} ms, one at a time`, value: percentile(l.gateway, 95), op: '<', limit: P95_MS, format: format.ms, figure: fig }),
      ),
      target({ description: 'admin chunk files in a member\'s first download', value: bundle.leaked.length, op: '<=', limit: 0 }),
    ],
  };
}
