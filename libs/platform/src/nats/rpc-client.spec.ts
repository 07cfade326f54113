import { describe, expect, it, jest } from '@jest/globals';
import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { CataloguePatterns, IdentityPatterns } from '@streaming/contracts';
import { ReplyInbox } from './reply-inbox.js';
import { RpcClient, type RpcConnection } from './rpc-client.js';
import { RpcCallError } from './rpc-errors.js';
import { RequestSigning } from './request-signing.js';
import { createLogger } from '../logging/logger.js';
import { statusEvents } from '../../../../tests/support/status-events.js';

const signing = RequestSigning.fromSpec('k1:first-secret-0123456789abcdef0123456789');
const enc = new TextEncoder();

/** An answer may come with headers, made from the request it answers (a signed reply). */
type Outcome = { answer: unknown; afterMs?: number; headers?: (subject: string, request: Uint8Array, reply: Uint8Array) => MsgHdrs } | { wire: (id: string) => string } | 'timeout' | 'no-responders';

/**
 * A NATS connection whose requests end as scripted, one outcome per request (the last one repeats):
 * an answer on the request's reply subject (at once or after `afterMs`), NATS's "no responders"
 * status (an empty message with code 503), or nothing (the caller's timeout ends it); `down()`/`up()`
 * send the status events of a NATS restart. `tries` holds every request published, and when.
 */
function fakeNats(outcomes: Outcome[]) {
  const tries: Array<{ subject: string; at: number }> = [];
  const events = statusEvents<{ type: string }>();
  const inboxes: Array<{ subject: string; deliver: (msg: { subject: string; data: Uint8Array; headers?: MsgHdrs }) => void }> = [];
  const started = Date.now();
  const nc: RpcConnection = {
    subscribe(subject: string, opts: { callback: (err: Error | null, msg: { subject: string; data: Uint8Array; headers?: MsgHdrs }) => void }) {
      inboxes.push({ subject, deliver: (msg) => opts.callback(null, msg) });
      return { closed: new Promise<void>(() => undefined) };
    },
    publish(subject: string, payload: Uint8Array, opts: { reply: string }) {
      tries.push({ subject, at: Date.now() - started });
      const outcome = outcomes[Math.min(tries.length - 1, outcomes.length - 1)];
      const inbox = inboxes.find((i) => i.subject === `${opts.reply.slice(0, opts.reply.lastIndexOf('.'))}.*`);
      if (!inbox) throw new Error(`no subscription for the reply subject ${opts.reply}`);
      if (outcome === 'timeout') return;
      if (outcome === 'no-responders') {
        setTimeout(() => inbox.deliver({ subject: opts.reply, data: new Uint8Array(0), headers: natsHeaders(503, 'No Responders') }), 0);
        return;
      }
      if ('wire' in outcome) {
        // The reply's exact text, written for the request's packet id.
        const id = /,"id":"([^"]+)"}$/.exec(new TextDecoder().decode(payload))?.[1] ?? '';
        setTimeout(() => inbox.deliver({ subject: opts.reply, data: enc.encode(outcome.wire(id)) }), 0);
        return;
      }
      const data = enc.encode(JSON.stringify({ response: outcome.answer }));
      const headers = outcome.headers?.(subject, payload, data);
      setTimeout(() => inbox.deliver({ subject: opts.reply, data, headers }), outcome.afterMs ?? 0);
    },
    isDraining: () => false,
    status: events.status,
    isClosed: () => false,
    closed: () => new Promise<void>(() => undefined),
    drain: async () => undefined,
  };
  return {
    nc,
    tries,
    down: () => events.emit({ type: 'disconnect' }),
    up: () => events.emit({ type: 'reconnect' }),
  };
}

const log: Array<Record<string, unknown>> = [];
const logger = createLogger('rpc-client-spec', 'warn', { write: (line: string) => void log.push(JSON.parse(line) as Record<string, unknown>) });
const client = (nc: RpcConnection, timeoutMs = 1000, readTryMs = 200, reconnectWaitMs = 10000) =>
  RpcClient.fromConnection(nc, new ReplyInbox(nc, undefined), signing, 'run1', logger, timeoutMs, readTryMs, reconnectWaitMs);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('RpcClient retries', () => {
  it('sends a read again after a try with no answer, and returns the second answer', async () => {
    const nats = fakeNats(['timeout', { answer: { items: [1] } }]);
    await expect(client(nats.nc).call(CataloguePatterns.searchQuery, { q: 'paris' })).resolves.toEqual({ items: [1] });
    expect(nats.tries.map((t) => t.subject)).toEqual(['run1.catalogue.search.query', 'run1.catalogue.search.query']);
    // The second goes after the read try timeout (each try's own timeout: see "stops at three tries").
    expect(nats.tries[1].at).toBeGreaterThanOrEqual(200);
    expect(nats.tries[1].at).toBeLessThan(400);
  });

  it('waits no more for the tries a read no longer needs: their timers stopped once it is answered', async () => {
    // The timers of the call's deadline (3 s): one per try, each stopped when its try ends.
    const deadlines = new Set<unknown>();
    const set = jest.spyOn(globalThis, 'setTimeout');
    const clear = jest.spyOn(globalThis, 'clearTimeout');
    try {
      const nats = fakeNats(['timeout', { answer: 'second' }]);
      const call = client(nats.nc, 3000, 200).call(CataloguePatterns.searchQuery, { q: 'paris' });
      await expect(call).resolves.toBe('second');
      expect(nats.tries).toHaveLength(2);
      set.mock.calls.forEach(([, ms], i) => {
        if (Number(ms) > 2000) deadlines.add(set.mock.results[i]?.value);
      });
      expect(deadlines.size).toBe(2);
      const stopped = new Set<unknown>(clear.mock.calls.map(([timer]) => timer));
      expect([...deadlines].filter((timer) => !stopped.has(timer))).toEqual([]);
    } finally {
      set.mockRestore();
      clear.mockRestore();
    }
  });

  it('takes the first answer: a slow first replica answering after the second try went still counts', async () => {
    // The second try lands on a replica that never answers (dying); the first one answers at 400 ms.
    const nats = fakeNats([{ answer: 'slow but fine', afterMs: 400 }, 'timeout']);
    const started = Date.now();
    await expect(client(nats.nc, 2000, 200).call(CataloguePatterns.searchQuery, { q: 'paris' })).resolves.toBe('slow but fine');
    expect(nats.tries).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(700);
  });

  it('sends the second try again when it met no replica while the first one still waits', async () => {
    // First try taken by a replica that died; no replica at 200 ms; a new one subscribed by 300 ms.
    const nats = fakeNats(['timeout', 'no-responders', { answer: 'new replica' }]);
    const started = Date.now();
    await expect(client(nats.nc, 2000, 200).call(CataloguePatterns.moviesGet, { id: 'x' })).resolves.toBe('new replica');
    expect(nats.tries).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(700);
  });

  it('stops at three tries: none answering is a 504 at the call timeout', async () => {
    const nats = fakeNats(['timeout']);
    const started = Date.now();
    const err = await client(nats.nc).call(CataloguePatterns.moviesGet, { id: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcCallError);
    expect((err as RpcCallError).status).toBe(504);
    expect(nats.tries).toHaveLength(3);
    expect(nats.tries[2].at).toBeGreaterThanOrEqual(400);
    expect(Date.now() - started).toBeLessThan(1200);
    // For the logs: what each try met.
    const tries = (err as RpcCallError).tries ?? [];
    expect(tries.filter((t) => /^\+\d+ ms: pas de réponse : essai [23]$/.test(t))).toHaveLength(2);
    // Each try timed out at the call's deadline, in whatever order their timers fired: the first
    // waited for the whole call, the later ones for what was left of it when they went.
    expect(tries.filter((t) => /^\+\d+ ms: essai [123] \(\d+ ms\) : sans réponse après \d+ ms$/.test(t))).toHaveLength(3);
    expect(tries).toHaveLength(5);
    const timeoutOf = (n: number) => Number(/\((\d+) ms\)/.exec(tries.find((t) => t.includes(`essai ${n} (`)) ?? '')?.[1]);
    expect(timeoutOf(1)).toBeGreaterThan(900);
    expect(timeoutOf(1)).toBeLessThanOrEqual(1000);
    // Date.now() and the timers' clock may differ by a millisecond: a try sent by a 200 ms timer can
    // read 199 ms since the start, and then wait 801 ms.
    const clockSlack = 1;
    expect(timeoutOf(2)).toBeGreaterThan(700);
    expect(timeoutOf(2)).toBeLessThanOrEqual(800 + clockSlack);
    expect(timeoutOf(3)).toBeGreaterThan(500);
    expect(timeoutOf(3)).toBeLessThanOrEqual(600 + clockSlack);
  });

  it('a replica that took the first two tries and died: the third one answers', async () => {
    const nats = fakeNats(['timeout', 'timeout', { answer: 'third' }]);
    const started = Date.now();
    await expect(client(nats.nc, 2000, 200).call(CataloguePatterns.searchQuery, { q: 'x' })).resolves.toBe('third');
    expect(nats.tries).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(700);
  });

  it('never sends a write twice: a timeout is a 504 after one try of the whole timeout', async () => {
    const nats = fakeNats(['timeout', { answer: { ok: true } }]);
    const started = Date.now();
    const err = await client(nats.nc, 300).call(IdentityPatterns.passwordForgot, { email: 'a@exemple.fr' }).catch((e: unknown) => e);
    expect((err as RpcCallError).status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(295);
    expect(Date.now() - started).toBeLessThan(450);
    expect(nats.tries).toHaveLength(1);
  });

  it('sends a write once even on "no responders", and says 503', async () => {
    const nats = fakeNats(['no-responders', { answer: { ok: true } }]);
    const err = await client(nats.nc).call(CataloguePatterns.moviesCreate, { title: 'Metropolis' }).catch((e: unknown) => e);
    expect((err as RpcCallError).status).toBe(503);
    expect(nats.tries).toHaveLength(1);
  });

  it('sends a read again after "no responders" (replicas resubscribing), for at most one try timeout', async () => {
    const answered = fakeNats(['no-responders', 'no-responders', { answer: 'ok' }]);
    await expect(client(answered.nc, 1000, 500).call(CataloguePatterns.homeGet, {})).resolves.toBe('ok');
    expect(answered.tries).toHaveLength(3);

    const nobody = fakeNats(['no-responders']);
    const started = Date.now();
    const err = await client(nobody.nc).call(CataloguePatterns.homeGet, {}).catch((e: unknown) => e);
    expect((err as RpcCallError).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('a health check is not retried: a missing service is reported at once', async () => {
    const nats = fakeNats(['no-responders', { answer: 'up' }]);
    const err = await client(nats.nc).call(CataloguePatterns.health, {}).catch((e: unknown) => e);
    expect((err as RpcCallError).status).toBe(503);
    expect(nats.tries).toHaveLength(1);
  });

  it('`idempotent: false` forces one try of a read', async () => {
    const nats = fakeNats(['timeout', { answer: 'late' }]);
    const err = await client(nats.nc, 300).call(CataloguePatterns.searchQuery, { q: 'x' }, { idempotent: false }).catch((e: unknown) => e);
    expect((err as RpcCallError).status).toBe(504);
    expect(nats.tries).toHaveLength(1);
  });

  it('while NATS is down a read waits for the reconnect, and a try lost with the link does not count as the retry', async () => {
    // try 1 lost with the link, try 2 (after the reconnect) taken by a dying replica, try 3 answered.
    const nats = fakeNats(['timeout', 'timeout', { answer: 'back' }]);
    const rpc = client(nats.nc, 3000, 200);
    await new Promise((r) => setTimeout(r, 10));
    const call = rpc.call(CataloguePatterns.searchQuery, { q: 'x' });
    await new Promise((r) => setTimeout(r, 50));
    nats.down();
    await new Promise((r) => setTimeout(r, 600));
    // Nothing was sent while the link was down.
    expect(nats.tries).toHaveLength(1);
    nats.up();
    await expect(call).resolves.toBe('back');
    expect(nats.tries).toHaveLength(3);
    expect(nats.tries[1].at).toBeGreaterThanOrEqual(600);
  });

  it('gives up a try in flight when the link drops, and sends it again on the reconnect without waiting its timeout', async () => {
    // try 1 would only time out after 2 s; its request or its reply went with the link.
    const nats = fakeNats(['timeout', { answer: 'back' }]);
    const rpc = client(nats.nc, 5000, 2000);
    await sleep(10);
    const started = Date.now();
    const call = rpc.call(CataloguePatterns.searchQuery, { q: 'x' });
    await sleep(50);
    nats.down();
    await sleep(100);
    nats.up();
    await expect(call).resolves.toBe('back');
    expect(nats.tries).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a NATS restart longer than the call timeout is waited out: the wait is not taken from the timeout', async () => {
    const nats = fakeNats([{ answer: 'ok' }]);
    const rpc = client(nats.nc, 500, 200);
    await sleep(10);
    nats.down();
    await sleep(10);
    const call = rpc.call(CataloguePatterns.moviesGet, { id: 'x' });
    await sleep(1200);
    expect(nats.tries).toHaveLength(0);
    nats.up();
    await expect(call).resolves.toBe('ok');
    expect(nats.tries).toHaveLength(1);
  });

  it('NATS away for longer than the reconnect wait is a 503, having sent nothing', async () => {
    const nats = fakeNats([{ answer: 'ok' }]);
    const rpc = client(nats.nc, 500, 200, 300);
    await sleep(10);
    nats.down();
    await sleep(10);
    const started = Date.now();
    const err = await rpc.call(CataloguePatterns.moviesGet, { id: 'x' }).catch((e: unknown) => e);
    expect((err as RpcCallError).status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(Date.now() - started).toBeLessThan(600);
    expect(nats.tries).toHaveLength(0);
  });

  it('a write is still sent once: a link drop while it is in flight is a 504 at its timeout, never a second send', async () => {
    const nats = fakeNats(['timeout', { answer: { ok: true } }]);
    const rpc = client(nats.nc, 400, 200);
    await sleep(10);
    const call = rpc.call(IdentityPatterns.passwordForgot, { email: 'a@exemple.fr' }).catch((e: unknown) => e);
    await sleep(50);
    nats.down();
    await sleep(50);
    nats.up();
    expect(((await call) as RpcCallError).status).toBe(504);
    expect(nats.tries).toHaveLength(1);
  });

  it('when every replica is slow, extra tries are capped (half the reads in flight per try timeout)', async () => {
    // 20 reads at once, every answer after 500 ms: three tries each would be 60 requests.
    const nats = fakeNats([{ answer: 'slow', afterMs: 500 }]);
    const rpc = client(nats.nc, 3000, 200);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => rpc.call(CataloguePatterns.searchQuery, { q: `q${i}` })));
    expect(answers).toEqual(Array(20).fill('slow'));
    // 10 extra tries per 200 ms window (20 reads in flight / 2), two windows before the answers.
    expect(nats.tries.length).toBeGreaterThan(20);
    expect(nats.tries.length).toBeLessThanOrEqual(42);
  });

  it('a replica that died with half of 20 reads: every one of them gets its extra try and an answer', async () => {
    // Requests 1..20 alternate between the dead replica (never answers) and a live one; later ones are answered.
    const outcomes: Outcome[] = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'timeout' : { answer: 'live' }));
    const nats = fakeNats([...outcomes, { answer: 'live' }]);
    const rpc = client(nats.nc, 3000, 200);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => rpc.call(CataloguePatterns.searchQuery, { q: `q${i}` })));
    expect(answers).toEqual(Array(20).fill('live'));
    // 10 extra tries, at most 5 per 200 ms window here (10 reads in flight), oldest read first: all sent within about 400 ms.
    expect(nats.tries).toHaveLength(30);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a write asked while NATS is down is held until the reconnect, then sent once', async () => {
    const nats = fakeNats([{ answer: { ok: true } }]);
    const rpc = client(nats.nc, 300, 200);
    await sleep(10);
    nats.down();
    await sleep(10);
    const call = rpc.call(IdentityPatterns.passwordForgot, { email: 'a@exemple.fr' });
    await sleep(500);
    // Nothing handed to the client while the link is down (it would drop it on reconnecting).
    expect(nats.tries).toHaveLength(0);
    nats.up();
    await expect(call).resolves.toEqual({ ok: true });
    expect(nats.tries).toHaveLength(1);
  });

  it('a write asked while NATS stays down longer than the reconnect wait is a 503, never sent', async () => {
    const nats = fakeNats([{ answer: { ok: true } }]);
    const rpc = client(nats.nc, 300, 200, 250);
    await sleep(10);
    nats.down();
    await sleep(10);
    const err = await rpc.call(IdentityPatterns.passwordForgot, { email: 'a@exemple.fr' }).catch((e: unknown) => e);
    expect((err as RpcCallError).status).toBe(503);
    expect(nats.tries).toHaveLength(0);
  });
});

describe('RpcClient and the replies that must be signed (SignedReplyPatterns)', () => {
  const state = { userId: 'u1', exists: true, isAdmin: true, ban: null, tokensValidAfter: 0 };
  /** Headers as the answering service writes them, with `by`'s key, over `request` (or another request). */
  const signedBy = (by: RequestSigning, otherRequest?: Uint8Array) => (subject: string, request: Uint8Array, reply: Uint8Array) => {
    const { kid, sig } = by.signReply(subject, otherRequest ?? request, reply);
    const h = natsHeaders();
    h.set('Streaming-Kid', kid);
    h.set('Streaming-Sig', sig);
    return h;
  };
  const dropped = () => log.filter((l) => l.msg === 'rpc reply dropped: not signed by the service for this request');

  it('takes a reply signed by the service over this very request', async () => {
    const nats = fakeNats([{ answer: state, headers: signedBy(signing) }]);
    await expect(client(nats.nc).call(IdentityPatterns.accessGet, { userId: 'u1' })).resolves.toEqual(state);
  });

  it.each([
    ['unsigned', undefined, 'missing'],
    ['signed with a key the caller does not hold', signedBy(RequestSigning.fromSpec('k1:guessed-secret-0123456789abcdef0123456789')), 'bad-signature'],
    ['signed for another request (a captured reply)', signedBy(signing, enc.encode('{"pattern":"identity.access.get","data":{"data":{"userId":"u1"}},"id":"1"}')), 'bad-signature'],
  ])('drops a reply %s, logs it, and fails the call with 503 as if nobody answered', async (_name, headers, reason) => {
    const before = dropped().length;
    const nats = fakeNats([{ answer: state, headers }]);
    const err = await client(nats.nc).call(IdentityPatterns.accessGet, { userId: 'u1' }, { requestId: 'req-42' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcCallError);
    expect(err).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
    expect(dropped().slice(before)).toEqual([expect.objectContaining({ level: 40, subject: 'run1.identity.access.get', requestId: 'req-42', reason })]);
  });

  it('drops a signed reply whose body was changed after signing', async () => {
    const nats = fakeNats([{ answer: state, headers: (subject, request, reply) => signedBy(signing)(subject, request, enc.encode(new TextDecoder().decode(reply).replace('true', 'false'))) }]);
    await expect(client(nats.nc).call(IdentityPatterns.accessGet, { userId: 'u1' })).rejects.toMatchObject({ status: 503 });
  });

  it('asks no signature of the other patterns', async () => {
    const nats = fakeNats([{ answer: { items: [] } }]);
    await expect(client(nats.nc).call(CataloguePatterns.searchQuery, { q: 'paris' })).resolves.toEqual({ items: [] });
  });
});

describe('RpcClient.callJson', () => {
  // The answer as a service may write it: JSON.parse then JSON.stringify would write "é" for \u00e9 and drop the space.
  const written = '{"items": [{"title":"Caf\\u00e9"}],"total":1}';
  const rewritten = JSON.stringify(JSON.parse(written));
  const json = (bytes: Buffer) => bytes.toString('utf8');

  it("gives the answer's bytes as the service wrote them, cut out of Nest's reply to this request", async () => {
    const nats = fakeNats([{ wire: (id) => `{"response":${written},"isDisposed":true,"id":"${id}"}` }]);
    expect(json(await client(nats.nc).callJson(CataloguePatterns.searchQuery, { q: 'cafe' }))).toBe(written);
  });

  it('parses any other reply and writes its answer again: another frame, or the id of another request', async () => {
    const frames = [(id: string) => `{"response":${written},"id":"${id}"}`, () => `{"response":${written},"isDisposed":true,"id":"another-request"}`];
    for (const wire of frames) {
      const nats = fakeNats([{ wire }]);
      expect(json(await client(nats.nc).callJson(CataloguePatterns.searchQuery, { q: 'cafe' }))).toBe(rewritten);
    }
  });

  it("throws the service's error as call() does", async () => {
    const nats = fakeNats([{ wire: (id) => `{"err":{"code":"NOT_FOUND","status":404,"message":"Introuvable."},"isDisposed":true,"id":"${id}"}` }]);
    await expect(client(nats.nc).callJson(CataloguePatterns.searchQuery, { q: 'cafe' })).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'Introuvable.' });
  });
});
