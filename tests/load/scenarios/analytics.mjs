// Analytics, on 10 million view events over a year and 100,000
// visitors, generated and loaded in bulk (lib/analytics-data.mjs: COPY, then the daily counts).
// - Reads: the top 10 of the last 30 days and the 1-year visitor evolution (by month), through the
//   gateway as an admin, one request at a time (1 connection): p95 under 50 ms each. Beside them, the
//   same answers computed from the raw views and visits in PostgreSQL (what a period query would cost
//   without the daily counts), timed the same way, and checked equal to the gateway's answers.
// - The views consumer (`analytics-views`): views published as engagement publishes them (signed, its
//   NATS user) at 5,000 a second for 20 s, the consumer's lag (events not yet acked) sampled every
//   250 ms; then a burst of 100,000 published as fast as possible, and the rate the consumer drained it
//   at (target: at least 5,000 views/s). Every view published is counted once (the raw views and the
//   daily counts grow by exactly that many). The catalogue's `catalogue-views` counts the same views
//   meanwhile, as in production; its lag is printed too.
// ANALYTICS_BENCH_VIEWS and ANALYTICS_BENCH_VISITORS make the data smaller for a trial run.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';
import { asNatsUser, natsOptions } from '../../../scripts/lib/nats-options.mjs';
import { ROOT } from '../../../scripts/lib/stack.mjs';
import { api, registerAdmin } from '../lib/api.mjs';
import { loadAnalyticsData } from '../lib/analytics-data.mjs';
import { percentile } from '../lib/catalogue-data.mjs';
import { sampleCpu } from '../lib/cpu.mjs';
import { cpuLine, format, target } from '../lib/report.mjs';

export const description =
  'GET /api/admin/analytics/top (30 days) and /visitors (1 year) at 10 million views and 100,000 visitors, one at a time, beside the same from the raw views; the views consumer at 5,000 views/s and over a burst, with its lag';

const VIEWS = Number(process.env.ANALYTICS_BENCH_VIEWS ?? 10_000_000);
const VISITORS = Number(process.env.ANALYTICS_BENCH_VISITORS ?? 100_000);
/** The product's scale: 2,000 films and 2,000 series (the seed's fetch limits). */
const TITLES = 4000;
const SYNTHETIC_TITLES = 10_000;
const STEADY_RATE = 5000;
const STEADY_SECONDS = 20;
const BURST = 100_000;
const IN_FLIGHT = 512;
const RAW_RUNS = 5;

const run = promisify(execFile);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const built = (lib) => import(pathToFileURL(join(ROOT, 'libs', lib, 'dist', 'index.js')).href);

async function withDb(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SET search_path TO analytics, public');
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Films and series enough for TITLES (the catalogue's own seed scripts; they drop its cached reads). */
async function ensureCatalogue(ctx) {
  const [{ n }] = await withDb(ctx.stack.env.DATABASE_URL, async (db) => (await db.query(`SELECT (SELECT count(*) FROM catalogue.series)::int AS n`)).rows);
  if (n >= TITLES / 2) return;
  for (const [script, args] of [['seed-demo.js', []], ['seed-synthetic.js', [String(SYNTHETIC_TITLES)]]]) {
    await run(process.execPath, [join(ROOT, 'services/catalogue/dist/seed', script), ...args], { cwd: ROOT, env: { ...process.env, ...ctx.stack.env }, maxBuffer: 16 * 1024 * 1024 });
  }
}

/** `fn` run RAW_RUNS times one after the other: { p50, max, result }. */
async function timed(fn) {
  const took = [];
  let result;
  for (let i = 0; i < RAW_RUNS; i++) {
    const t = performance.now();
    result = await fn();
    took.push(performance.now() - t);
  }
  took.sort((a, b) => a - b);
  return { p50: percentile(took, 50), max: took.at(-1), result };
}

/** The top 10 of [from, to] from the raw views (the titles the API may list), most viewed first. */
const rawTop = (db, from, to) =>
  db.query(
    `SELECT v.kind, v.title_id AS id, count(*)::int AS views
       FROM view_events v JOIN titles t ON t.kind = v.kind AND t.id = v.title_id
      WHERE v.day BETWEEN $1 AND $2 AND t.described_at IS NOT NULL AND t.deleted_at IS NULL
      GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 10`,
    [from, to],
  ).then((r) => r.rows);

/** The 1-year chart from the raw visits: distinct visitors per month and over the range, visitors per day (the trend). */
async function rawYear(db, from, to) {
  const months = await db.query(`SELECT to_char(day, 'YYYY-MM') AS period, count(DISTINCT visitor_id)::int AS visitors FROM visits WHERE day BETWEEN $1 AND $2 GROUP BY 1 ORDER BY 1`, [from, to]);
  const unique = await db.query(`SELECT count(DISTINCT visitor_id)::int AS n FROM visits WHERE day BETWEEN $1 AND $2`, [from, to]);
  await db.query(`SELECT day, count(*) FROM visits WHERE day BETWEEN $1 AND $2 GROUP BY 1`, [from, to]);
  return { points: months.rows, unique: unique.rows[0].n };
}

/** Events of the views consumers still to handle (waiting or not acked yet), by durable. */
async function lags(jsm, stream) {
  const lag = async (durable) => {
    const info = await jsm.consumers.info(stream, durable);
    return info.num_pending + info.num_ack_pending;
  };
  return { analytics: await lag('analytics-views'), catalogue: await lag('catalogue-views') };
}

/** The raw views and the sum of the daily counts. */
const counted = (databaseUrl) =>
  withDb(databaseUrl, async (db) => (await db.query(`SELECT (SELECT count(*) FROM view_events)::int AS raw, (SELECT coalesce(sum(views), 0) FROM title_day_views)::int AS daily`)).rows[0]);

/**
 * Publishes views as engagement does (signed, its NATS user, message id = event id): `total` of
 * them, at `rate` a second (Infinity: as fast as IN_FLIGHT publishes at once allow). Samples the
 * consumers' lag every 250 ms from the first publish until analytics has handled every one.
 * Returns { published, publishSeconds, drainedSeconds, samples: [{ t, analytics, catalogue }] }.
 */
async function publishViews(ctx, titles, total, rate) {
  const { env } = ctx.stack;
  const { requestSigningFrom, signedMessageHeaders } = await built('platform');
  const signing = requestSigningFrom(env);
  const nc = await connect({ ...natsOptions(asNatsUser({ ...process.env, ...env }, 'engagement')), name: 'bench-analytics-views' });
  const js = jetstream(nc, { timeout: 10_000 });
  const jsm = await jetstreamManager(nc);
  const subject = `${env.EVENTS_PREFIX}.engagement.view.recorded`;
  const samples = [];
  const endCpu = sampleCpu({ ...ctx.stack.pids(), bench: process.pid });
  const started = performance.now();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      samples.push({ t: (performance.now() - started) / 1000, ...(await lags(jsm, env.EVENTS_STREAM)) });
      await sleep(250);
    }
  })();
  let published = 0;
  const one = async (i) => {
    const t = titles[i % titles.length];
    const at = new Date().toISOString();
    const envelope = { id: randomUUID(), type: 'engagement.view.recorded', occurredAt: at, data: { viewId: randomUUID(), userId: randomUUID(), kind: t.kind, titleId: t.id, episodeId: null, at } };
    const body = JSON.stringify(envelope);
    await js.publish(subject, body, { headers: signedMessageHeaders(signing, subject, envelope.id, body) });
    published++;
  };
  const inFlight = new Set();
  for (let i = 0; i < total; i++) {
    if (Number.isFinite(rate)) {
      const due = started + (i / rate) * 1000;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
    }
    const p = one(i).finally(() => inFlight.delete(p));
    inFlight.add(p);
    if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  const publishSeconds = (performance.now() - started) / 1000;
  for (;;) {
    const now = await lags(jsm, env.EVENTS_STREAM);
    if (now.analytics === 0) break;
    if (performance.now() - started > 600_000) throw new Error(`analytics-views still ${now.analytics} events behind after 10 minutes`);
    await sleep(50);
  }
  const drainedSeconds = (performance.now() - started) / 1000;
  const cpu = endCpu();
  sampling = false;
  await sampler;
  await nc.close();
  return { published, publishSeconds, drainedSeconds, samples, cpu };
}

export default async function analytics(ctx) {
  const { env } = ctx.stack;
  ctx.log(`  catalogue: films and series enough for ${TITLES.toLocaleString('en-US')} titles…`);
  await ensureCatalogue(ctx);
  ctx.log(`  generating and loading ${VIEWS.toLocaleString('en-US')} views and ${VISITORS.toLocaleString('en-US')} visitors over a year (COPY)…`);
  const data = await loadAnalyticsData({ databaseUrl: env.DATABASE_URL, views: VIEWS, visitors: VISITORS, titles: TITLES, log: ctx.log });
  ctx.log(`  loaded: ${data.views.toLocaleString('en-US')} views, ${data.visits.toLocaleString('en-US')} visits (views ${data.seconds.views.toFixed(0)} s, visits ${data.seconds.visits.toFixed(0)} s, daily counts ${data.seconds.counts.toFixed(0)} s); waiting for analytics to describe the titles…`);
  const describedIn = performance.now();
  for (;;) {
    const [{ n }] = await withDb(env.DATABASE_URL, async (db) => (await db.query(`SELECT count(*)::int AS n FROM titles WHERE stale_since IS NOT NULL OR described_at IS NULL`)).rows);
    if (n === 0) break;
    if (performance.now() - describedIn > 180_000) throw new Error(`${n} titles still not described by analytics after 3 minutes`);
    await sleep(500);
  }

  const token = (await registerAdmin(ctx.stack)).accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const TOP = '/api/admin/analytics/top?range=30d&kind=all';
  const YEAR = '/api/admin/analytics/visitors?range=1y';
  const top = (await api(ctx.stack.url, 'GET', TOP, { token })).body;
  const year = (await api(ctx.stack.url, 'GET', YEAR, { token })).body;

  const topFig = await ctx.measure({ name: 'GET top 10 of 30 days', url: ctx.stack.url, path: TOP, headers, connections: 1, pipelining: 1, note: `${top.counts.all} titles viewed in the 30 days` });
  const yearFig = await ctx.measure({ name: 'GET visitors of 1 year (months)', url: ctx.stack.url, path: YEAR, headers, connections: 1, pipelining: 1, note: `${year.uniqueVisitors} distinct visitors` });
  const topYearFig = await ctx.measure({ name: 'GET top 10 of 1 year', url: ctx.stack.url, path: '/api/admin/analytics/top?range=1y&kind=all', headers, connections: 1, pipelining: 1 });

  const raw = await withDb(env.DATABASE_URL, async (db) => ({
    top: await timed(() => rawTop(db, top.from, top.to)),
    year: await timed(() => rawYear(db, year.from, year.to)),
    topYear: await timed(() => rawTop(db, year.from, year.to)),
  }));
  // The gateway's answers against the raw ones: each listed title's views, and the 10 counts in order (ties may order titles differently).
  const rawViews = new Map(raw.top.result.map((r) => [`${r.kind}/${r.id}`, r.views]));
  const sameTop = top.items.length === raw.top.result.length
    && top.items.every((t, i) => t.views === raw.top.result[i].views && (rawViews.get(`${t.kind}/${t.id}`) ?? t.views) === t.views);
  const sameYear = year.uniqueVisitors === raw.year.result.unique
    && JSON.stringify(year.points.map((p) => [p.period, p.visitors])) === JSON.stringify(raw.year.result.points.map((p) => [p.period, p.visitors]));

  ctx.log(`  views consumer: ${STEADY_RATE.toLocaleString('en-US')} views/s for ${STEADY_SECONDS} s…`);
  const titles = await withDb(env.DATABASE_URL, async (db) => (await db.query(`SELECT kind, id FROM titles ORDER BY id LIMIT 500`)).rows);
  const before = await counted(env.DATABASE_URL);
  const steady = await publishViews(ctx, titles, STEADY_RATE * STEADY_SECONDS, STEADY_RATE);
  ctx.log(`  views consumer: a burst of ${BURST.toLocaleString('en-US')} views…`);
  const burst = await publishViews(ctx, titles, BURST, Infinity);
  const after = await counted(env.DATABASE_URL);
  const published = steady.published + burst.published;
  const lost = published - (after.raw - before.raw);
  const countedTwice = after.daily - before.daily - (after.raw - before.raw);

  const lagWhile = (r) => r.samples.filter((s) => s.t <= r.publishSeconds);
  const maxLag = (r, who) => Math.max(0, ...lagWhile(r).map((s) => s[who]));
  const p95Lag = (r, who) => percentile(lagWhile(r).map((s) => s[who]), 95);
  const steadyLagSeconds = maxLag(steady, 'analytics') / STEADY_RATE;
  const burstRate = burst.published / burst.drainedSeconds;
  const n = format.num;
  const lagRow = (label, r, rate) => [
    label, n(r.published), n(r.published / r.publishSeconds), n(p95Lag(r, 'analytics')), n(maxLag(r, 'analytics')),
    `${(r.drainedSeconds - r.publishSeconds).toFixed(2)} s`, n(rate), n(maxLag(r, 'catalogue')),
  ];

  return {
    figures: [topFig, yearFig, topYearFig],
    tables: [
      {
        title: `analytics reads (${data.views.toLocaleString('en-US')} views over ${data.from}..${data.to}, ${data.titles} titles, ${VISITORS.toLocaleString('en-US')} visitors, ${data.visits.toLocaleString('en-US')} visits)`,
        headers: ['query', 'through the gateway p50', 'p95', 'from the raw rows p50', 'max of ' + RAW_RUNS, 'same answer'],
        rows: [
          ['top 10 of 30 days', format.ms(topFig.latency.p50), format.ms(topFig.latency.p95), format.ms(raw.top.p50), format.ms(raw.top.max), sameTop ? 'yes' : 'NO'],
          ['visitors of 1 year, by month', format.ms(yearFig.latency.p50), format.ms(yearFig.latency.p95), format.ms(raw.year.p50), format.ms(raw.year.max), sameYear ? 'yes' : 'NO'],
          ['top 10 of 1 year', format.ms(topYearFig.latency.p50), format.ms(topYearFig.latency.p95), format.ms(raw.topYear.p50), format.ms(raw.topYear.max), ''],
        ],
        notes: [
          'gateway: one connection, the whole path (token check, signed NATS request, analytics, PostgreSQL); raw: the same figures computed by PostgreSQL alone from view_events or visits (count, count DISTINCT), run one after the other.',
        ],
      },
      {
        title: 'views consumer (analytics-views; lag = events published and not yet acked, sampled every 250 ms while publishing)',
        headers: ['load', 'views', 'published/s', 'lag p95', 'lag max', 'drained after the last', 'views/s handled', 'catalogue-views lag max'],
        rows: [lagRow(`steady ${STEADY_RATE}/s`, steady, steady.published / steady.drainedSeconds), lagRow('burst', burst, burstRate)],
        notes: [
          `lag over time (steady): ${steady.samples.filter((_, i) => i % 8 === 0).map((s) => `${s.t.toFixed(0)} s: ${s.analytics}`).join(', ')}`,
          `lag over time (burst): ${burst.samples.filter((_, i) => i % 4 === 0).map((s) => `${s.t.toFixed(1)} s: ${s.analytics}`).join(', ')}`,
          `views published ${n(published)}, raw views added ${n(after.raw - before.raw)}, daily counts added ${n(after.daily - before.daily)}`,
          `CPU, steady (in brackets, CPU time per view): ${steady.cpu ? cpuLine(steady.cpu, steady.published / steady.drainedSeconds) : '–'}`,
          `CPU, burst: ${burst.cpu ? cpuLine(burst.cpu, burstRate) : '–'}`,
        ],
      },
    ],
    targets: [
      target({ description: 'top 10 of 30 days through the gateway, p95 (one at a time)', value: topFig.latency.p95, op: '<', limit: 50, format: format.ms, figure: topFig }),
      target({ description: '1-year visitor evolution through the gateway, p95 (one at a time)', value: yearFig.latency.p95, op: '<', limit: 50, format: format.ms, figure: yearFig }),
      target({ description: 'the gateway answers what the raw rows give (top 10 and year)', value: Number(sameTop && sameYear), op: '>=', limit: 1, format: (v) => (v ? 'same' : 'different') }),
      target({ description: 'views consumer at 5,000 views/s: largest lag while publishing, in seconds of views', value: steadyLagSeconds, op: '<', limit: 1, format: (v) => `${v.toFixed(2)} s` }),
      target({ description: 'views consumer over a burst, views handled per second', value: burstRate, op: '>=', limit: STEADY_RATE, format: (v) => n(v) }),
      target({ description: 'views lost or counted twice by analytics', value: Math.abs(lost) + Math.abs(countedTwice), op: '<=', limit: 0, format: (v) => n(v) }),
    ],
  };
}
