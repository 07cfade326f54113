// Moderation.
// - Content requests: POST /api/requests by 50 members at once (one connection each, each request
//   sent as soon as the previous one is answered) for the run's duration. Most requests are titles
//   of the member's own, a tenth are titles every member asks for (the first asker opens the request,
//   the others join it: 200), a tenth are titles the catalogue has (409). Each member therefore hits
//   the weekly quota within a second (429 REQUEST_QUOTA_REACHED after 3 created). The warm-up uses 50
//   other members, so the measurement starts with 50 members at 0 used. Printed: throughput and
//   latencies over every answer (201, 200, 409 and 429 are all the route's answers here), each
//   answer's share and its status's p50 and p99. Targets, checked at the end in the database: no
//   member has more than 3 quota-consuming requests in any week (Monday 00:00 Europe/Paris), and
//   each member's rows are the requests answered 201, plus at most the one the load left unanswered
//   when it stopped (its connection closed while the gateway was answering it).
// - The login popup: GET /api/popup (public, cached by the gateway in Redis) with an active popup set
//   by an admin, against the bare route measured the same way (target: at least 50% of its throughput).
// - The admin report list: GET /api/admin/reports through the gateway at 100,000 reports, ONE request
//   at a time (an admin paging the queue), over pages with and without status and content-type
//   filters and searches (a word of titles, a whole title, a problem label, part of a reporter's
//   address). Target: p95 under 30 ms for each. Beside it, the moderation service's own statements
//   (its built ReportsRepository on a pg pool in this process, as its list runs them) and their
//   plans (EXPLAIN ANALYZE), to tell the SQL from HTTP, NATS and the gateway's identity calls.
// The reports are seeded by SQL into the run's database (seedReports): titles of the catalogue the
// catalogue and search scenarios read (lib/catalogue-data.mjs), reporters the members signed up here.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { registerMembers } from '../../faults/lib/views.mjs';
import { api, registerAdmin } from '../lib/api.mjs';
import { loadCatalogue, percentile, withDb } from '../lib/catalogue-data.mjs';
import { sampleCpu } from '../lib/cpu.mjs';
import { ROOT } from '../lib/stack.mjs';
import { explain } from '../lib/plans.mjs';
import { cpuLine, disturbed, format, target } from '../lib/report.mjs';

export const description =
  'POST /api/requests by 50 members at once (weekly quota checked in the database); GET /api/popup (cached) against the bare route; GET /api/admin/reports at 100,000 reports, one at a time';

const REQUEST_CONNECTIONS = 50;
const WEEKLY_LIMIT = 3;
const REPORTS = 100000;
/** Each admin list this many times, one request at a time, the lists in turn (after LIST_WARMUP rounds). */
const LIST_RUNS = 50;
const LIST_WARMUP = 5;
const LIST_P95_MS = 30;
/** Titles every member asks for: the first asker opens the request, the others join it. */
const SHARED_TITLES = ['La Guerre des étoiles', 'Le Seigneur des anneaux', 'Les Sept Samouraïs', 'Le Parrain', 'Amélie Poulain'];
/** Titles of the catalogue the requests ask for (refused: 409 TITLE_ALREADY_AVAILABLE). */
const AVAILABLE_TITLES = 20;

const dist = (path) => import(pathToFileURL(join(ROOT, 'services', 'moderation', 'dist', path)).href);

/**
 * The k-th request of member m: mostly titles of their own, every tenth one the catalogue has, every
 * tenth a shared title (the second request of each member is one: the first member to ask it opens
 * it with their quota, the others join it while it is open).
 */
function requestBody(m, k, availableTitles) {
  if (k % 10 === 6) return { contentType: 'movie', title: availableTitles[(m + k) % availableTitles.length] };
  if (k % 10 === 1) return { contentType: 'series', title: SHARED_TITLES[(m + k) % SHARED_TITLES.length] };
  return k % 3 === 0
    ? { contentType: 'series', title: `La Saga introuvable n° ${m + 1}-${k + 1}`, genre: 'Drame' }
    : { contentType: 'movie', title: `Le Film introuvable n° ${m + 1}-${k + 1}`, year: 1950 + ((m + k) % 70), director: 'Agnès Varda' };
}

/** What each answer was: 201, or the status and the outcome (200) or error code read from its body. */
function tallyAnswer(tally, status, body) {
  if (status === 201) {
    tally.created++;
    return;
  }
  let what;
  try {
    const json = JSON.parse(body);
    what = status === 200 ? json.outcome : json.code;
  } catch {
    what = 'unreadable body';
  }
  const key = `${status} ${what}`;
  tally.other.set(key, (tally.other.get(key) ?? 0) + 1);
}

/**
 * The members' quota-consuming requests per Paris week (the rows `counted_in_week`, which the quota
 * counts): Map(userId -> max in one week), and per member how many there are in all.
 */
function quotaRows(ctx, userIds) {
  return withDb(ctx, async (db) => {
    const { rows } = await db.query(
      `SELECT user_id, date_trunc('week', joined_at AT TIME ZONE 'Europe/Paris') AS week, count(*)::int AS n
         FROM moderation.request_members WHERE counted_in_week AND user_id = ANY($1::uuid[]) GROUP BY 1, 2`,
      [userIds],
    );
    const maxInWeek = new Map();
    const total = new Map();
    for (const r of rows) {
      maxInWeek.set(r.user_id, Math.max(maxInWeek.get(r.user_id) ?? 0, r.n));
      total.set(r.user_id, (total.get(r.user_id) ?? 0) + r.n);
    }
    return { maxInWeek, total };
  });
}

/**
 * REPORTS reports in moderation.reports, seeded by SQL (a database that holds that many already is
 * left as it is): titles of the catalogue (8,000 films, 2,500 series and 1,500 episodes, the most
 * viewed reported most), reporters among `reporterIds` (1% erased: no reporter), created over the
 * last year (more of them lately), the recent ones more often still open, as a queue that admins
 * keep up with: about 4% pending and 3% in progress overall. The counters' trigger is set aside for
 * the bulk insert and the counters recounted in the same transaction (one counter update per row
 * would be 100,000 updates of 12 rows in one transaction). Returns the number of reports.
 */
function seedReports(ctx, reporterIds) {
  return withDb(ctx, async (db) => {
    const count = async () => (await db.query('SELECT count(*)::int AS n FROM moderation.reports')).rows[0].n;
    if ((await count()) >= REPORTS) return count();
    await db.query('BEGIN');
    try {
      await db.query('SELECT setseed(0.22)');
      await db.query(`CREATE TEMP TABLE bench_reported ON COMMIT DROP AS
        SELECT row_number() OVER (ORDER BY popularity DESC, content_id) AS k, content_type, content_id, series_id, title FROM (
          (SELECT 'movie' AS content_type, id AS content_id, NULL::uuid AS series_id, title, views_count AS popularity
             FROM catalogue.movies ORDER BY views_count DESC, id LIMIT 8000)
          UNION ALL (SELECT 'series', id, NULL, title, views_count FROM catalogue.series ORDER BY views_count DESC, id LIMIT 2500)
          UNION ALL (SELECT 'episode', e.id, e.series_id, s.title || ' — S' || e.season_number || 'E' || e.episode_number || ' ' || e.title, e.views_count
             FROM catalogue.episodes e JOIN catalogue.series s ON s.id = e.series_id ORDER BY e.views_count DESC, e.id LIMIT 1500)) x`);
      const { rows: [{ titles }] } = await db.query('SELECT count(*)::int AS titles FROM bench_reported');
      if (titles < 1000) throw new Error(`only ${titles} catalogue titles to report on: the catalogue was not loaded`);
      await db.query('ALTER TABLE moderation.reports DISABLE TRIGGER reports_counts_insert_delete');
      // Open reports are unique per member, content and problem (reports_open_key): a draw that
      // collides is skipped, and the next round draws the missing ones.
      for (let round = 0; round < 10; round++) {
        const missing = REPORTS - (await count());
        if (missing <= 0) break;
        await db.query(
          `INSERT INTO moderation.reports (id, user_id, content_type, content_id, series_id, content_title, problem_type, description, status,
                                          admin_notes, created_at, updated_at)
           SELECT gen_random_uuid(), CASE WHEN d.erased < 0.01 THEN NULL ELSE ($1::uuid[])[1 + floor(d.who * cardinality($1::uuid[]))::int] END,
                  t.content_type, t.content_id, t.series_id, t.title, d.problem,
                  CASE WHEN d.words >= 0.5 THEN (ARRAY['La vidéo s''arrête au bout de quelques minutes.', 'Écran noir au lancement.',
                    'Le son est décalé par rapport à l''image.', 'Les sous-titres ne correspondent pas aux dialogues.', 'Image très pixelisée.',
                    'Ce n''est pas le bon épisode.'])[1 + floor((d.words - 0.5) * 12)::int] END,
                  d.status,
                  CASE WHEN d.status = 'rejected' THEN 'Lien vérifié : la lecture fonctionne chez nous.'
                       WHEN d.status = 'resolved' AND d.noted < 0.5 THEN 'Lien remplacé, merci du signalement.' END,
                  now() - d.age, now() - d.age + CASE WHEN d.status = 'pending' THEN interval '0' ELSE d.age * 0.1 END
             FROM (SELECT g, pick, who, erased, words, noted, age,
                          (ARRAY['video_not_working', 'video_not_working', 'video_not_working', 'audio_issue', 'subtitle_issue', 'subtitle_issue',
                                 'quality_issue', 'quality_issue', 'wrong_content', 'other'])[1 + floor(p * 10)::int] AS problem,
                          CASE WHEN age < interval '7 days' THEN CASE WHEN s < 0.55 THEN 'pending' WHEN s < 0.75 THEN 'in_progress' WHEN s < 0.95 THEN 'resolved' ELSE 'rejected' END
                               WHEN age < interval '30 days' THEN CASE WHEN s < 0.10 THEN 'pending' WHEN s < 0.20 THEN 'in_progress' WHEN s < 0.80 THEN 'resolved' ELSE 'rejected' END
                               ELSE CASE WHEN s < 0.01 THEN 'pending' WHEN s < 0.02 THEN 'in_progress' WHEN s < 0.77 THEN 'resolved' ELSE 'rejected' END END AS status
                     FROM (SELECT g, random() AS pick, random() AS who, random() AS erased, random() AS words, random() AS noted, random() AS p, random() AS s,
                                  interval '365 days' * power(random(), 1.6) AS age
                             FROM generate_series(1, $2::int) g) r) d
             JOIN bench_reported t ON t.k = 1 + floor(power(d.pick, 2.5) * $3)::int
           ON CONFLICT (user_id, content_type, content_id, problem_type) WHERE status IN ('pending', 'in_progress') DO NOTHING`,
          [reporterIds, missing, titles],
        );
      }
      await db.query('ALTER TABLE moderation.reports ENABLE TRIGGER reports_counts_insert_delete');
      await db.query(`UPDATE moderation.report_counts c SET n = (SELECT count(*) FROM moderation.reports r WHERE r.status = c.status AND r.content_type = c.content_type)`);
      await db.query('COMMIT');
    } catch (err) {
      await db.query('ROLLBACK');
      throw err;
    }
    await db.query('VACUUM (ANALYZE) moderation.reports');
    return count();
  });
}

/** Facts about the seeded reports the lists are chosen from: the most reported title, a frequent title word, the status shares. */
function reportFacts(ctx) {
  return withDb(ctx, async (db) => {
    const { rows: [top] } = await db.query(`SELECT content_title, count(*)::int AS n FROM moderation.reports GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1`);
    const { rows: statuses } = await db.query(`SELECT status, sum(n)::int AS n FROM moderation.report_counts GROUP BY 1 ORDER BY 1`);
    return { topTitle: top.content_title, topTitleReports: top.n, statuses: Object.fromEntries(statuses.map((r) => [r.status, r.n])) };
  });
}

/**
 * The moderation service's list statements in this process: its built ReportsRepository on a pg pool,
 * the filters built as ReportsService.list builds them, the three statements at once as it runs them;
 * each statement's SQL and values recorded for EXPLAIN ANALYZE.
 */
async function serviceStatements(ctx) {
  const [{ createModerationDataSource }, { ReportsRepository }, { containsPattern, searchText }, { problemTypesMatching }] = await Promise.all([
    dist('database/moderation-data-source.js'),
    dist('reports/reports.repository.js'),
    dist('shared/search.rules.js'),
    dist('reports/report.rules.js'),
  ]);
  const ds = createModerationDataSource(ctx.stack.env.DATABASE_URL, 3);
  await ds.initialize();
  let recording;
  const recorded = new Proxy(ds, {
    get: (target, prop) => (prop === 'query' ? (sql, values) => (recording?.push({ sql, values }), target.query(sql, values)) : Reflect.get(target, prop)),
  });
  const reports = new ReportsRepository(recorded);
  const filtersOf = (q, reporterIds) => {
    const search = searchText(q.search);
    return {
      status: q.status,
      contentType: q.contentType,
      search: search === undefined ? undefined : { titlePattern: containsPattern(search), problemTypes: problemTypesMatching(search), reporterIds },
    };
  };
  return {
    /** The list's statements for query `q`: { ms, statements: [{ sql, values }] }. */
    async list(q, reporterIds, record = false) {
      const filters = filtersOf(q, reporterIds);
      const page = q.page ?? 1;
      recording = record ? [] : undefined;
      const started = performance.now();
      await Promise.all([reports.page(filters, 20, (page - 1) * 20), reports.counts(), filters.search ? reports.countMatching(filters) : undefined]);
      const ms = performance.now() - started;
      const statements = recording ?? [];
      recording = undefined;
      return { ms, statements };
    },
    close: () => ds.destroy(),
  };
}

export default async function moderation(ctx) {
  const url = ctx.stack.url;
  ctx.log(`  loading the catalogue, signing up ${2 * REQUEST_CONNECTIONS} members and an admin…`);
  const [, requesters, admin] = await Promise.all([loadCatalogue(ctx), registerMembers(url, 2 * REQUEST_CONNECTIONS), registerAdmin(ctx.stack)]);
  const availableTitles = await withDb(ctx, async (db) =>
    (await db.query(`SELECT title FROM catalogue.movies ORDER BY views_count DESC, id LIMIT $1`, [AVAILABLE_TITLES])).rows.map((r) => r.title),
  );

  // The login popup: one active message, set by the admin through the API; a checked read fills the cache.
  const popup = await api(url, 'POST', '/api/admin/popups', {
    token: admin.accessToken,
    body: { title: 'Maintenance prévue', content: 'Le site sera indisponible dimanche de 2 h à 4 h.\nMerci de votre patience.', isActive: true },
    expect: [201],
  });
  const shown = await api(url, 'GET', '/api/popup');
  if (shown.body?.popup?.id !== popup.body.id) throw new Error(`GET /api/popup answered ${JSON.stringify(shown.body)} after the admin activated ${popup.body.id}`);

  ctx.log(`  seeding ${REPORTS.toLocaleString('en-US')} reports…`);
  const seedStarted = performance.now();
  const reportCount = await seedReports(ctx, requesters.map((m) => m.user.id));
  ctx.log(`  ${reportCount.toLocaleString('en-US')} reports (${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);

  const bare = await ctx.baseline();
  const popupFig = await ctx.measure({ name: 'GET /api/popup (cached)', url, path: '/api/popup' });
  popupFig.vs = popupFig.rps / bare.rps;
  popupFig.note = `an active popup of ${shown.bytes} bytes; guest requests, as the login page's`;
  // For scale, the gateway alone (the auth scenario's route: a signed-in request answered without the bus, the
  // member's access state from the gateway's in-process copy), same run, same load.
  const me = await ctx.measure({ name: 'GET /api/me', url, path: '/api/me', headers: { authorization: `Bearer ${requesters[0].accessToken}` } });
  me.vs = me.rps / bare.rps;
  me.note = "for scale: the gateway alone (the access state from its in-process copy, no bus), a Nest route as the popup's";
  // The scenarios after this one (web: the login page) find the stack without a popup, as they always did.
  await api(url, 'DELETE', `/api/admin/popups/${popup.body.id}`, { token: admin.accessToken, expect: [204] });

  // Content requests: each connection one member, its requests built as it goes (the k-th of member m).
  // One checked request first: a load of 401s or 400s would measure the refusal, not the route.
  const probeMember = requesters.length; // a member index no connection uses
  const probe = await api(url, 'POST', '/api/requests', { token: admin.accessToken, body: requestBody(probeMember, 0, availableTitles), expect: [201] });
  if (probe.body?.outcome !== 'created') throw new Error(`POST /api/requests answered ${JSON.stringify(probe.body)}`);
  const tallies = [];
  let nextClient = 0;
  const setupClient = (client) => {
    const n = nextClient++;
    const member = requesters[n % requesters.length];
    const tally = (tallies[n % requesters.length] ??= { created: 0, other: new Map() });
    let k = 0;
    client.setRequests([
      {
        method: 'POST',
        path: '/api/requests',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.accessToken}` },
        setupRequest: (req) => ({ ...req, body: JSON.stringify(requestBody(n, k++, availableTitles)) }),
        onResponse: (status, body) => tallyAnswer(tally, status, body),
      },
    ]);
  };
  const requestsFig = await ctx.measure({
    name: 'POST /api/requests',
    url,
    path: '/api/requests',
    method: 'POST',
    connections: REQUEST_CONNECTIONS,
    setupClient,
    readBodies: true,
    answers: [201, 200, 409, 429],
  });
  if (nextClient > requesters.length) throw new Error(`${nextClient} load connections for ${requesters.length} members: some members were shared`);
  const measured = Array.from({ length: REQUEST_CONNECTIONS }, (_, i) => nextClient - REQUEST_CONNECTIONS + i);
  const quota = await quotaRows(ctx, requesters.map((m) => m.user.id));
  const overQuota = requesters.filter((m) => (quota.maxInWeek.get(m.user.id) ?? 0) > WEEKLY_LIMIT).length;
  const maxInWeek = Math.max(0, ...quota.maxInWeek.values());
  // A member's connection may stop with a request on its way (the load ends, the answer is never
  // read): that request may have been written. Anything else is a row without its 201 or a 201 without its row.
  const rowsNotAnswered = requesters.filter((m, i) => {
    const extra = (quota.total.get(m.user.id) ?? 0) - (tallies[i]?.created ?? 0);
    return extra < 0 || extra > 1;
  });
  const atLimit = measured.filter((i) => (quota.total.get(requesters[i].user.id) ?? 0) === WEEKLY_LIMIT).length;
  const outcomes = new Map([['201 created', 0]]);
  for (const i of measured) {
    outcomes.set('201 created', outcomes.get('201 created') + (tallies[i]?.created ?? 0));
    for (const [key, n] of tallies[i]?.other ?? []) outcomes.set(key, (outcomes.get(key) ?? 0) + n);
  }
  const answeredInAll = [...outcomes.values()].reduce((a, b) => a + b, 0);
  requestsFig.note =
    `latencies and req/s over every answer (201, 200, 409, 429), not 2xx only; ${atLimit} of the ${measured.length} measured members ended at ${WEEKLY_LIMIT} requests ` +
    `(each at 0 used when the measurement started${ctx.load.warmup > 0 ? ': the warm-up used 50 other members' : ''})`;

  // The admin report list, one request at a time.
  const facts = await reportFacts(ctx);
  const addressPart = requesters[0].email.slice(0, 'bench-'.length + 4);
  const everyone = [...requesters, admin];
  const idsWithAddress = (text) => everyone.filter((m) => m.email.toLowerCase().includes(text.toLowerCase())).map((m) => m.user.id);
  /** What identity answers the gateway for a list's search (every account of the run is one of these). */
  const reporterIdsOf = (list) => (list.query.search ? idsWithAddress(list.query.search.trim()) : []);
  const LISTS = [
    { name: 'all, page 1', query: {} },
    { name: 'all, page 50', query: { page: 50 } },
    { name: 'pending, page 1', query: { status: 'pending' } },
    { name: 'in progress, page 2', query: { status: 'in_progress', page: 2 } },
    { name: 'resolved series, page 3', query: { status: 'resolved', contentType: 'series', page: 3 } },
    { name: 'episodes, page 1', query: { contentType: 'episode' } },
    { name: 'search: a title word ("nuit")', query: { search: 'nuit' } },
    { name: `search: a whole title ("${facts.topTitle}")`, query: { search: facts.topTitle } },
    { name: 'search: a problem label ("sous-titres")', query: { search: 'sous-titres' } },
    { name: `search: part of an address ("${addressPart}")`, query: { search: addressPart } },
    { name: 'search "nuit", pending', query: { search: 'nuit', status: 'pending' } },
  ];
  const pathOf = (q) => `/api/admin/reports?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`;
  for (const list of LISTS) {
    const res = await api(url, 'GET', pathOf(list.query), { token: admin.accessToken });
    if (!Array.isArray(res.body?.items) || typeof res.body.counts?.total !== 'number') throw new Error(`GET ${pathOf(list.query)} answered ${JSON.stringify(res.body).slice(0, 200)}`);
    if (res.body.items.length && !res.body.items.some((r) => r.email)) throw new Error(`GET ${pathOf(list.query)}: no reporter's address in the page (identity's addresses missing)`);
    Object.assign(list, { total: res.body.total, bytes: res.bytes, gateway: [], direct: [] });
  }
  ctx.log(`  ${LISTS.length} admin lists × ${LIST_RUNS} through the gateway, one request at a time…`);
  for (let run = 0; run < LIST_WARMUP; run++) for (const list of LISTS) await api(url, 'GET', pathOf(list.query), { token: admin.accessToken });
  const listCpuEnd = sampleCpu({ ...ctx.stack.pids(), 'bench (client)': process.pid });
  const listStarted = performance.now();
  for (let run = 0; run < LIST_RUNS; run++) {
    for (const list of LISTS) {
      const t0 = performance.now();
      await api(url, 'GET', pathOf(list.query), { token: admin.accessToken });
      list.gateway.push(performance.now() - t0);
    }
  }
  const listSeconds = (performance.now() - listStarted) / 1000;
  const listCpu = listCpuEnd();
  // The runs one at a time as a measurement of their own, so that its targets say when other work disturbed it.
  const listFig = { name: 'GET /api/admin/reports one at a time', ok: LIST_RUNS * LISTS.length, non2xx: 0, errors: 0, statusCodes: {}, cpu: listCpu };

  ctx.log(`  the same lists' statements on PostgreSQL (the service's repository in this process), one at a time, and their plans…`);
  const statements = await serviceStatements(ctx);
  const plans = new Map();
  try {
    for (let run = 0; run < LIST_WARMUP; run++) for (const list of LISTS) await statements.list(list.query, reporterIdsOf(list));
    for (let run = 0; run < LIST_RUNS; run++) for (const list of LISTS) list.direct.push((await statements.list(list.query, reporterIdsOf(list))).ms);
    await withDb(ctx, async (db) => {
      await db.query('SET search_path TO moderation, public');
      for (const list of LISTS) {
        const { statements: recorded } = await statements.list(list.query, reporterIdsOf(list), true);
        const described = [];
        for (const s of recorded.filter((r) => !/FROM report_counts/.test(r.sql))) described.push(`${/count\(\*\)/.test(s.sql) ? 'count' : 'page'}: ${await explain(db, s)}`);
        plans.set(list, described);
      }
    });
  } finally {
    await statements.close();
  }

  const outcomeRows = [...outcomes.entries()].sort((a, b) => b[1] - a[1]).map(([what, n]) => {
    const status = Number(what.split(' ')[0]);
    const lat = requestsFig.latencyByStatus?.[status];
    return [what, format.num(n), format.pct(n / answeredInAll), lat ? format.ms(lat.p50) : '–', lat ? format.ms(lat.p99) : '–'];
  });
  const shares = Object.entries(facts.statuses).map(([s, n]) => `${s} ${format.pct(n / reportCount)}`).join(', ');
  return {
    figures: [bare, popupFig, me, requestsFig],
    tables: [
      {
        title: `POST /api/requests: what the ${measured.length} measured members were answered (${ctx.load.duration} s, ${REQUEST_CONNECTIONS} at once)`,
        headers: ['answer', 'count', 'share', 'p50 of its status', 'p99 of its status'],
        rows: outcomeRows,
        notes: [
          `throughput ${format.num(requestsFig.rps)} answers/s, p99 ${format.ms(requestsFig.latency.p99)} over all answers; autocannon's status counts: ${Object.entries(requestsFig.statusCodes).map(([c, n]) => `${c}×${n}`).join(', ')}.`,
          `in the database (all ${requesters.length} members, warm-up included): at most ${maxInWeek} quota-consuming requests per member and week, ${overQuota} member(s) over ${WEEKLY_LIMIT}; ` +
            `${rowsNotAnswered.length} member(s) whose rows are not their 201 answers (plus at most the request left unanswered when the load stopped).`,
          requestsFig.cpu && `CPU per answer: ${cpuLine(requestsFig.cpu, requestsFig.rps)}`,
        ].filter(Boolean),
      },
      {
        title: `GET /api/admin/reports at ${reportCount.toLocaleString('en-US')} reports (${shares}), one request at a time: ${LIST_RUNS} runs of each list`,
        headers: ['list', 'matches', 'bytes', 'gateway p50', 'gateway p95', `target`, 'on PG p50', 'on PG p95'],
        rows: LISTS.map((l) => [
          l.name, format.num(l.total), format.num(l.bytes), format.ms(percentile(l.gateway, 50)), format.ms(percentile(l.gateway, 95)), `< ${LIST_P95_MS} ms`,
          format.ms(percentile(l.direct, 50)), format.ms(percentile(l.direct, 95)),
        ]),
        notes: [
          'gateway: GET /api/admin/reports through HTTP, the admin check, identity (the reporters\' addresses in one call; for a search, the addresses matching it), NATS and moderation, timed by the client.',
          'on PG: the moderation service\'s built ReportsRepository in this process (the page, the counters and, for a search, the count of matches, at once, as its list runs them), no HTTP nor NATS.',
          `most reported title: "${facts.topTitle}" (${facts.topTitleReports} reports); the address search matches ${idsWithAddress(addressPart).length} member(s), each the reporter of about ${Math.round(reportCount / requesters.length)} reports.`,
          listCpu && `CPU during the gateway runs (${format.num((LIST_RUNS * LISTS.length) / listSeconds)} requests/s, one at a time): ${cpuLine(listCpu, (LIST_RUNS * LISTS.length) / listSeconds)}`,
          disturbed(listFig) && `warning: other work used ${listCpu.other.toFixed(0)}% of ${listCpu.capacity}% CPU during the gateway runs: their latencies are disturbed.`,
          'plans (EXPLAIN ANALYZE of the service\'s statements, the counters\' 12-row read left out):',
          ...LISTS.flatMap((l) => (plans.get(l) ?? []).map((p) => `  ${l.name}: ${p}`)),
        ].filter(Boolean),
      },
    ],
    targets: [
      target({ description: `no member over ${WEEKLY_LIMIT} quota-consuming requests in a week (checked in the database after the load)`, value: overQuota, op: '<=', limit: 0, figure: requestsFig }),
      target({
        description: 'members whose quota-consuming rows are not their 201 answers (plus at most the one request left unanswered when the load stopped)',
        value: rowsNotAnswered.length,
        op: '<=',
        limit: 0,
      }),
      target({ description: "GET /api/popup (cached) throughput ≥ 50% of the bare route's", value: popupFig.vs, op: '>=', limit: 0.5, format: format.pct, figure: [bare, popupFig] }),
      ...LISTS.map((l) =>
        target({
          description: `GET /api/admin/reports ${l.name}: p95 < ${LIST_P95_MS} ms, one at a time`,
          value: percentile(l.gateway, 95),
          op: '<',
          limit: LIST_P95_MS,
          format: format.ms,
          figure: listFig,
        }),
      ),
    ],
  };
}
