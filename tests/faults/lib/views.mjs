// View events end to end (POST /api/views -> engagement -> outbox -> JetStream -> the catalogue's
// batch consumer -> views_count), for the views fault test (tests/faults/views.fault-spec.ts) and
// the engagement benchmark (tests/load/scenarios/engagement.mjs): titles and members to view with,
// a stream of views that records every answer, and the counts to check it against.
//
// What is checked: the engagement service's `view_windows` rows are the views it counted (every
// pair member/title of a run is viewed for the first time, so each counted view left one row);
// every one of them must be in `views_count` once: per title, the increase of views_count equals
// the rows for that title (nothing lost, nothing counted twice). The answers bound it: the views
// answered `counted: true` are at most that many, and at least that many minus the requests whose
// answer never came (a write in flight when NATS went away: counted or not, unknown).
import pg from 'pg';
import { registerMember } from '../../load/lib/api.mjs';
import { waitUntil } from '../../support/wait-until.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function withDb(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `movies` films and `series` series created straight in the catalogue's tables (views_count 0): [{ kind, id }]. */
export function createTitles(databaseUrl, { movies = 40, series = 10, tag = 'vues' } = {}) {
  return withDb(databaseUrl, async (db) => {
    // The catalogue's triggers (search lexicon) name its tables without their schema.
    await db.query('SET search_path TO catalogue');
    const m = await db.query(`INSERT INTO catalogue.movies (id, title) SELECT gen_random_uuid(), $1 || ' film ' || g FROM generate_series(1, $2::int) g RETURNING id`, [tag, movies]);
    const s = await db.query(`INSERT INTO catalogue.series (id, title) SELECT gen_random_uuid(), $1 || ' série ' || g FROM generate_series(1, $2::int) g RETURNING id`, [tag, series]);
    return [...m.rows.map((r) => ({ kind: 'movie', id: r.id })), ...s.rows.map((r) => ({ kind: 'series', id: r.id }))];
  });
}

/** views_count of each title: Map(id -> count). */
export function viewsCounts(databaseUrl, titles) {
  const ids = titles.map((t) => t.id);
  return withDb(databaseUrl, async (db) => {
    const { rows } = await db.query(
      `SELECT id, views_count FROM catalogue.movies WHERE id = ANY($1::uuid[])
       UNION ALL SELECT id, views_count FROM catalogue.series WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, Number(r.views_count)]));
  });
}

/** The views engagement counted for these titles (one view_windows row each): Map(id -> count). */
export function countedWindows(databaseUrl, titles) {
  return withDb(databaseUrl, async (db) => {
    const { rows } = await db.query(`SELECT title_id, count(*)::int AS n FROM engagement.view_windows WHERE title_id = ANY($1::uuid[]) GROUP BY title_id`, [
      titles.map((t) => t.id),
    ]);
    return new Map(rows.map((r) => [r.title_id, r.n]));
  });
}

/** `n` members signed up through the API, `parallel` at a time: [{ accessToken, user }]. */
export async function registerMembers(url, n, parallel = 4) {
  const members = [];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next++;
      members.push(await registerMember(url));
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, n) }, worker));
  return members;
}

/** Every member × title pair once, shuffled (a fixed shuffle: runs compare). */
export function viewPairs(members, titles) {
  const pairs = [];
  for (const member of members) for (const title of titles) pairs.push({ member, title });
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j], pairs[i]];
  }
  return pairs;
}

/**
 * POST /api/views for every pair, `connections` at a time, with `repeatEvery`-th request repeating
 * an earlier pair (a reload: must not count). Runs `during()` (a fault) once `leadMs` have passed.
 * Returns { sent, sentAfterFault, counted, notCounted, failed, failures: [{ at, status, ms, repeat }], repeatsCounted,
 * latencies (ms, sorted, answered requests), seconds, countedAt: Map(titleId -> [epoch ms of each counted answer]) }.
 */
export async function viewStream({ url, pairs, connections = 20, repeatEvery = 10, during, leadMs = 1000, requestTimeoutMs = 20000, ratePerSecond }) {
  const started = performance.now();
  const result = { sent: 0, counted: 0, notCounted: 0, failed: 0, failures: [], repeatsCounted: 0, latencies: [], countedAt: new Map(), fault: undefined };
  const done = [];
  let next = 0;
  let sinceRepeat = 0;
  let faultOver = false;
  result.sentAfterFault = 0;
  /** Sends one view; answers whether an answer came. */
  const one = async (pair, repeat) => {
    // Paced (when asked): the n-th view leaves no earlier than n / rate seconds after the start, so a
    // fast machine does not send the whole stream before the fault has even begun.
    if (ratePerSecond) {
      const due = started + (result.sent * 1000) / ratePerSecond;
      result.sent++;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
    } else result.sent++;
    const t0 = performance.now();
    if (faultOver) result.sentAfterFault++;
    try {
      const res = await fetch(new URL('/api/views', url), {
        method: 'POST',
        headers: { authorization: `Bearer ${pair.member.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: pair.title.kind, titleId: pair.title.id }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      const body = await res.json().catch(() => undefined);
      const ms = performance.now() - t0;
      if (res.status !== 200 || typeof body?.counted !== 'boolean') {
        result.failed++;
        result.failures.push({ at: Math.round(t0 - started), status: res.status, code: body?.code, ms: Math.round(ms), repeat });
        return false;
      }
      result.latencies.push(ms);
      if (!body.counted) result.notCounted++;
      else if (repeat) result.repeatsCounted++;
      else {
        result.counted++;
        const list = result.countedAt.get(pair.title.id) ?? [];
        list.push(Date.now());
        result.countedAt.set(pair.title.id, list);
      }
      return true;
    } catch (err) {
      result.failed++;
      result.failures.push({ at: Math.round(t0 - started), status: err?.name === 'TimeoutError' ? 'timeout' : (err?.cause?.code ?? err?.name), ms: Math.round(performance.now() - t0), repeat });
      return false;
    }
  };
  const worker = async () => {
    while (next < pairs.length) {
      if (repeatEvery && ++sinceRepeat % repeatEvery === 0 && done.length) {
        // A pair already answered: a reload of the same page.
        await one(done[(sinceRepeat * 7) % done.length], true);
        continue;
      }
      const pair = pairs[next++];
      // Only a pair whose first view was answered is viewed again (else whether it counted is unknown).
      if (await one(pair, false)) done.push(pair);
    }
  };
  const workers = Promise.all(Array.from({ length: connections }, worker));
  if (during) {
    await sleep(leadMs);
    const from = performance.now() - started;
    await during();
    faultOver = true;
    result.fault = { from: Math.round(from), to: Math.round(performance.now() - started) };
  }
  await workers;
  result.seconds = (performance.now() - started) / 1000;
  result.latencies.sort((a, b) => a - b);
  return result;
}

/** What views_count and engagement's counted views say now, per title: { counts, windows }. */
export async function viewsSnapshot(databaseUrl, titles) {
  const [counts, windows] = await Promise.all([viewsCounts(databaseUrl, titles), countedWindows(databaseUrl, titles)]);
  return { counts, windows };
}

/**
 * Waits until, for every title, the increase of views_count since `before` (a viewsSnapshot)
 * equals the views engagement counted since then, or `timeoutMs` passed. Returns { expected,
 * increase, perTitle: [{ id, kind, expected, got }] (titles that differ), settledMs }.
 */
export async function settleCounts(databaseUrl, titles, before, { timeoutMs = 30000 } = {}) {
  const started = Date.now();
  let last;
  const compare = async () => {
    const now = await viewsSnapshot(databaseUrl, titles);
    const perTitle = [];
    let expected = 0;
    let increase = 0;
    for (const t of titles) {
      const want = (now.windows.get(t.id) ?? 0) - (before.windows.get(t.id) ?? 0);
      const got = (now.counts.get(t.id) ?? 0) - (before.counts.get(t.id) ?? 0);
      expected += want;
      increase += got;
      if (want !== got) perTitle.push({ id: t.id, kind: t.kind, expected: want, got });
    }
    last = { expected, increase, perTitle, settledMs: Date.now() - started };
    return last;
  };
  await waitUntil(compare, (result) => !result.perTitle.length, { timeoutMs, what: 'views_count to catch up with the views counted' }).catch((err) => {
    // Not settled in time: the caller gets the titles that differ (a read that never worked fails).
    if (!last) throw err;
  });
  return last;
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

/** One line of a view stream's figures. */
export function describeViews(label, r) {
  const byStatus = {};
  for (const f of r.failures) byStatus[f.status] = (byStatus[f.status] ?? 0) + 1;
  const failures = Object.entries(byStatus).map(([k, v]) => `${k}×${v}`).join(', ');
  return (
    `${label}: ${r.sent} views sent in ${r.seconds.toFixed(1)} s (${(r.sent / r.seconds).toFixed(0)}/s), ${r.counted} counted, ${r.notCounted} not counted (reloads), ` +
    `${r.failed} without an answer${failures ? ` (${failures})` : ''}, p50 ${percentile(r.latencies, 50).toFixed(1)} ms, p99 ${percentile(r.latencies, 99).toFixed(1)} ms`
  );
}
