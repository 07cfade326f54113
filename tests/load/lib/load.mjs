// Runs autocannon in this process and turns its result into the figures the reports print.
// Latencies are recorded from every 2xx response (autocannon's own percentiles stop at p97.5 and
// round to whole milliseconds), so p50/p95/p99 here are exact, in milliseconds.
import autocannon from 'autocannon';

/** Load used when a scenario does not say otherwise (run.mjs may override duration and warm-up). */
export const DEFAULT_LOAD = { connections: 50, pipelining: 1, duration: 10, warmup: 2 };

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * autocannon keeps every answer's body as a string (`body += chunk`, each chunk decoded as UTF-8)
 * for `onResponse` and its body checks, whether anything reads it or not. For a gzipped 5 kB answer
 * that costs it about 60 µs per response (against 15 µs without), enough to make the load generator,
 * not the route, the limit. A client whose answers nobody reads skips it; `addByteCount` still
 * counts every byte. (autocannon 9: the client's `pipelinedRequests` exists when `setupClient` runs.)
 */
function skipBodies(client) {
  if (typeof client.pipelinedRequests?.addBody === 'function') client.pipelinedRequests.addBody = () => {};
}

function fire({ url, method, headers, body, connections, pipelining, duration, maxRequests, timeout, paths, requests: custom, setupClient, isAnswer, readBodies, perStatus }) {
  const latencies = [];
  // Latencies of each status too, only when asked (the other loads keep autocannon's work per answer as it was).
  const byStatus = perStatus ? new Map() : undefined;
  let okBytes = 0;
  // Several paths: each new request takes the next one, round robin over all connections.
  let next = 0;
  const requests = custom ?? (paths?.length ? [{ method, setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }] : undefined);
  const readsAnswers = readBodies || Boolean(custom?.some((r) => typeof r.onResponse === 'function'));
  const setup = (client) => {
    if (!readsAnswers) skipBodies(client);
    setupClient?.(client);
  };
  const started = performance.now();
  let lastAnswer = started;
  const instance = autocannon({ url, method, headers, body, connections, pipelining, duration, maxOverallRequests: maxRequests, timeout, requests, setupClient: setup });
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    lastAnswer = performance.now();
    if (isAnswer(statusCode)) {
      latencies.push(responseTime);
      okBytes += resBytes;
      if (byStatus) {
        let own = byStatus.get(statusCode);
        if (!own) byStatus.set(statusCode, (own = []));
        own.push(responseTime);
      }
    }
  });
  // autocannon notices that every connection is done on its next 1 s tick and counts up to it:
  // a run cut short by maxRequests lasted until its last answer.
  return instance.then((result) => ({ result, latencies, okBytes, byStatus, seconds: maxRequests ? (lastAnswer - started) / 1000 : result.duration }));
}

/**
 * Warms up, then measures one request shape under load (`paths`, when given, replaces `path`:
 * the requests go through that list in turn, e.g. varied search queries; `requests`, autocannon's
 * own list with `setupRequest`/`onResponse`, replaces both for requests that differ in body or
 * headers and answers that must be read). Returns
 * { name, method, path, connections, pipelining, duration, ok, rps, latency: { p50, p95, p99, mean, max },
 *   bytesPerResponse, bytesPerSecond, non2xx, errors, timeouts, statusCodes, note }.
 * `ok` counts 2xx responses; rps, latencies and bytes are computed from 2xx responses only.
 * `answers` (a list of statuses, e.g. [201, 200, 409, 429] for a route whose refusals are the
 * expected outcome under load) replaces "2xx": `ok`, rps and latencies then cover those statuses,
 * `unexpected` counts the others, and `latencyByStatus` gives { count, p50, p99 } of each.
 * `readBodies`: keep the answers' bodies for a `setupClient` whose requests read them (`onResponse`).
 * `maxRequests`: stop after that many requests in all, or at the end of `duration`, whichever comes
 * first (with `paths` as long as `maxRequests` and `warmup: 0`: one pass, each path asked at most once).
 */
export async function measure({
  name,
  url,
  path = '/',
  paths,
  method = 'GET',
  headers = {},
  body,
  connections = DEFAULT_LOAD.connections,
  pipelining = DEFAULT_LOAD.pipelining,
  duration = DEFAULT_LOAD.duration,
  warmup = DEFAULT_LOAD.warmup,
  timeout = 10,
  note,
  requests,
  setupClient,
  answers,
  readBodies = false,
  maxRequests,
}) {
  const isAnswer = answers ? (status) => answers.includes(status) : (status) => status >= 200 && status < 300;
  const target = new URL(paths?.length ? paths[0] : path, url).toString();
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const allHeaders = payload !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')
    ? { 'content-type': 'application/json', ...headers }
    : headers;
  const shape = { url: target, method, headers: allHeaders, body: payload, connections, pipelining, timeout, paths, requests, setupClient, isAnswer, readBodies, perStatus: Boolean(answers) };
  if (warmup > 0) await fire({ ...shape, duration: warmup });
  const { result, latencies, okBytes, byStatus, seconds: lasted } = await fire({ ...shape, duration, maxRequests });
  const sorted = Float64Array.from(latencies).sort();
  const ok = sorted.length;
  const seconds = lasted || duration;
  let sum = 0;
  for (const v of sorted) sum += v;
  const statusCodes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  const byStatusFigures = () =>
    Object.fromEntries([...byStatus].map(([code, values]) => {
      const own = Float64Array.from(values).sort();
      return [code, { count: own.length, p50: percentile(own, 50), p99: percentile(own, 99) }];
    }));
  return {
    name: name ?? `${method} ${path}`,
    method,
    path: paths?.length ? `${paths.length} paths` : path,
    connections,
    pipelining,
    duration: seconds,
    ok,
    rps: ok / seconds,
    latency: {
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      mean: ok ? sum / ok : NaN,
      max: ok ? sorted[ok - 1] : NaN,
    },
    bytesPerResponse: ok ? okBytes / ok : NaN,
    bytesPerSecond: okBytes / seconds,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    ...(answers && {
      answers,
      unexpected: Object.entries(statusCodes).reduce((n, [code, count]) => (answers.includes(Number(code)) ? n : n + count), 0),
      latencyByStatus: byStatusFigures(),
    }),
    note,
  };
}

/** True when every request of the measurement got a 2xx answer (or one of its `answers`). */
export const clean = (fig) => fig.ok > 0 && (fig.answers ? fig.unexpected : fig.non2xx) === 0 && fig.errors === 0;

/** Human description of what went wrong in a measurement, or '' when it was clean. */
export function problems(fig) {
  const out = [];
  if (fig.ok === 0) out.push('no successful response');
  if (fig.answers) {
    if (fig.unexpected) out.push(`${fig.unexpected} unexpected (${Object.entries(fig.statusCodes).filter(([c]) => !fig.answers.includes(Number(c))).map(([c, n]) => `${c}×${n}`).join(', ')})`);
  } else if (fig.non2xx) out.push(`${fig.non2xx} non-2xx (${Object.entries(fig.statusCodes).filter(([c]) => !c.startsWith('2')).map(([c, n]) => `${c}×${n}`).join(', ')})`);
  if (fig.errors) out.push(`${fig.errors} errors${fig.timeouts ? ` (${fig.timeouts} timeouts)` : ''}`);
  return out.join('; ');
}
