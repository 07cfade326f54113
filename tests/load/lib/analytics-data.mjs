// The bulk generator of the analytics benchmark: a year of views and visits written straight into
// the analytics schema with COPY (through psql), then the daily counts the service keeps, computed
// from them in SQL, as if the service had counted them as they came.
//
//   node tests/load/lib/analytics-data.mjs --replace [--views 10000000] [--visitors 100000] [--titles 4000]
//
// run alone, it fills the database of .env (DATABASE_URL; npm start's) after emptying the analytics
// tables (hence --replace): the catalogue must hold films and series already (npm run seed:synthetic).
// The analytics service describes the titles from the catalogue within TITLES_RETRY_MS (its sweep).
//
// What it writes, deterministic for a seed:
// - views: `views` view events over the last 365 Paris days (today included), more each month (+40%
//   over the year) and on weekends (+25%), spread over `titles` titles of the catalogue (half series
//   when it has that many, films for the rest: the product's own scale is 2,000 of each) with a Zipf law (the title of rank r gets
//   views in proportion to 1/r), each at a random time of its day; no member id, as analytics keeps them;
// - visits: `visitors` visitor ids, each first seen on a day of the year and back on a number of later
//   days (exponential, 13 days on average), one row per visitor and Paris day;
// - then title_day_views, title_month_views, titles (to describe), visitors, visitor_months, day_visitors and
//   month_visitors from them, and VACUUM ANALYZE.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ROOT } from '../../../scripts/lib/stack.mjs';
import { seededRandom } from './typing.mjs';

const days = () => import(pathToFileURL(join(ROOT, 'services/analytics/dist/shared/paris-days.rules.js')).href);

/** Index drawn from cumulative weights (binary search). */
function pick(cdf, u) {
  let lo = 0;
  let hi = cdf.length - 1;
  const x = u * cdf[hi];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cdf[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const cumulative = (weights) => {
  let sum = 0;
  return Float64Array.from(weights, (w) => (sum += w));
};

/** Streams rows into `COPY <table> FROM STDIN (FORMAT csv)` through psql; resolves with the rows written. */
function copyInto(databaseUrl, table, columns, produce) {
  return new Promise((resolve, reject) => {
    const psql = spawn('psql', [databaseUrl, '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-c', `COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT csv)`], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    psql.stderr.on('data', (d) => (stderr += d));
    psql.on('error', (err) => reject(new Error(err.code === 'ENOENT' ? 'psql introuvable : installez le client PostgreSQL (apt-get install -y postgresql-client)' : err.message)));
    psql.on('exit', (code) => (code === 0 ? resolve(written) : reject(new Error(`COPY ${table}: psql ended with ${code}: ${stderr.trim()}`))));
    let written = 0;
    (async () => {
      for (const chunk of produce()) {
        written += chunk.rows;
        if (!psql.stdin.write(chunk.text)) await new Promise((r) => psql.stdin.once('drain', r));
      }
      psql.stdin.end();
    })().catch(reject);
  });
}

const ANALYTICS_TABLES = ['view_events', 'title_day_views', 'title_month_views', 'titles', 'visits', 'visitors', 'visitor_months', 'day_visitors', 'month_visitors'];

/**
 * Fills the analytics schema of `databaseUrl` (emptied first) with `views` views over `titles`
 * catalogue titles and `visitors` visitors over the 365 Paris days ending on `now`'s. Returns
 * { views, visits, titles, days, seconds: { generate+copy views, copy visits, counts } }.
 */
export async function loadAnalyticsData({ databaseUrl, views = 10_000_000, visitors = 100_000, titles: titleCount = 4000, now = new Date(), seed = 2026, log = () => {} }) {
  const { addDays, parisDay, parisDayStart } = await days();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Half series when the catalogue has that many (the product's scale: 2,000 films, 2,000 series), films for the rest.
    const { rows: series } = await client.query(`SELECT 'series' AS kind, id FROM catalogue.series ORDER BY id LIMIT $1`, [Math.floor(titleCount / 2)]);
    const { rows: movies } = await client.query(`SELECT 'movie' AS kind, id FROM catalogue.movies ORDER BY id LIMIT $1`, [titleCount - series.length]);
    const titles = [...movies, ...series];
    if (titles.length < titleCount) throw new Error(`the catalogue holds ${titles.length} films and series, ${titleCount} needed (npm run seed:synthetic)`);
    await client.query(`TRUNCATE ${ANALYTICS_TABLES.map((t) => `analytics.${t}`).join(', ')}`);

    const rand = seededRandom(seed);
    const today = parisDay(now);
    const dayList = Array.from({ length: 365 }, (_, i) => addDays(today, i - 364));
    const starts = [...dayList, addDays(today, 1)].map((d) => parisDayStart(d).getTime());
    // Today is under way: its views stop now.
    starts[365] = Math.min(starts[365], now.getTime());
    const dayWeights = dayList.map((d, i) => {
      const weekday = new Date(`${d}T12:00:00Z`).getUTCDay();
      return (1 + (0.4 * i) / 364) * (weekday === 0 || weekday === 6 ? 1.25 : 1) * (i === 364 ? (starts[365] - starts[364]) / 86_400_000 : 1);
    });
    const totalWeight = dayWeights.reduce((a, b) => a + b, 0);
    // Ranks shuffled over the titles, Zipf weights by rank.
    const order = titles.map((t, i) => ({ t, k: rand(), i })).sort((a, b) => a.k - b.k).map((x) => x.t);
    const titleCdf = cumulative(order.map((_, r) => 1 / (r + 1)));

    const t0 = performance.now();
    let planned = 0;
    const perDay = dayWeights.map((w, i) => {
      const n = i === 364 ? views - planned : Math.round((views * w) / totalWeight);
      planned += n;
      return n;
    });
    const viewRows = await copyInto(databaseUrl, 'analytics.view_events', ['event_id', 'kind', 'title_id', 'episode_id', 'viewed_at', 'day'], function* () {
      for (let d = 0; d < 365; d++) {
        const span = starts[d + 1] - starts[d];
        for (let left = perDay[d]; left > 0; ) {
          const n = Math.min(left, 20_000);
          let text = '';
          for (let k = 0; k < n; k++) {
            const t = order[pick(titleCdf, rand())];
            text += `${randomUUID()},${t.kind},${t.id},,${new Date(starts[d] + Math.floor(rand() * span)).toISOString()},${dayList[d]}\n`;
          }
          left -= n;
          yield { rows: n, text };
        }
        if (d % 73 === 72) log(`    views: ${dayList[d]} written`);
      }
    });
    const t1 = performance.now();

    let visitRows = 0;
    await copyInto(databaseUrl, 'analytics.visits', ['visitor_id', 'day', 'last_visit'], function* () {
      for (let v = 0; v < visitors; v += 1000) {
        let text = '';
        let rows = 0;
        for (let k = v; k < Math.min(visitors, v + 1000); k++) {
          const id = randomUUID();
          const first = Math.floor(rand() * 365);
          const returns = Math.floor(-Math.log(1 - rand()) * 12);
          const seen = new Set([first]);
          for (let r = 0; r < returns; r++) seen.add(first + Math.floor(rand() * (365 - first)));
          for (const d of seen) {
            text += `${id},${dayList[d]},${new Date(starts[d] + Math.floor(rand() * (starts[d + 1] - starts[d]))).toISOString()}\n`;
            rows++;
          }
        }
        visitRows += rows;
        yield { rows, text };
      }
    });
    const t2 = performance.now();

    log('    counts per title and day, titles, visitors per day and month…');
    await client.query(`SET statement_timeout = 0`);
    await client.query(`INSERT INTO analytics.title_day_views (day, kind, title_id, views) SELECT day, kind, title_id, count(*) FROM analytics.view_events GROUP BY 1, 2, 3`);
    await client.query(`INSERT INTO analytics.title_month_views (month, kind, title_id, views) SELECT date_trunc('month', day)::date, kind, title_id, sum(views) FROM analytics.title_day_views GROUP BY 1, 2, 3`);
    await client.query(`INSERT INTO analytics.titles (kind, id) SELECT DISTINCT kind, title_id FROM analytics.title_day_views`);
    await client.query(`INSERT INTO analytics.visitors (visitor_id, first_day, last_day, last_visit) SELECT visitor_id, min(day), max(day), max(last_visit) FROM analytics.visits GROUP BY 1`);
    await client.query(`INSERT INTO analytics.visitor_months (month, visitor_id, last_day) SELECT date_trunc('month', day)::date, visitor_id, max(day) FROM analytics.visits GROUP BY 1, 2`);
    await client.query(`INSERT INTO analytics.day_visitors (day, visitors) SELECT day, count(*) FROM analytics.visits GROUP BY 1`);
    await client.query(`INSERT INTO analytics.month_visitors (month, visitors) SELECT month, count(*) FROM analytics.visitor_months GROUP BY 1`);
    for (const t of ANALYTICS_TABLES) await client.query(`VACUUM ANALYZE analytics.${t}`);
    const t3 = performance.now();
    return {
      views: viewRows, visits: visitRows, titles: titles.length, from: dayList[0], to: today,
      seconds: { views: (t1 - t0) / 1000, visits: (t2 - t1) / 1000, counts: (t3 - t2) / 1000 },
    };
  } finally {
    await client.end();
  }
}

// Run alone: node tests/load/lib/analytics-data.mjs --replace [--views N] [--visitors N] [--titles N]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { parseArgs } = await import('node:util');
  const { readDotEnv } = await import('../../../scripts/lib/dotenv.mjs');
  const { values } = parseArgs({ options: { replace: { type: 'boolean' }, views: { type: 'string' }, visitors: { type: 'string' }, titles: { type: 'string' } } });
  if (!values.replace) {
    console.error('Ceci vide les tables d’analytics de la base de .env avant de les remplir : relancez avec --replace.');
    process.exit(2);
  }
  const env = readDotEnv();
  const n = (v, d) => (v === undefined ? d : Number(v));
  const r = await loadAnalyticsData({
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/streaming',
    views: n(values.views, 10_000_000), visitors: n(values.visitors, 100_000), titles: n(values.titles, 4000), log: console.log,
  });
  console.log(`${r.views} vues et ${r.visits} visites du ${r.from} au ${r.to} sur ${r.titles} titres (vues ${r.seconds.views.toFixed(0)} s, visites ${r.seconds.visits.toFixed(0)} s, comptes ${r.seconds.counts.toFixed(0)} s)`);
}
