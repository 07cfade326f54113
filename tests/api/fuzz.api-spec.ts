import { writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { currentTestNames } from '../support/test-env.js';
import { API_URL, call, register, registerAdmin } from './support/api-client.js';
import { casesFor, forgedAuthorizations, plainCase, type FuzzCase } from './support/fuzz-cases.js';
import { QUERY_SCHEMA_OF, readOperations, Rng, type OpenApiDocument, type Operation } from './support/fuzz-openapi.js';
import { describe as describeRequests, judge, pool, reportLine, send, signer, summary, type Findings, type Identity, type Role, type Sent } from './support/fuzz-run.js';

/**
 * Walks the OpenAPI document and sends bad path values, query strings and bodies to every
 * operation as a guest, a member, an admin and with forged tokens. Deterministic: FUZZ_SEED=<n>
 * replays a run. The admin only ever names random UUIDs, so the shared demo data is never touched;
 * anything an admin case happens to create is deleted at once.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 1895);
const CONCURRENCY = 6;
/** 429s are allowed, but more than this share would hide the real answers. */
const MAX_TOO_MANY_SHARE = 0.05;

let doc: OpenApiDocument;
let ops: Operation[];
let results: Sent[] = [];
let findings: Findings;
/** Resources an admin case created, and whether deleting them worked. */
const created: Array<{ s: Sent; id: string; deleted: boolean }> = [];

/** Fails with every offending request listed (Jest prints a thrown message as it is, one request a line). */
function expectNone(list: Array<{ s: Sent; why?: string }>, what: string): void {
  if (list.length) throw new Error(`${what}\n${describeRequests(list, SEED)}`);
}

/** Deletes what an admin case created, through the DELETE operation of the same collection. */
async function deleteCreated(s: Sent, admin: Identity): Promise<void> {
  const id = (s.body as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string') return;
  const same = ops.filter((o) => o.method === 'DELETE' && o.path.startsWith(`${s.c.op.path}/{`) && o.pathParams.length === 1 + s.c.op.pathParams.length);
  const others = ops.filter((o) => o.method === 'DELETE' && o.admin && o.pathParams.length === 1 && !same.includes(o));
  for (const o of [...same, ...others]) {
    const res = await call(o.path.replace(`{${o.pathParams[0]}}`, id), { method: 'DELETE', token: admin.token });
    if (res.status < 300) {
      created.push({ s, id, deleted: true });
      return;
    }
  }
  created.push({ s, id, deleted: false });
}

/**
 * The member and admin sessions. Some limits count per account (contact: 5 an hour): a member case
 * answered 429 is sent again once with a fresh member, so the limit does not hide what the handler
 * does (at most MAX_FRESH_MEMBERS times; the admin keeps its account, its 429s are counted).
 */
const MAX_FRESH_MEMBERS = 6;
class Sessions {
  freshMembers = 0;
  private member: Promise<Identity> = register().then((m) => ({ role: 'member', token: m.accessToken }));
  readonly admin: Promise<Identity> = registerAdmin().then((m) => ({ role: 'admin', token: m.accessToken }));

  get(role: 'member' | 'admin'): Promise<Identity> {
    return role === 'member' ? this.member : this.admin;
  }

  /** A fresh member instead of `used`, unless another case already replaced it; undefined when none is left. */
  async replace(used: Identity): Promise<Identity | undefined> {
    if (used.role !== 'member') return undefined;
    const now = await this.member;
    if (now.token !== used.token) return now;
    if (this.freshMembers >= MAX_FRESH_MEMBERS) return undefined;
    this.freshMembers++;
    this.member = register().then((m) => ({ role: 'member', token: m.accessToken }));
    return this.member;
  }
}

beforeAll(async () => {
  const started = performance.now();
  doc = (await call<OpenApiDocument>('/api/docs/json')).body;
  ops = readOperations(doc);
  const sessions = new Sessions();
  const admin = await sessions.admin;
  await sessions.get('member');

  const rng = new Rng(SEED);
  const forge = signer(currentTestNames().JWT_SECRET);
  type Job = { c: FuzzCase; role: Role; ip: string };
  const jobs: Job[] = [];
  for (const op of ops) {
    for (const c of casesFor(op, rng)) for (const role of ['guest', 'member', 'admin'] as const) jobs.push({ c, role, ip: rng.ip() });
    // Forged sessions on the operation's well-formed request.
    const plain = plainCase(op, rng);
    for (const [label, authorization] of forgedAuthorizations(forge, rng)) jobs.push({ c: { ...plain, label: `auth ${label}`, authorization }, role: 'forged', ip: rng.ip() });
  }
  // Mixed, so that no limit sees one operation's cases in a burst; logging out ends the token the
  // other cases use: those go last.
  const order = rng.sample(jobs, jobs.length);
  const last = (j: Job) => j.c.op.path.endsWith('/logout');

  const sendJob = async (j: Job): Promise<Sent> => {
    let who: Identity = j.role === 'member' || j.role === 'admin' ? await sessions.get(j.role) : { role: j.role };
    let s = await send(API_URL(), j.c, who, j.ip);
    if (s.status === 429 && who.token && !last(j)) {
      const fresh = await sessions.replace(who);
      if (fresh) {
        who = fresh;
        s = await send(API_URL(), j.c, who, j.ip);
      }
    }
    // Never leave behind what an admin case managed to create.
    if (j.role === 'admin' && j.c.op.method === 'POST' && s.status >= 200 && s.status < 300) await deleteCreated(s, admin);
    return s;
  };
  results = await pool(order.filter((j) => !last(j)), CONCURRENCY, sendJob);
  results.push(...(await pool(order.filter(last), CONCURRENCY, sendJob)));
  findings = judge(results);
  const report = process.env.FUZZ_REPORT;
  if (report) writeFileSync(report, results.map(reportLine).join('\n') + '\n');
  const fresh = `fresh members after a 429: ${sessions.freshMembers}`;
  console.log(`${summary(results, SEED, performance.now() - started).text}\n${fresh}`);
}, 300_000);

describe(`API fuzzing from the OpenAPI document (seed ${SEED})`, () => {
  it('reads every operation, with the query schemas it names', () => {
    expect(ops.length).toBeGreaterThan(40);
    const keys = ops.map((o) => `${o.method} ${o.path}`);
    for (const [key, schema] of Object.entries(QUERY_SCHEMA_OF)) {
      expect({ key, operation: keys.includes(key), schema: !!doc.components?.schemas?.[schema] }).toEqual({ key, operation: true, schema: true });
    }
    expect(ops.filter((o) => o.admin).length).toBeGreaterThan(10);
    expect(ops.filter((o) => o.body).length).toBeGreaterThan(15);
  });

  it('reached the handlers: sessions held, validation and look-ups answered', () => {
    // A run refused at the door (a lost session, 401s, 429s) would prove nothing.
    const share = (role: Role, admin: boolean, statuses: number[]) => {
      const sent = results.filter((s) => s.role === role && s.c.op.admin === admin);
      return sent.filter((s) => statuses.includes(s.status)).length / sent.length;
    };
    expect(share('member', false, [401, 403])).toBeLessThan(0.1);
    expect(share('member', false, [400])).toBeGreaterThan(0.3);
    expect(share('admin', true, [401, 403])).toBeLessThan(0.05);
    expect(share('admin', true, [400, 404])).toBeGreaterThan(0.5);
    expect(share('member', true, [403])).toBeGreaterThan(0.5);
  });

  it('never answers with a 5xx', () => {
    expectNone(findings.serverErrors.map((s) => ({ s })), 'Answered with a 5xx (API=<the gateway URL>):');
  });

  it('refuses every admin operation to guests, members and forged tokens', () => {
    expectNone(findings.adminLeaks.map((s) => ({ s })), 'Admin operations answered below 400 to a non-admin:');
  });

  it('answers every error as problem+json with a French detail', () => {
    expectNone(findings.badProblems, 'Errors that are not problem+json with a French detail:');
  });

  it(`keeps 429s under ${MAX_TOO_MANY_SHARE * 100} % of the answers`, () => {
    expect(summary(results, SEED, 1).tooManyShare).toBeLessThan(MAX_TOO_MANY_SHARE);
  });

  it('leaves nothing behind that an admin case created', () => {
    expectNone(created.filter((c) => !c.deleted).map(({ s }) => ({ s, why: 'not deleted' })), 'Created by an admin case and not deleted:');
  });
});
