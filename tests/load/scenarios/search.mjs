// Search through the gateway at 100,000 titles (the demo catalogue plus `--titles` synthetic ones,
// 100,000 by default; lib/catalogue-data.mjs), or at 1,000,000 with `--titles 1000000`.
//
// GET /api/search and GET /api/search/suggest are measured two ways, each with the cache cold and warm
// (the gateway may keep answers in memory, keyed by URL: a figure that a cache helped is printed
// beside one it could not have):
// - one request at a time (what a member waits for): the 40 QUERIES searched 5 times in turn, the
//   prefixes of TYPED suggested 5 times in turn; the first request of each (no URL asked before in
//   the run) is reported apart from the repeats, the target is on all of them together. Before them,
//   WARM_TEXTS titles sampled from the database (none of the measured texts) are searched and typed
//   once: the processes, their connections and PostgreSQL's pages are warm, as on a site in use,
//   while every measured URL is still asked for the first time;
// - 8 connections at once: first a cold pass (every distinct URL of the stream below not asked before
//   in the run, each once, no warm-up), then the realistic stream (lib/typing.mjs): each connection
//   types, in an order of its own, every one of the 40 QUERIES 16 times and its own share of 16,000
//   titles sampled from the database; searches submit the whole text, suggestions are the prefixes the
//   SPA sends while it is typed (2 characters or more, after a pause of 300 ms, the SPA's debounce).
//   It does not loop within a run and starts once the cold pass's cached answers expired: the cache
//   answers only its own repeats (the popular queries, the shared first letters).
// Targets, at up to 100,000 titles: suggestions ≥ 2,000 answers/s with p99 < 20 ms and searches ≥
// 1,000/s at 8 connections (realistic streams), a search p95 < 10 ms one at a time. Above 100,000
// titles (meant for 1,000,000): a search p95 < 30 ms and a suggestion p95 < 15 ms one at a time.
// Always: an unindexed ILIKE '%…%' scan of the same tables (title, original title, director, synopsis),
// run directly on PostgreSQL with the same queries, is at least 20 times slower; one search response
// is at least 50 times smaller than what the original approach downloaded for one search: 10,000
// full rows of each table (movies and series). The database size, the films' and series' table and
// index sizes and the time the synthetic load took to build the indexes again are printed.
import 'reflect-metadata';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { api } from '../lib/api.mjs';
import { ROOT } from '../lib/stack.mjs';
import { DEFAULT_TITLES, databaseSizes, loadCatalogue, originalDownload, percentile, sampleTitles, withDb } from '../lib/catalogue-data.mjs';
import { format, target } from '../lib/report.mjs';
import { loopedWarning, streamPerConnection, typedStreams, typingOrders, unasked } from '../lib/typing.mjs';
// What members type: shared with the search integration tests, which check the fast ways on these very queries.
import { QUERIES, typedPrefixes } from '../../support/search-queries.mjs';

export const description =
  'GET /api/search and /api/search/suggest at 100,000 titles (--titles): one at a time (first request of each apart from the repeats) and at 8 connections (cold pass, then a realistic typing stream); unindexed ILIKE scan and the original 2 × 10,000-row download for comparison; database and index sizes, index build time';


/**
 * The suggestions timed one at a time: every keystroke of some of those queries from the 2nd letter
 * on (a slow typist: each prefix waits out the SPA's debounce), each prefix once per run.
 */
const TYPED = ['le château maudit', 'Hélène Dupont', 'vampire', 'nosferatu', 'lisbonne', 'chateau maudi', 'Un samouraï à Kyoto', 'metropolis'];
const SUGGESTIONS = [...new Set(TYPED.flatMap(typedPrefixes))];

/** Rows of each table the original product downloaded for one search. */
const ORIGINAL_SEARCH_ROWS = 10000;
const SEQUENTIAL_RUNS = 5;
/** Titles searched and typed once before the one-at-a-time figures (other texts than the measured ones). */
const WARM_TEXTS = 20;
/** Runs of the ILIKE scan per query (each takes a few hundred milliseconds at 100,000 titles, seconds at 1,000,000). */
const scanRuns = (titles) => (titles > DEFAULT_TITLES ? 1 : 3);
const SERIAL_SCAN_RUNS = 1; // runs of the scan without parallel workers
/** Requests in flight at once for the figures under load (4 per core). */
const LOADED_CONNECTIONS = 8;
/** Titles sampled for the streams under load (the long tail): no connection goes through its stream twice in a run. */
const STREAM_TITLES = 16000;
/** How many times each connection types each of the 40 QUERIES (the popular searches): a third of its titles' count. */
const QUERY_WEIGHT = 16;

const searchPath = (q) => `/api/search?q=${encodeURIComponent(q)}`;
const suggestPath = (q) => `/api/search/suggest?q=${encodeURIComponent(q)}`;

/** The unindexed way: ILIKE '%query%' over the four searched columns of both tables, best rated first, one page and the total. */
const SCAN_SQL = (() => {
  const branch = (table, kind) => `SELECT '${kind}' AS kind, id, title, original_title, director, release_year, poster_url, rating, views_count, quality
      FROM ${table} WHERE title ILIKE $1 OR original_title ILIKE $1 OR director ILIKE $1 OR synopsis ILIKE $1`;
  return `SELECT x.*, count(*) OVER () AS total FROM (${branch('movies', 'movie')} UNION ALL ${branch('series', 'series')}) x
           ORDER BY x.rating DESC NULLS LAST, x.views_count DESC, x.id LIMIT 24`;
})();
const likePattern = (q) => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The catalogue's own search (its built SearchService and its repositories, dist/) on a data source
 * to this run's database, in this process: the indexed search's SQL timed as the ILIKE scan is,
 * without HTTP, the access check and NATS.
 */
async function catalogueSearch(ctx) {
  const dist = (path) => import(pathToFileURL(join(ROOT, 'services', 'catalogue', 'dist', path)).href);
  const [{ createCatalogueDataSource }, { CatalogueReads }, { SearchRepository }, { SearchLexicon }, { SearchStatistics }, { SuggestRepository }, { SearchService }] = await Promise.all([
    dist('database/catalogue-data-source.js'),
    dist('database/catalogue-reads.js'),
    dist('search/search.repository.js'),
    dist('search/search-lexicon.repository.js'),
    dist('search/search-statistics.repository.js'),
    dist('search/suggest.repository.js'),
    dist('search/search.service.js'),
  ]);
  const ds = createCatalogueDataSource(ctx.stack.env.DATABASE_URL, 1);
  await ds.initialize();
  const reads = new CatalogueReads(ds);
  const statistics = new SearchStatistics(reads);
  return { service: new SearchService(new SearchRepository(reads, statistics), new SuggestRepository(reads, statistics), new SearchLexicon(reads)), close: () => ds.destroy() };
}

async function timed(fn) {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

/** p50/p95/p99/max of one-at-a-time timings, as table cells. */
const spread = (values) => [values.length, ...[50, 95, 99, 100].map((p) => format.ms(percentile(values, p)))];

export default async function search(ctx) {
  const [member, counts] = await Promise.all([ctx.member(), loadCatalogue(ctx)]);
  const token = member.accessToken;
  const auth = { authorization: `Bearer ${token}` };
  const atScale = ctx.titles > DEFAULT_TITLES;
  /** Every URL asked through the gateway so far in this scenario: a cold figure asks none of them. */
  const asked = new Set();
  const get = (path) => {
    asked.add(path);
    return api(ctx.stack.url, 'GET', path, { token });
  };

  // Warm-up: the processes, their pools and PostgreSQL's pages, with texts the figures do not ask.
  // A text the figures ask (whatever its case and accents: the catalogue may keep answers by query) is left out.
  const plain = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  const measuredSearches = new Set(QUERIES.map(plain));
  const measuredPrefixes = new Set(SUGGESTIONS.map(plain));
  const warmTexts = (await sampleTitles(ctx, WARM_TEXTS * 2)).filter((t) => !measuredSearches.has(plain(t))).slice(0, WARM_TEXTS);
  ctx.log(`  warm-up: ${warmTexts.length} other titles searched and typed once…`);
  for (const text of warmTexts) {
    await get(searchPath(text));
    for (const prefix of typedPrefixes(text)) if (!measuredPrefixes.has(plain(prefix))) await get(suggestPath(prefix));
  }

  // One member searching alone: every query SEQUENTIAL_RUNS times through the gateway, one at a time.
  // The first run asks each URL for the first time (cold); its answers are checked (a load of errors
  // would measure nothing) and give each query's size and result count.
  ctx.log(`  ${QUERIES.length} queries × ${SEQUENTIAL_RUNS} through the gateway, one at a time…`);
  const perQuery = new Map(QUERIES.map((q) => [q, { first: NaN, repeats: [], direct: [], scan: [], serial: [] }]));
  for (let run = 0; run < SEQUENTIAL_RUNS; run++) {
    for (const q of QUERIES) {
      const entry = perQuery.get(q);
      const { ms, value: res } = await timed(() => get(searchPath(q)));
      if (run > 0) {
        entry.repeats.push(ms);
        continue;
      }
      if (!Array.isArray(res.body?.items)) throw new Error(`GET ${searchPath(q)} answered ${JSON.stringify(res.body).slice(0, 200)}`);
      Object.assign(entry, { first: ms, total: res.body.total, bytes: res.bytes, gzip: gzipSync(JSON.stringify(res.body)).length });
    }
  }
  // A member typing alone: every prefix of TYPED, SEQUENTIAL_RUNS times in turn (the first run cold).
  ctx.log(`  ${SUGGESTIONS.length} prefixes × ${SEQUENTIAL_RUNS} suggested through the gateway, one at a time…`);
  const suggestFirst = [];
  const suggestRepeats = [];
  for (let run = 0; run < SEQUENTIAL_RUNS; run++) {
    for (const q of SUGGESTIONS) {
      const { ms, value: res } = await timed(() => get(suggestPath(q)));
      if (run > 0) {
        suggestRepeats.push(ms);
        continue;
      }
      if (!Array.isArray(res.body?.movies)) throw new Error(`GET ${suggestPath(q)} answered ${JSON.stringify(res.body).slice(0, 200)}`);
      suggestFirst.push(ms);
    }
  }

  // The same search in this process, directly on PostgreSQL (the catalogue's code, no HTTP nor NATS), one at a time.
  ctx.log(`  ${QUERIES.length} queries × ${SEQUENTIAL_RUNS} with the catalogue's SearchService on PostgreSQL, one at a time…`);
  const direct = await catalogueSearch(ctx);
  try {
    for (const q of QUERIES) await direct.service.search({ q }); // connection and plans warm
    for (let run = 0; run < SEQUENTIAL_RUNS; run++) {
      for (const q of QUERIES) {
        const { ms, value } = await timed(() => direct.service.search({ q }));
        if (value.total !== perQuery.get(q).total) throw new Error(`"${q}": ${value.total} results in process, ${perQuery.get(q).total} through the gateway`);
        perQuery.get(q).direct.push(ms);
      }
    }
  } finally {
    await direct.close();
  }

  // The same queries as an unindexed ILIKE scan, directly on PostgreSQL, one at a time.
  const SCAN_RUNS = scanRuns(ctx.titles);
  ctx.log(`  ${QUERIES.length} queries × ${SCAN_RUNS} as ILIKE '%…%' scans on PostgreSQL, one at a time…`);
  await withDb(ctx, async (db) => {
    for (let run = 0; run < SCAN_RUNS; run++) {
      for (const q of QUERIES) {
        const { ms, value } = await timed(() => db.query(SCAN_SQL, [likePattern(q)]));
        const entry = perQuery.get(q);
        entry.scan.push(ms);
        entry.scanTotal = value.rows.length ? Number(value.rows[0].total) : 0;
      }
    }
    // The same scan in one process: its CPU cost, and what it takes when the cores are busy anyway.
    await db.query('SET max_parallel_workers_per_gather = 0');
    for (let run = 0; run < SERIAL_SCAN_RUNS; run++) {
      for (const q of QUERIES) perQuery.get(q).serial.push((await timed(() => db.query(SCAN_SQL, [likePattern(q)]))).ms);
    }
  });

  // Under load: many members searching and typing at the same moment, LOADED_CONNECTIONS at once.
  const titles = await sampleTitles(ctx, STREAM_TITLES);
  const orders = (seed) => typingOrders({ popular: QUERIES, weight: QUERY_WEIGHT, tail: titles, connections: LOADED_CONNECTIONS, seed });
  const n = (v) => v.toLocaleString('en-US');
  const { SEARCH_TTL_MS } = await import(pathToFileURL(join(ROOT, 'services', 'gateway', 'dist', 'catalogue', 'cached-answers.js')).href);
  const CACHE_EXPIRY_WAIT_MS = SEARCH_TTL_MS + 500; // the realistic stream's wait after the cold pass: its answers gone
  const searchStreams = orders(1).map((texts) => texts.map(searchPath));
  const suggestStreams = typedStreams(orders(2), suggestPath);
  const streamNote = (streams, what) =>
    `${what}; each connection its own order of the ${QUERIES.length} queries ×${QUERY_WEIGHT} and ${Math.round(titles.length / LOADED_CONNECTIONS)} of ${titles.length} sampled titles: ` +
    `${n(streams.reduce((sum, stream) => sum + stream.length, 0))} requests, ${n(new Set(streams.flat()).size)} distinct; no warm-up, started ${CACHE_EXPIRY_WAIT_MS / 1000} s after the cold pass, when its answers had left the gateway's cache.`;
  const bare = await ctx.baseline({ connections: LOADED_CONNECTIONS });
  const coldPass = async (name, streams) => {
    const paths = unasked(streams, asked);
    const fig = await ctx.measure({
      name: `${name}, cold pass`,
      url: ctx.stack.url,
      paths,
      maxRequests: paths.length,
      warmup: 0,
      headers: auth,
      connections: LOADED_CONNECTIONS,
    });
    fig.note =
      `no warm-up, each URL asked at most once: ${n(fig.ok)} of the ${n(paths.length)} distinct URLs of the realistic stream not asked before in the run ` +
      `(from the connections' streams in turn), until the list or the ${ctx.load.duration} s ran out.`;
    for (const p of paths) asked.add(p);
    fig.vs = fig.rps / bare.rps;
    return fig;
  };
  const realistic = async (name, streams, what) => {
    // The cold pass's cached answers must not count here; no warm-up (the cold pass warmed the
    // processes): the measurement would start the streams again and find their first seconds cached.
    await new Promise((resolve) => setTimeout(resolve, CACHE_EXPIRY_WAIT_MS));
    const fig = await ctx.measure({
      name: `${name}, realistic stream`,
      url: ctx.stack.url,
      warmup: 0,
      setupClient: streamPerConnection(streams, auth),
      headers: auth,
      connections: LOADED_CONNECTIONS,
      note: streamNote(streams, what),
    });
    fig.note += loopedWarning(streams, fig.ok + fig.non2xx + fig.errors);
    fig.vs = fig.rps / bare.rps;
    return fig;
  };
  const searchCold = await coldPass('GET /api/search', searchStreams);
  const searchWarm = await realistic('GET /api/search', searchStreams, 'the whole text of each typing submitted');
  const suggestCold = await coldPass('GET /api/search/suggest', suggestStreams);
  const suggestWarm = await realistic('GET /api/search/suggest', suggestStreams, 'the prefixes the SPA sends while each text is typed (lib/typing.mjs)');

  const all = (key) => [...perQuery.values()].flatMap((e) => [e[key]].flat());
  const searchFirst = all('first');
  const searchRepeats = all('repeats');
  const searchAll = [...searchFirst, ...searchRepeats];
  const suggestAll = [...suggestFirst, ...suggestRepeats];
  const indexedP95 = percentile(searchAll, 95);
  const suggestP95 = percentile(suggestAll, 95);
  const directP50 = percentile(all('direct'), 50);
  const directP95 = percentile(all('direct'), 95);
  const scanP50 = percentile(all('scan'), 50);
  const scanP95 = percentile(all('scan'), 95);
  const scanRatio = scanP50 / directP50;
  const serialP50 = percentile(all('serial'), 50);

  // Bytes: one search response (the largest of the set) against 10,000 full rows of each table.
  const largest = [...perQuery.entries()].sort((a, b) => b[1].bytes - a[1].bytes)[0];
  const meanBytes = [...perQuery.values()].reduce((a, e) => a + e.bytes, 0) / perQuery.size;
  const original = await withDb(ctx, async (db) => [await originalDownload(db, 'movies', ORIGINAL_SEARCH_ROWS), await originalDownload(db, 'series', ORIGINAL_SEARCH_ROWS)]);
  const originalBytes = original.reduce((a, o) => a + Buffer.byteLength(o.body), 0);
  const originalGzip = original.reduce((a, o) => a + gzipSync(o.body).length, 0);
  const bytesRatio = originalBytes / largest[1].bytes;
  const sizes = await databaseSizes(ctx);

  const msCell = (v) => format.ms(v);
  const rate = (fig) => `${format.num(fig.rps)}/s`;
  const scale = `${n(counts.movies)} films + ${n(counts.series)} series`;
  const load = counts.load;
  return {
    figures: [bare, searchCold, searchWarm, suggestCold, suggestWarm],
    tables: [
      {
        title: `One request at a time through the gateway (${SEQUENTIAL_RUNS} runs; first = the first request of each URL in the run, repeats = the other runs); ${scale}`,
        headers: ['request', 'requests', 'p50', 'p95', 'p99', 'max'],
        rows: [
          [`GET /api/search, ${QUERIES.length} queries: first`, ...spread(searchFirst)],
          ['  repeats', ...spread(searchRepeats)],
          ['  all', ...spread(searchAll)],
          [`GET /api/search/suggest, ${SUGGESTIONS.length} prefixes of ${TYPED.length} texts: first`, ...spread(suggestFirst)],
          ['  repeats', ...spread(suggestRepeats)],
          ['  all', ...spread(suggestAll)],
        ],
      },
      {
        title: `Each query alone: indexed search through the gateway (first request, then ${SEQUENTIAL_RUNS - 1} repeats) and on PostgreSQL (${SEQUENTIAL_RUNS} runs), unindexed ILIKE '%…%' scan on PostgreSQL (${SCAN_RUNS} run${SCAN_RUNS > 1 ? 's' : ''}); ${scale}`,
        headers: ['query', 'results', 'bytes', 'gateway first', 'repeats p50', 'repeats p95', 'on PG p50', 'on PG p95', 'ILIKE rows', 'ILIKE p50', 'ILIKE p95', 'ILIKE/on PG'],
        rows: [
          ...[...perQuery.entries()].map(([q, e]) => [
            q, e.total, e.bytes, msCell(e.first), msCell(percentile(e.repeats, 50)), msCell(percentile(e.repeats, 95)), msCell(percentile(e.direct, 50)), msCell(percentile(e.direct, 95)),
            e.scanTotal, msCell(percentile(e.scan, 50)), msCell(percentile(e.scan, 95)), format.ratio(percentile(e.scan, 50) / percentile(e.direct, 50)),
          ]),
          ['all queries', '', Math.round(meanBytes), msCell(percentile(searchFirst, 95)), msCell(percentile(searchRepeats, 50)), msCell(percentile(searchRepeats, 95)), msCell(directP50), msCell(directP95), '', msCell(scanP50), msCell(scanP95), format.ratio(scanRatio)],
        ],
        notes: [
          'gateway: GET /api/search?q= (HTTP, access check, NATS, catalogue, PostgreSQL), timed by the client, one request at a time; "all queries" gives the p95 of the first requests.',
          "on PG: the catalogue's built SearchService (lexicon look-up, then the ranked page and its total) on a pg pool in the bench process: the same SQL, without HTTP nor NATS.",
          "ILIKE: ILIKE '%query as typed%' (no accent or typo tolerance) over title, original_title, director and synopsis of both tables, best rated first, 24 rows and the total, with PostgreSQL's defaults (up to 2 parallel workers: 3 processes on 2 cores).",
          `ILIKE p50 / gateway repeats p50: ${format.ratio(scanP50 / percentile(searchRepeats, 50))}. ILIKE without parallel workers (${SERIAL_SCAN_RUNS} run per query): p50 ${format.ms(serialP50)}, ${format.ratio(serialP50 / directP50)} the indexed search on PG.`,
        ],
      },
      {
        title: 'Bytes of one search (JSON bodies, uncompressed as the gateway sends them; gzip -6 for information)',
        headers: ['what', 'rows', 'bytes', 'gzip', 'vs ours'],
        rows: [
          [`GET /api/search?q=${largest[0]} (largest of the set; mean ${format.bytes(Math.round(meanBytes))})`, Math.min(largest[1].total, 24), format.bytes(largest[1].bytes), format.bytes(largest[1].gzip), '1×'],
          [`original: ${original.map((o) => o.rows).join(' movies + ')} series, full rows`, original[0].rows + original[1].rows, format.bytes(originalBytes), format.bytes(originalGzip), format.ratio(bytesRatio)],
        ],
        notes: [`original = SELECT json_agg(t) over the newest ${ORIGINAL_SEARCH_ROWS} rows of each table with every column the original tables had (generated search columns left out); gzip ratio ${format.ratio(originalGzip / largest[1].gzip)}.`],
      },
      {
        title: `Database: ${format.bytes(sizes.database)} (pg_database_size); ${scale}`,
        headers: ['table', 'data', 'indexes', 'total'],
        rows: sizes.tables.map((t) => [t.table, format.bytes(t.data), format.bytes(t.indexes), format.bytes(t.total)]),
        notes: ['data: pg_table_size (heap, TOAST, free space and visibility maps); indexes: pg_indexes_size; total: pg_total_relation_size.'],
      },
      load
        ? {
            title: `Index builds after the synthetic load: ${load.indexes.length} indexes in ${load.indexSeconds} s, of a ${load.seconds} s load of ${n(ctx.titles)} titles (slowest first)`,
            headers: ['index', 'table', 'seconds'],
            rows: [...load.indexes].sort((a, b) => b.seconds - a.seconds).map((i) => [i.name, i.table, i.seconds.toFixed(1)]),
            notes: ['The seed drops the secondary indexes of movies, series and episodes before its inserts and creates each again after (same definitions), in its transaction.'],
          }
        : {
            title: 'Index builds: none in this run (the database already held the titles)',
            headers: ['index', 'table', 'seconds'],
            rows: [],
          },
    ],
    targets: [
      ...(atScale
        ? []
        : [
            target({
              description: `GET /api/search/suggest at ${LOADED_CONNECTIONS} connections, realistic typing stream: answers/s (cold pass: ${rate(suggestCold)})`,
              value: suggestWarm.rps,
              op: '>=',
              limit: 2000,
              format: (v) => `${format.num(v)}/s`,
              figure: [suggestWarm, suggestCold],
            }),
            target({
              description: `GET /api/search/suggest at ${LOADED_CONNECTIONS} connections, realistic typing stream: p99 (cold pass: ${format.ms(suggestCold.latency.p99)})`,
              value: suggestWarm.latency.p99,
              op: '<',
              limit: 20,
              format: format.ms,
              figure: [suggestWarm, suggestCold],
            }),
            target({
              description: `GET /api/search at ${LOADED_CONNECTIONS} connections, realistic stream: searches/s (cold pass: ${rate(searchCold)})`,
              value: searchWarm.rps,
              op: '>=',
              limit: 1000,
              format: (v) => `${format.num(v)}/s`,
              figure: [searchWarm, searchCold],
            }),
          ]),
      target({
        description: `GET /api/search p95 one at a time, all ${searchAll.length} requests together (first of each query: p95 ${format.ms(percentile(searchFirst, 95))}; repeats: ${format.ms(percentile(searchRepeats, 95))})`,
        value: indexedP95,
        op: '<',
        limit: atScale ? 30 : 10,
        format: format.ms,
      }),
      ...(atScale
        ? [
            target({
              description: `GET /api/search/suggest p95 one at a time, all ${suggestAll.length} requests together (first of each prefix: p95 ${format.ms(percentile(suggestFirst, 95))}; repeats: ${format.ms(percentile(suggestRepeats, 95))})`,
              value: suggestP95,
              op: '<',
              limit: 15,
              format: format.ms,
            }),
          ]
        : []),
      target({
        description: 'unindexed ILIKE scan ≥ 20× slower than the indexed search, both on PostgreSQL (p50 over the same queries, one at a time)',
        value: scanRatio,
        op: '>=',
        limit: 20,
        format: (v) => `${format.ratio(v)}${v === scanRatio ? ` (ILIKE ${format.ms(scanP50)} / indexed ${format.ms(directP50)})` : ''}`,
      }),
      target({
        description: `one search sends ≥ 50× fewer bytes than the original ${ORIGINAL_SEARCH_ROWS.toLocaleString('en-US')} + ${ORIGINAL_SEARCH_ROWS.toLocaleString('en-US')}-row download (uncompressed, largest response of the set)`,
        value: bytesRatio,
        op: '>=',
        limit: 50,
        format: format.ratio,
      }),
    ],
  };
}
