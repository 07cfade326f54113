// Engagement.
// - Views: POST /api/views through the gateway, every request a member × title pair not viewed
//   yet (so each one counts), with the whole path running: engagement counts it and writes the
//   event to its outbox, the relay publishes it to JetStream, the catalogue's batch consumer adds
//   it to views_count. Beside it, raw JetStream publishing of events of the same size measured in
//   the same run (what the bus alone takes on this machine). Targets: at least 2,000 views/s; 0
//   lost and 0 counted twice (at the end, per title, the increase of views_count equals the views
//   engagement counted, and every view answered "counted" is among them); the time until a counted
//   view shows in views_count, p99 under 2 s (views_count polled every 50 ms during the load, each
//   increase of a title matched with its oldest counted answers not yet seen).
// - Progress: PUT /api/me/progress (each connection a member saving positions in a few films)
//   against the bare route measured the same way (targets: at least 30% of its throughput, p99
//   under 25 ms). A save is answered once the gateway has queued it: one signed message per batch
//   of saves in the progress work queue (WorkQueues.engagementProgress, a JetStream stream), answered
//   once JetStream stored it; engagement consumes the queue and writes the saves to watch_progress in
//   large statements, after the answer. So the load is followed by a check that nothing answered was
//   lost: once the queue is empty, every (member, film) that got a 200 has its row, at a position it
//   sent (target: 0 not written). Beside it, saves queued straight into the work queue as the gateway
//   queues them (no HTTP, no gateway), with the rate they were queued at and the rate engagement wrote
//   them at (until the queue was empty again), and GET /api/me (the gateway alone: a signed-in request
//   with no bus), so each run shows what the parts do alone and what the whole path does, with each
//   part's CPU per save.
// Titles are created straight in the catalogue's tables (tests/faults/lib/views.mjs); members sign
// up through the API (the bench stack's rate limits let them).
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { asNatsUser, natsOptions } from '../../../scripts/lib/nats-options.mjs';
import { ROOT } from '../../../scripts/lib/stack.mjs';
import { createTitles, percentile, registerMembers, settleCounts, sleep, viewPairs, viewsCounts, viewsSnapshot } from '../../faults/lib/views.mjs';
import { sampleCpu } from '../lib/cpu.mjs';
import { cpuLine, format, target } from '../lib/report.mjs';

export const description =
  'POST /api/views through the gateway to views_count (lost, counted twice, time until counted) beside raw JetStream publishing; PUT /api/me/progress against the bare route';

const MEMBERS = 60;
const MOVIES = 1000;
const SERIES = 100;
const VIEW_CONNECTIONS = 50;
const RAW_IN_FLIGHT = 256;

/** Runs `step` over and over, `inFlight` at once, for `seconds`; answers the seconds it took. */
async function keepBusy(seconds, inFlight, step) {
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: inFlight }, async () => {
    while (performance.now() < until) await step();
  }));
  return (performance.now() - started) / 1000;
}

/**
 * Raw JetStream publishing for `seconds`, `inFlight` at once, events the size of a view's, as
 * engagement publishes its views (its NATS user, a subject of its own that no consumer reads):
 * { published, rate }.
 */
async function rawPublish(env, seconds, inFlight) {
  const nc = await natsConnect(env, 'engagement', 'bench-raw-publish');
  try {
    const js = jetstream(nc, { timeout: 5000 });
    const subject = `${env.EVENTS_PREFIX}.engagement.bench.raw`;
    const data = {
      viewId: randomUUID(),
      userId: randomUUID(),
      kind: 'movie',
      titleId: randomUUID(),
      episodeId: null,
      at: new Date().toISOString(),
    };
    let published = 0;
    const took = await keepBusy(seconds, inFlight, async () => {
      const id = randomUUID();
      await js.publish(subject, JSON.stringify({ id, type: 'engagement.bench.raw', occurredAt: new Date().toISOString(), data }), { msgID: id });
      published++;
    });
    return { published, rate: published / took };
  } finally {
    await nc.close();
  }
}

/**
 * The progress load: each connection a member watching FILMS_PER_MEMBER films, cycling through
 * PROGRESS_REQUESTS_PER_MEMBER prebuilt saves. autocannon keeps one buffer per prebuilt request:
 * with 1,000 per connection (the films one after the other, before 25 November 2026, evening) its
 * own CPU per request was 4-8 µs higher than with one (measured against a bare PUT route: 21.5-25.3
 * µs against 17.0-18.3), a cost of the load generator, not of the route.
 */
const FILMS_PER_MEMBER = 4;
const PROGRESS_REQUESTS_PER_MEMBER = 20;

/** Saves per message and messages on their way when saves are queued directly (about what the gateway sends). */
const DIRECT_BATCH = 25;
const DIRECT_IN_FLIGHT = 4;

/** Longest wait for the progress queue to be empty (engagement to have written every save queued). */
const DRAIN_TIMEOUT_MS = 60000;

/** The built libs (libs/*\/dist), as the services run them. */
const built = (lib) => import(pathToFileURL(join(ROOT, 'libs', lib, 'dist', 'index.js')).href);

/** A connection to the run's NATS (NATS_URL) as `user` of infra/nats/auth.conf (its password comes with the env). */
const natsConnect = (env, user, name) => connect({ ...natsOptions(asNatsUser({ ...process.env, ...env }, user)), name });

/**
 * Waits until the stream of a work queue holds no message (a work queue removes a message once its
 * consumer acked it: every message queued so far has been written), polling every `everyMs`, at most
 * `timeoutMs`. Returns { drained, ms, left } (`left`: the messages still there when it gave up).
 */
async function drainQueue(jsm, stream, timeoutMs = DRAIN_TIMEOUT_MS, everyMs = 10) {
  const started = performance.now();
  for (;;) {
    const { state } = await jsm.streams.info(stream);
    const ms = performance.now() - started;
    if (state.messages === 0) return { drained: true, ms, left: 0 };
    if (ms >= timeoutMs) return { drained: false, ms, left: state.messages };
    await sleep(everyMs);
  }
}

/** The rows of watch_progress of these members in these films: Map('<user id>/<title id>' -> { position, updatedAt ms }). */
async function progressRows(databaseUrl, userIds, titleIds) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT user_id, title_id, position_seconds, updated_at FROM engagement.watch_progress
        WHERE kind = 'movie' AND user_id = ANY($1::uuid[]) AND title_id = ANY($2::uuid[])`,
      [[...new Set(userIds)], [...new Set(titleIds)]],
    );
    return new Map(rows.map((r) => [`${r.user_id}/${r.title_id}`, { position: Number(r.position_seconds), updatedAt: r.updated_at.getTime() }]));
  } finally {
    await client.end();
  }
}

/**
 * The saves of a load checked in watch_progress once the progress queue is empty: `answered` holds
 * the keys ('<user id>/<title id>', lower case) of the (member, film) pairs that got at least one 200,
 * `sent` every position sent for each pair. A pair with no row, or with a row at a position it never
 * sent, is a save answered but not written. Returns { drained, drainMs, left, checked, missing, elsewhere }.
 */
async function checkProgressWritten(env, databaseUrl, answered, sent) {
  const { WorkQueues } = await built('contracts');
  const platform = await built('platform');
  const nc = await natsConnect(env, 'gateway', 'bench-progress-check');
  let drain;
  try {
    const jsm = await jetstreamManager(nc);
    drain = await drainQueue(jsm, platform.queueNames(env, WorkQueues.engagementProgress).stream);
  } finally {
    await nc.close();
  }
  const pairs = [...answered].map((key) => key.split('/'));
  const rows = await progressRows(databaseUrl, pairs.map(([u]) => u), pairs.map(([, t]) => t));
  let missing = 0;
  let elsewhere = 0;
  for (const key of answered) {
    const row = rows.get(key);
    if (!row) missing++;
    else if (!sent.get(key)?.has(row.position)) elsewhere++;
  }
  return { drained: drain.drained, drainMs: drain.ms, left: drain.left, checked: answered.size, missing, elsewhere };
}

/**
 * Progress saves queued directly, as the gateway queues them (signed messages of DIRECT_BATCH
 * QueuedProgressSave each in the progress work queue, DIRECT_IN_FLIGHT on their way, each answered
 * once JetStream stored it), with no HTTP and no gateway: what JetStream, engagement and PostgreSQL
 * do alone on this machine. Uses the built platform's QueueProducer and the built contracts'
 * `queuedSave`, so the messages are exactly the gateway's. A second of warm-up is queued and written
 * first; then saves are queued for `seconds`, and the measurement ends once the queue is empty again
 * (at most DRAIN_TIMEOUT_MS later): `publishRate` is the saves queued per second of queuing,
 * `writeRate` the saves written per second of the whole measurement (queuing and draining). The rows
 * are then checked: each (member, film) saved has its row, at the position it was last queued with,
 * written during the measurement (save number k is member k mod 60 in film 7k mod 1,000 at 60 + k mod
 * 3,000 s: with 60 members and 1,000 films, the saves of one pair are 3,000 apart, all at one
 * position, so the order they are written in does not matter). `pids` labels the processes whose
 * CPU is sampled, from the first save queued until the queue is empty (this process is the client).
 * Returns { saves, publishRate, writeRate, publishSeconds, drainMs, drained, left, checked, notWritten, cpu }.
 */
async function directSaves(env, databaseUrl, members, films, seconds, pids) {
  const [platform, { queuedSave, WorkQueues }] = await Promise.all([built('platform'), built('contracts')]);
  const nc = await natsConnect(env, 'gateway', 'bench-direct-saves');
  try {
    const js = jetstream(nc, { timeout: 5000 });
    const jsm = await jetstreamManager(nc);
    const names = platform.queueNames(env, WorkQueues.engagementProgress);
    await platform.ensureStream(jsm, platform.queueStream(names));
    const producer = new platform.QueueProducer(js, platform.RequestSigning.fromSpec(env.INTERNAL_SIGNING_KEYS), names);
    const pairOf = (k) => ({ userId: members[k % members.length].user.id, titleId: films[(k * 7) % films.length].id, positionSeconds: 60 + (k % 3000) });
    let k = 0;
    let saves = 0;
    const send = async () => {
      const batch = Array.from({ length: DIRECT_BATCH }, () => {
        const { userId, titleId, positionSeconds } = pairOf(++k);
        return queuedSave(userId, { kind: 'movie', titleId, positionSeconds, durationSeconds: 5400 }, Date.now());
      });
      await producer.publish({ saves: batch });
      saves += batch.length;
    };
    await keepBusy(1, DIRECT_IN_FLIGHT, send);
    const warm = await drainQueue(jsm, names.stream);
    if (!warm.drained) throw new Error(`the progress queue still held ${warm.left} messages ${DRAIN_TIMEOUT_MS / 1000} s after the direct saves' warm-up`);
    saves = 0;
    const firstK = k + 1;
    const startedAt = Date.now();
    const endCpu = sampleCpu({ ...pids, 'client (this process)': process.pid });
    const publishSeconds = await keepBusy(seconds, DIRECT_IN_FLIGHT, send);
    const drain = await drainQueue(jsm, names.stream);
    const cpu = endCpu();
    // The position each (member, film) saved in the measurement must now have (the last one queued).
    const expected = new Map();
    for (let i = k; i >= firstK; i--) {
      const { userId, titleId, positionSeconds } = pairOf(i);
      const key = `${userId}/${titleId}`.toLowerCase();
      if (!expected.has(key)) expected.set(key, positionSeconds);
    }
    const pairs = [...expected.keys()].map((key) => key.split('/'));
    const rows = await progressRows(databaseUrl, pairs.map(([u]) => u), pairs.map(([, t]) => t));
    let notWritten = 0;
    for (const [key, position] of expected) {
      const row = rows.get(key);
      if (!row || row.position !== position || row.updatedAt < startedAt - 1) notWritten++;
    }
    return {
      saves,
      publishRate: saves / publishSeconds,
      writeRate: saves / (publishSeconds + drain.ms / 1000),
      publishSeconds,
      drainMs: drain.ms,
      drained: drain.drained,
      left: drain.left,
      checked: expected.size,
      notWritten,
      cpu,
    };
  } finally {
    await nc.close();
  }
}

/**
 * Polls views_count of `titles` every `everyMs` until stopped; each increase of a title is matched
 * with the oldest counted answers of that title not matched yet. Returns { stop(): Promise<delays ms[]> }.
 */
function watchViews(databaseUrl, titles, countedAt, everyMs = 50) {
  let running = true;
  const delays = [];
  const seen = new Map();
  const matched = new Map();
  const loop = (async () => {
    const first = await viewsCounts(databaseUrl, titles);
    for (const [id, n] of first) seen.set(id, n);
    while (running) {
      await sleep(everyMs);
      const counts = await viewsCounts(databaseUrl, titles);
      const now = Date.now();
      for (const [id, n] of counts) {
        const rise = n - (seen.get(id) ?? 0);
        if (rise <= 0) continue;
        seen.set(id, n);
        const answers = countedAt.get(id) ?? [];
        let i = matched.get(id) ?? 0;
        for (let k = 0; k < rise && i < answers.length; k++, i++) delays.push(Math.max(0, now - answers[i]));
        matched.set(id, i);
      }
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return delays.sort((a, b) => a - b);
    },
  };
}

export default async function engagement(ctx) {
  const databaseUrl = ctx.stack.names.DATABASE_URL;
  ctx.log(`  creating ${MOVIES} films and ${SERIES} series, signing up ${MEMBERS} members…`);
  const titles = await createTitles(databaseUrl, { movies: MOVIES, series: SERIES, tag: 'bench' });
  const members = await registerMembers(ctx.stack.url, MEMBERS);
  const pairs = viewPairs(members, titles);

  // Views: each request the next pair not viewed yet (66,000 pairs: enough for 5,000 views/s for 13 s).
  const before = await viewsSnapshot(databaseUrl, titles);
  const countedAt = new Map();
  let nextPair = 0;
  let counted = 0;
  let notCounted = 0;
  let exhausted = 0;
  const viewRequests = [
    {
      method: 'POST',
      setupRequest: (req, context) => {
        const pair = pairs[nextPair++ % pairs.length];
        if (nextPair > pairs.length) exhausted++;
        context.titleId = pair.title.id;
        return {
          ...req,
          path: '/api/views',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${pair.member.accessToken}` },
          body: JSON.stringify({ kind: pair.title.kind, titleId: pair.title.id }),
        };
      },
      onResponse: (status, body, context) => {
        if (status !== 200) return;
        if (body.includes('"counted":true')) {
          counted++;
          const list = countedAt.get(context.titleId) ?? [];
          list.push(Date.now());
          countedAt.set(context.titleId, list);
        } else notCounted++;
      },
    },
  ];
  const bare = await ctx.baseline();
  const watcher = watchViews(databaseUrl, titles, countedAt);
  const views = await ctx.measure({ name: 'POST /api/views', url: ctx.stack.url, path: '/api/views', method: 'POST', connections: VIEW_CONNECTIONS, requests: viewRequests });
  const settled = await settleCounts(databaseUrl, titles, before, { timeoutMs: 60000 });
  await sleep(200);
  const delays = await watcher.stop();
  const lost = settled.perTitle.reduce((n, t) => n + Math.max(0, t.expected - t.got), 0);
  const twice = settled.perTitle.reduce((n, t) => n + Math.max(0, t.got - t.expected), 0);
  views.vs = views.rps / bare.rps;
  views.note =
    `${counted} counted (warm-up included), ${notCounted} not counted${exhausted ? ` (${exhausted} pairs viewed twice: the pairs ran out)` : ''}; ` +
    `engagement counted ${settled.expected}, views_count rose by ${settled.increase} (settled ${settled.settledMs} ms after the load); ` +
    `time until counted: p50 ${format.ms(percentile(delays, 50))}, p99 ${format.ms(percentile(delays, 99))} over ${delays.length} views`;

  ctx.log('  raw JetStream publishing, same run…');
  const raw = await rawPublish(ctx.stack.env, ctx.load.duration, RAW_IN_FLIGHT);

  // Progress: one upsert per request. Each connection is one member watching a few films of their
  // own, and saving each one's position 30 s further every time, as a player does: no two
  // connections write one row, and nearly every save rewrites an existing row, as in real use (a
  // film watched for two hours is one insert and about 240 updates). Its requests are built once,
  // before the load (as the bare route's is), and kept few (PROGRESS_REQUESTS_PER_MEMBER), so that
  // the load generator's own work per request is not what is measured.
  const films = titles.filter((t) => t.kind === 'movie');
  // What the load's saves must have left once written: the positions sent for each (member, film),
  // and the pairs that got at least one 200 (read from autocannon's client: on its 'response' event,
  // with one request at a time per connection, its request iterator still holds the request answered).
  const sent = new Map();
  const answered = new Set();
  const keyOf = new Map();
  const saveKey = (member, titleId) => `${member.user.id}/${titleId}`.toLowerCase();
  const noteSent = (key, positionSeconds) => {
    const positions = sent.get(key) ?? new Set();
    positions.add(positionSeconds);
    sent.set(key, positions);
  };
  let nextClient = 0;
  const setupClient = (client) => {
    const n = nextClient++;
    const member = members[n % members.length];
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${member.accessToken}` };
    const requests = Array.from({ length: PROGRESS_REQUESTS_PER_MEMBER }, (_, k) => {
      const titleId = films[(n * FILMS_PER_MEMBER + (k % FILMS_PER_MEMBER)) % films.length].id;
      const positionSeconds = 60 + 30 * Math.floor(k / FILMS_PER_MEMBER);
      const request = {
        method: 'PUT',
        path: '/api/me/progress',
        headers,
        body: JSON.stringify({ kind: 'movie', titleId, positionSeconds, durationSeconds: 5400 }),
      };
      keyOf.set(request, saveKey(member, titleId));
      noteSent(keyOf.get(request), positionSeconds);
      return request;
    });
    client.setRequests(requests);
    client.on('response', (status) => {
      if (status !== 200) return;
      const key = keyOf.get(client.requestIterator?.currentRequest);
      // Without the iterator (another autocannon), every pair of the connection counts as answered.
      if (key) answered.add(key);
      else for (const request of requests) answered.add(keyOf.get(request));
    });
  };
  // One checked save first: a load of 4xx would measure the refusal, not the route.
  const probe = await fetch(new URL('/api/me/progress', ctx.stack.url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${members[0].accessToken}` },
    body: JSON.stringify({ kind: 'movie', titleId: films[0].id, positionSeconds: 60, durationSeconds: 5400 }),
  });
  if (probe.status !== 200) throw new Error(`PUT /api/me/progress answered ${probe.status}: ${await probe.text()}`);
  noteSent(saveKey(members[0], films[0].id), 60);
  answered.add(saveKey(members[0], films[0].id));
  const progress = await ctx.measure({ name: 'PUT /api/me/progress', url: ctx.stack.url, path: '/api/me/progress', method: 'PUT', setupClient });
  // The saves were answered once queued: once engagement has written the queue, each is in watch_progress.
  ctx.log('  waiting for engagement to write the queued saves, then checking them…');
  const written = await checkProgressWritten(ctx.stack.env, databaseUrl, answered, sent);
  const progressLost = written.missing + written.elsewhere;
  progress.vs = progress.rps / bare.rps;
  // The gateway alone, for scale: a signed-in request answered by the gateway with no bus (the auth
  // scenario's route), measured the same way.
  const me = await ctx.measure({ name: 'GET /api/me', url: ctx.stack.url, path: '/api/me', headers: { authorization: `Bearer ${members[0].accessToken}` } });
  me.vs = me.rps / bare.rps;
  ctx.log('  progress saves queued directly, same run…');
  const direct = await directSaves(ctx.stack.env, databaseUrl, members, films, ctx.load.duration, ctx.stack.pids());

  return {
    figures: [bare, views, progress, me],
    tables: [
      {
        title: 'Views: through the whole path against the bus alone (same run)',
        headers: ['measure', 'per second', 'note'],
        right: [false, true, false],
        rows: [
          ['POST /api/views answered (gateway → engagement → outbox)', format.num(views.rps), `${VIEW_CONNECTIONS} connections`],
          ['raw JetStream publish (acked)', format.num(raw.rate), `${RAW_IN_FLIGHT} in flight, ${raw.published} events`],
          ['views / raw publish', format.ratio(views.rps / raw.rate), ''],
        ],
      },
      {
        title: 'Progress saves: the whole path against its parts (same run)',
        headers: ['measure', 'per second', 'note'],
        right: [false, true, false],
        rows: [
          ['PUT /api/me/progress answered (HTTP → gateway → JetStream work queue)', format.num(progress.rps), `${progress.connections} connections`],
          ['GET /api/me (the gateway alone: a signed-in request, no bus, no database)', format.num(me.rps), `${me.connections} connections, ${format.pct(me.vs)} of the bare route`],
          ['saves queued directly (no HTTP, no gateway), stored by JetStream', format.num(direct.publishRate), `messages of ${DIRECT_BATCH}, ${DIRECT_IN_FLIGHT} on their way, ${direct.saves} saves in ${direct.publishSeconds.toFixed(1)} s`],
          [
            'saves queued directly (no HTTP, no gateway), written by engagement',
            format.num(direct.writeRate),
            direct.drained
              ? `the same saves, until the queue was empty (${format.ms(direct.drainMs)} after the last one queued)`
              : `queue not empty ${DRAIN_TIMEOUT_MS / 1000} s after the last one queued (${direct.left} messages left)`,
          ],
          ['the bare route (one process, no bus, no database)', format.num(bare.rps), `${bare.connections} connections`],
        ],
        // The same parts' CPU per save, alone and in the whole path: what each costs when they share the cores.
        // (No CPU figures where /proc is not available.)
        notes: [
          `After the PUT load, ${written.drained ? `the queue was empty ${format.ms(written.drainMs)} later` : `the queue still held ${written.left} messages ${DRAIN_TIMEOUT_MS / 1000} s later`}; ` +
            `${written.checked} (member, film) pairs answered 200 checked in watch_progress: ${written.missing} missing, ${written.elsewhere} at a position never sent.`,
          `Saves queued directly, checked in watch_progress: ${direct.checked} (member, film) pairs, ${direct.notWritten} not at the position last queued.`,
          progress.cpu && `CPU, whole path (answers only: engagement writes what is queued during and after the load): ${cpuLine(progress.cpu, progress.rps)}`,
          direct.cpu && `CPU, saves queued directly and written by engagement (per save written): ${cpuLine(direct.cpu, direct.writeRate)}`,
        ].filter(Boolean),
      },
    ],
    targets: [
      target({ description: 'views ingested through the gateway ≥ 2,000/s', value: views.rps, op: '>=', limit: 2000, format: format.num, figure: views }),
      target({ description: 'views lost (counted by engagement, missing from views_count)', value: lost, op: '<=', limit: 0 }),
      target({ description: 'views counted twice in views_count', value: twice, op: '<=', limit: 0 }),
      target({ description: 'views answered "counted" that engagement did not count', value: Math.max(0, counted - settled.expected), op: '<=', limit: 0 }),
      target({ description: 'time until a counted view shows in views_count, p99 < 2 s', value: percentile(delays, 99), op: '<', limit: 2000, format: format.ms }),
      target({ description: "PUT /api/me/progress throughput ≥ 30% of the bare route's", value: progress.vs, op: '>=', limit: 0.3, format: format.pct, figure: [bare, progress] }),
      target({ description: `PUT /api/me/progress p99 < 25 ms at that load (${progress.connections} connections)`, value: progress.latency.p99, op: '<', limit: 25, format: format.ms, figure: progress }),
      target({ description: 'progress saves answered 200 but not written', value: progressLost, op: '<=', limit: 0 }),
    ],
  };
}
