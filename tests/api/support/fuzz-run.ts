// Sends fuzz cases to the gateway and judges the answers: what a caller may never see (a 5xx, an
// admin operation let through, an error that is not problem+json with a French message).
import { createHmac } from 'node:crypto';
import type { FuzzCase } from './fuzz-cases.js';

export type Role = 'guest' | 'member' | 'admin' | 'forged';

export interface Sent {
  c: FuzzCase;
  role: Role;
  /** What the Authorization header held, for the report ('member token', 'forged: alg none'). */
  auth: string;
  ip: string;
  status: number;
  contentType: string;
  text: string;
  body: unknown;
  ms: number;
}

export interface Identity {
  role: Role;
  token?: string;
}

/** Sends one case as `who` from client address `ip`; network errors become status 0. */
export async function send(baseUrl: string, c: FuzzCase, who: Identity, ip: string): Promise<Sent> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip };
  if (c.authorization !== undefined) headers.authorization = c.authorization;
  else if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (c.contentType !== undefined) headers['content-type'] = c.contentType;
  const started = performance.now();
  const auth = c.authorization !== undefined ? `forged: ${c.label.replace(/^auth /, '')}` : who.token ? `${who.role} token` : 'none';
  try {
    const res = await fetch(baseUrl + c.url, { method: c.op.method, headers, body: c.body });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { c, role: who.role, auth, ip, status: res.status, contentType: res.headers.get('content-type') ?? '', text, body, ms: performance.now() - started };
  } catch (err) {
    return { c, role: who.role, auth, ip, status: 0, contentType: '', text: String((err as Error).cause ?? err), body: undefined, ms: performance.now() - started };
  }
}

/** Runs `work` over `items` with at most `limit` at once, keeping the order of the results. */
export async function pool<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** An HS256 access token signed with the run's secret (what a leaked secret or a broken identity would mint). */
export function signer(secret: string): (claims: Record<string, unknown>) => string {
  return (claims) => {
    const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const sig = createHmac('sha256', secret).update(`${head}.${payload}`).digest('base64url');
    return `${head}.${payload}.${sig}`;
  };
}

// ---------------------------------------------------------------------------------------------
// Judging

/** Words of English error messages (framework defaults) that a French `detail` never contains. */
const ENGLISH = /\b(the|must|should|cannot|is not|are not|invalid|error|failed|unexpected|expected|required|property|internal server|bad request|not found|forbidden|unauthorized|too large|too many|unsupported|undefined)\b/i;

/** Why an error answer is not a French problem+json, or undefined when it is one. */
export function problemDefect(s: Sent): string | undefined {
  if (!/^application\/problem\+json/.test(s.contentType)) return `content-type ${s.contentType || '(none)'}`;
  const body = s.body as { detail?: unknown; status?: unknown } | undefined;
  if (!body || typeof body.detail !== 'string') return 'no detail';
  if (body.status !== s.status) return `status ${String(body.status)} in the body`;
  // The path a 404 names is the caller's, not a message: judge the words around it.
  const words = body.detail.replace(/ : (GET|POST|PUT|PATCH|DELETE) \S*$/, '');
  if (words.trim().length < 5 || ENGLISH.test(words) || !/[a-zà-ÿ]{3}/i.test(words)) return `detail not French: ${JSON.stringify(body.detail.slice(0, 120))}`;
  return undefined;
}

export interface Findings {
  serverErrors: Sent[];
  adminLeaks: Sent[];
  badProblems: Array<{ s: Sent; why: string }>;
}

/**
 * The health check answers 503 with its own check document (not a problem) when a dependency is
 * slow or down: what it is for, not an error of the request.
 */
const isHealthReport = (s: Sent) => s.c.op.method === 'GET' && s.c.op.path === '/api/health' && s.status === 503;

export function judge(results: Sent[]): Findings {
  const findings: Findings = { serverErrors: [], adminLeaks: [], badProblems: [] };
  for (const s of results) {
    if (isHealthReport(s)) continue;
    if (s.status >= 500 || s.status === 0) findings.serverErrors.push(s);
    if (s.c.op.admin && s.role !== 'admin' && s.status < 400) findings.adminLeaks.push(s);
    if (s.status >= 400) {
      const why = problemDefect(s);
      if (why) findings.badProblems.push({ s, why });
    }
  }
  return findings;
}

// ---------------------------------------------------------------------------------------------
// Reporting

/** Bash ANSI-C quoting, so a body with control or non-ASCII characters pastes as one line. */
const shellQuote = (text: string) => {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '\\' || ch === "'") out += `\\${ch}`;
    else if (code >= 0x20 && code < 0x7f) out += ch;
    else out += code > 0xffff ? `\\U${code.toString(16).padStart(8, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  }
  return `$'${out}'`;
};
/** The start of a long text, and its length. */
const cut = (text: string, max: number) => (text.length > max ? { text: text.slice(0, max), more: ` …(${text.length} chars in all)` } : { text, more: '' });
const excerpt = (text: string, max = 100) => {
  const c = cut(text, max);
  return `${shellQuote(c.text)}${c.more}`;
};
const bodyText = (b: FuzzCase['body']) => (b === undefined ? undefined : typeof b === 'string' ? b : new TextDecoder().decode(b));

/** A shell line that sends the same request again (long URLs and bodies cut, their length given). */
export function reproduction(s: Sent): string {
  const url = cut(s.c.url, 140);
  const parts = [`curl -X ${s.c.op.method} "$API"'${url.text}'${url.more}`, `-H 'x-forwarded-for: ${s.ip}'`];
  if (s.auth !== 'none') parts.push(`-H "authorization: <${s.auth}>"`);
  if (s.c.contentType !== undefined) parts.push(`-H ${shellQuote(`content-type: ${s.c.contentType}`)}`);
  const body = bodyText(s.c.body);
  if (body !== undefined) parts.push(`--data-binary ${excerpt(body, 120)}`);
  return parts.join(' ');
}

const answer = (s: Sent) => {
  const b = s.body as { code?: string; detail?: string } | undefined;
  return b?.code ? `${b.code} ${JSON.stringify(b.detail ?? '')}` : `${cut(s.text, 80).text}${cut(s.text, 80).more}`;
};

/** The kind of a case, without the property or parameter it hit: "body.<property>: NUL byte". */
export const caseKind = (label: string) =>
  label.replace(/^body\.[^:]+:/, 'body.<property>:').replace(/^query [^:]+:/, 'query <parameter>:').replace(/^path \S+ =/, 'path <parameter> =');

/**
 * Every offending request, one line each, grouped by what the caller saw and the kind of case
 * ("500 INTERNAL · query <parameter>: NUL byte"), so that one cause reads as one group.
 */
export function describe(list: Array<{ s: Sent; why?: string }>, seed: number): string {
  const groups = new Map<string, Array<{ s: Sent; why?: string }>>();
  for (const item of list) {
    const { s } = item;
    const key = `${s.status} ${answer(s)}${item.why ? ` (${item.why})` : ''} · ${caseKind(s.c.label)}`;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const lines = [`${list.length} request(s) in ${groups.size} group(s); replay with FUZZ_SEED=${seed}`];
  for (const [key, items] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    lines.push('', `■ ${key}: ${items.length} request(s)`);
    for (const { s } of items) lines.push(`  [${s.role}] ${s.c.op.method} ${s.c.op.path} (${s.c.label}): ${reproduction(s)}`);
  }
  return lines.join('\n');
}

/** One JSON line per request (FUZZ_REPORT=<file>), to study a run. */
export const reportLine = (s: Sent) =>
  JSON.stringify({ role: s.role, method: s.c.op.method, op: s.c.op.path, label: s.c.label, status: s.status, answer: answer(s), ms: Math.round(s.ms), request: reproduction(s) });

/** Status counts, 429 share and timings, printed with the run. */
export function summary(results: Sent[], seed: number, ms: number): { text: string; tooManyShare: number } {
  const byStatus = new Map<number, number>();
  for (const s of results) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  const tooMany = byStatus.get(429) ?? 0;
  const tooManyShare = results.length ? tooMany / results.length : 0;
  const statuses = [...byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}: ${v}`).join(', ');
  const text = [
    `fuzz seed ${seed}: ${results.length} requests in ${(ms / 1000).toFixed(1)} s (${Math.round(results.length / (ms / 1000))}/s)`,
    `statuses: ${statuses}`,
    `429 share: ${(tooManyShare * 100).toFixed(2)} %`,
  ].join('\n');
  return { text, tooManyShare };
}
