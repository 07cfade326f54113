import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { connect, type Msg, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { IdentityPatterns, type RpcMeta } from '@streaming/contracts';
import { RequestSigning, RpcClient, serializeData, signedMessageHeaders, type BaseEnv } from '../src/index.js';
import { publishForgedEvents, publishSignedEvent } from '../../../tests/support/signed-events.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { capturingLogger, holdAccessAnswers, probeEnv, startProbe, type RunningProbe } from './probe-service.js';

// The machine's NATS is open: anyone can publish anything. The service must still refuse any
// caller context it cannot verify.
const run = currentTestNames();
const OLD = 'k1:old-signing-secret-0123456789abcdef0123456789';
const NEW = 'k2:new-signing-secret-0123456789abcdef0123456789';
const prefix = `${run.NATS_PREFIX}trust`;
const member = { userId: randomUUID(), isAdmin: false };
const admin = { userId: randomUUID(), isAdmin: true };

let env: BaseEnv;
let probe: RunningProbe;
let nc: NatsConnection;
const log = capturingLogger();

beforeAll(async () => {
  // The service is mid-rotation: the new key signs, the old one still verifies.
  env = probeEnv({
    ...run,
    NATS_PREFIX: prefix,
    EVENTS_STREAM: `${run.EVENTS_STREAM}_TRUST`,
    EVENTS_PREFIX: `${run.EVENTS_PREFIX}_trust`,
    INTERNAL_SIGNING_KEYS: `${NEW},${OLD}`,
  });
  probe = await startProbe(env, log.logger);
  nc = await connect({ servers: env.NATS_URL });
});

afterAll(async () => {
  await nc?.close();
  if (probe) {
    const jsm = await jetstreamManager(probe.infra.nc);
    await jsm.streams.delete(env.EVENTS_STREAM).catch(() => undefined);
    await probe.close();
  }
});

/** Sends Nest's wire format by hand, with whatever meta the test builds; returns the reply body. */
async function rawCall(pattern: string, meta: unknown, data: unknown): Promise<{ response?: unknown; err?: { code: string; status: number; message: string } }> {
  const packet = JSON.stringify({ pattern, data: { meta, data }, id: randomUUID() });
  const reply = await nc.request(`${prefix}.${pattern}`, new TextEncoder().encode(packet), { timeout: 3000 });
  return JSON.parse(new TextDecoder().decode(reply.data)) as { response?: unknown; err?: { code: string; status: number; message: string } };
}

const signer = (spec: string, now?: () => number) => RequestSigning.fromSpec(spec, now ? { now } : {});
const signFor = (signing: RequestSigning, pattern: string, actor: typeof member | undefined, data: unknown): RpcMeta =>
  signing.sign(`${prefix}.${pattern}`, { requestId: randomUUID(), actor }, serializeData(data));

const refused = { err: { code: 'UNTRUSTED_CALLER', status: 401, message: expect.stringMatching(/Appel interne refusé/) } };

describe('a service on an open bus', () => {
  it('refuses an unsigned request claiming an admin actor, and logs it without secrets', async () => {
    const before = log.lines.length;
    const body = await rawCall('identity.users.list', { requestId: 'forged-1', actor: admin }, {});
    expect(body).toMatchObject(refused);
    expect(body.response).toBeUndefined();
    const line = log.lines.slice(before).find((l) => l.msg === 'rpc refused: untrusted caller context');
    expect(line).toMatchObject({ level: 40, subject: `${prefix}.identity.users.list`, reason: 'missing', requestId: 'forged-1' });
    expect(JSON.stringify(log.lines)).not.toMatch(/signing-secret/);
  });

  it('refuses a signed member context turned admin after signing', async () => {
    const meta = signFor(signer(NEW), 'identity.users.list', member, {});
    expect(await rawCall('identity.users.list', { ...meta, actor: { ...member, isAdmin: true } }, {})).toMatchObject(refused);
  });

  it('refuses a signed context moved onto other data', async () => {
    const meta = signFor(signer(NEW), 'identity.probe.whoami', member, { note: 'signé' });
    expect(await rawCall('identity.probe.whoami', meta, { note: 'changé' })).toMatchObject(refused);
  });

  it('refuses an admin context signed for another subject', async () => {
    const meta = signFor(signer(NEW), 'identity.probe.whoami', admin, {});
    expect(await rawCall('identity.users.list', meta, {})).toMatchObject(refused);
  });

  it('refuses an expired signature', async () => {
    const meta = signFor(signer(NEW, () => Date.now() - 60_000), 'identity.users.list', admin, {});
    expect(await rawCall('identity.users.list', meta, {})).toMatchObject(refused);
  });

  it('refuses a signature under a wrong key, known kid or not', async () => {
    const sameKid = signFor(signer('k2:guessed-signing-secret-0123456789abcdef012345'), 'identity.users.list', admin, {});
    expect(await rawCall('identity.users.list', sameKid, {})).toMatchObject(refused);
    const otherKid = signFor(signer('k9:unknown-signing-secret-0123456789abcdef01234'), 'identity.users.list', admin, {});
    expect(await rawCall('identity.users.list', otherKid, {})).toMatchObject(refused);
  });

  it('serves a correctly signed admin request', async () => {
    const meta = signFor(signer(NEW), 'identity.users.list', admin, {});
    expect(await rawCall('identity.users.list', meta, {})).toMatchObject({ response: { items: ['alice@exemple.fr', 'bob@exemple.fr'] } });
  });

  it('still serves a request signed with the old key during a rotation', async () => {
    const meta = signFor(signer(OLD), 'identity.users.list', admin, {});
    expect(await rawCall('identity.users.list', meta, {})).toMatchObject({ response: { items: ['alice@exemple.fr', 'bob@exemple.fr'] } });
  });

  it('gives a signed member 403 on the admin list, and the handler only the signed fields', async () => {
    expect(await rawCall('identity.users.list', signFor(signer(NEW), 'identity.users.list', member, {}), {})).toMatchObject({
      err: { code: 'FORBIDDEN_ADMIN', status: 403 },
    });
    const meta = signFor(signer(NEW), 'identity.probe.whoami', member, { note: 'ok' });
    const body = await rawCall('identity.probe.whoami', { ...meta, actor: { ...meta.actor, role: 'root' }, injected: true }, { note: 'ok' });
    expect(body.response).toEqual({ actor: member, note: 'ok', metaKeys: ['actor', 'requestId'] });
  });

  it("works through RpcClient for guests and members (the gateway's path)", async () => {
    const client = await RpcClient.connect({ ...env, INTERNAL_SIGNING_KEYS: NEW }, 'trust-test');
    try {
      expect(await client.call('identity.probe.whoami', { note: 'invité' })).toMatchObject({ actor: null, note: 'invité' });
      expect(await client.call('identity.probe.whoami', {}, { actor: { ...member, tokenId: 'jti-1' } })).toMatchObject({ actor: { ...member, tokenId: 'jti-1' } });
    } finally {
      await client.close();
    }
  });

  it('will not start a process without signing keys', async () => {
    await expect(RpcClient.connect({ ...env, INTERNAL_SIGNING_KEYS: '' }, 'no-keys')).rejects.toThrow(/INTERNAL_SIGNING_KEYS: required/);
  });
});

describe('the reply to a pattern whose reply decides rights (identity.access.get)', () => {
  const clientLog = capturingLogger();
  let client: RpcClient;
  const forgers: Array<{ unsubscribe(): void }> = [];

  beforeAll(async () => {
    client = await RpcClient.connect({ ...env, INTERNAL_SIGNING_KEYS: NEW }, 'trust-replies', 3000, clientLog.logger);
  });

  afterAll(async () => {
    forgers.forEach((f) => f.unsubscribe());
    await client?.close();
  });

  /** Another process on the bus answering every access.get request before identity does, with `reply`. */
  function forger(reply: () => { data: Uint8Array; headers?: MsgHdrs }): void {
    forgers.push(nc.subscribe(`${prefix}.${IdentityPatterns.accessGet}`, {
      callback: (_err, m) => {
        const { data, headers } = reply();
        m.respond(data, headers ? { headers } : {});
      },
    }));
  }
  const stopForgers = () => forgers.splice(0).forEach((f) => f.unsubscribe());
  const dropped = () => clientLog.lines.filter((l) => l.msg === 'rpc reply dropped: not signed by the service for this request');
  const adminState = (userId: string) => ({ userId, exists: true, isAdmin: true, ban: null, tokensValidAfter: 0 });

  /** The probe's signed reply about `userId`, as a process that reads the replies on the bus could capture it. */
  async function capturedReply(userId: string): Promise<Msg> {
    const data = { userId };
    const meta = signFor(signer(NEW), IdentityPatterns.accessGet, undefined, data);
    const packet = JSON.stringify({ pattern: IdentityPatterns.accessGet, data: { meta, data }, id: randomUUID() });
    return nc.request(`${prefix}.${IdentityPatterns.accessGet}`, new TextEncoder().encode(packet), { timeout: 3000 });
  }

  it("is identity's answer, signed by identity for this call", async () => {
    const userId = randomUUID();
    expect(await client.call(IdentityPatterns.accessGet, { userId })).toMatchObject({ userId, isAdmin: false });
    const reply = await capturedReply(userId);
    expect(reply.headers?.get('Streaming-Kid')).toBe('k2');
    expect(reply.headers?.get('Streaming-Sig')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('an unsigned answer "isAdmin: true" from a process faster than identity is dropped and logged: the call fails with 503, never an admin', async () => {
    const userId = randomUUID();
    const held = holdAccessAnswers(userId);
    forger(() => ({ data: new TextEncoder().encode(JSON.stringify({ response: adminState(userId), isDisposed: true, id: 'forged' })) }));
    try {
      const before = dropped().length;
      await expect(client.call(IdentityPatterns.accessGet, { userId }, { requestId: 'forged-reply' })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });
      expect(dropped().slice(before)).toEqual([expect.objectContaining({ level: 40, subject: `${prefix}.${IdentityPatterns.accessGet}`, requestId: 'forged-reply', reason: 'missing' })]);
    } finally {
      stopForgers();
      held.release();
    }
    // Identity alone on the bus again: its answer is taken.
    expect(await client.call(IdentityPatterns.accessGet, { userId })).toMatchObject({ isAdmin: false });
  });

  it("a reply signed by identity, captured and replayed to another call (another member's or the same one's), is dropped", async () => {
    const [admin, memberId] = [randomUUID(), randomUUID()];
    const captured = await capturedReply(admin);
    // Made an admin answer with the key's signature still attached: the signature no longer matches either.
    const asAdmin = new TextEncoder().encode(new TextDecoder().decode(captured.data).replace('"isAdmin":false', '"isAdmin":true'));
    for (const [userId, data] of [[memberId, captured.data], [admin, captured.data], [memberId, asAdmin]] as const) {
      const held = holdAccessAnswers(userId);
      forger(() => ({ data, headers: captured.headers }));
      try {
        const before = dropped().length;
        await expect(client.call(IdentityPatterns.accessGet, { userId })).rejects.toMatchObject({ status: 503 });
        expect(dropped().slice(before)).toEqual([expect.objectContaining({ reason: 'bad-signature', kid: 'k2' })]);
      } finally {
        stopForgers();
        held.release();
      }
    }
  });
});

describe('events on the stream', () => {
  it('reach consumers and followers only when signed by a holder of the key; the others are dropped and logged', async () => {
    const js = jetstream(nc);
    const subject = probe.infra.subject('identity.user.deleted');
    const deleted = (userId = randomUUID()) => ({ id: randomUUID(), type: 'identity.user.deleted', occurredAt: new Date().toISOString(), data: { userId } });
    const consumed: string[] = [];
    const followed: string[] = [];
    await probe.infra.consume({ durable: 'trust-events', filters: ['identity.user.deleted'], handle: async (events) => void consumed.push(...events.map((e) => e.id)) });
    probe.infra.follow('identity.user.deleted', (events) => followed.push(...events.map((e) => e.id)));
    // The follower reads from new events on: signed events are published until it has one.
    await waitUntil(async () => (await publishSignedEvent(js, signer(NEW), subject, deleted()), followed.length), (n) => n > 0, { what: 'the follower in place', intervalMs: 50 });
    const before = log.lines.length;

    // Unsigned, signed with a wrong secret, a signed envelope copied with its id changed.
    const forged = await publishForgedEvents(js, signer(NEW), subject, deleted);
    // Signed with the key, but longer ago than the stream keeps an event (captured then, published now).
    const old = deleted();
    await js.publish(subject, JSON.stringify(old), { headers: signedMessageHeaders(signer(NEW), subject, old.id, JSON.stringify(old), Date.now() - 8 * 24 * 3600_000) });
    // The old key of the rotation still verifies.
    const rotated = deleted();
    await publishSignedEvent(js, signer(OLD), subject, rotated);
    const last = deleted();
    await publishSignedEvent(js, signer(NEW), subject, last);

    await waitUntil(() => consumed.includes(last.id) && followed.includes(last.id), Boolean, { what: 'the last event consumed and followed' });
    for (const id of [...forged, old.id]) {
      expect(consumed).not.toContain(id);
      expect(followed).not.toContain(id);
    }
    expect(consumed).toContain(rotated.id);
    expect(followed).toContain(rotated.id);
    const refusals = (msg: string) => log.lines.slice(before).filter((l) => l.msg === msg).map((l) => l.reason);
    expect(refusals('events consumer: event refused (unsigned, badly signed, too old or unreadable), dropped')).toEqual(['unsigned', 'bad-signature', 'bad-signature', 'too-old']);
    expect(refusals('follower: event refused (unsigned, badly signed, too old or unreadable), dropped')).toEqual(['unsigned', 'bad-signature', 'bad-signature', 'too-old']);
  });
});
