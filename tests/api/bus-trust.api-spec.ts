import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { NatsConnection } from '@nats-io/transport-node';
import { IdentityPatterns, type AccessState } from '@streaming/contracts';
import { RequestSigning, serializeData } from '@streaming/platform';
import { call, register } from './support/api-client.js';
import { alteredSignatures } from '../support/altered-signatures.js';
import { currentTestNames } from '../support/test-env.js';
import { connectToStackNats } from '../support/servers.js';

// What someone who reaches Redis or NATS directly (not through the gateway) can do to the running
// system: nothing that changes a member's rights. On NATS, only the gateway's user may send requests
// (tests/api/bus-users.api-spec.ts); holding its password is still not enough without the key that
// signs the caller context.
const names = currentTestNames();
let redis: Redis;
let nc: NatsConnection;

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  nc = await connectToStackNats(names, 'gateway');
});

afterAll(async () => {
  redis.disconnect();
  await nc.close();
});

const accessKey = (userId: string) => `${names.REDIS_PREFIX}gateway:access:${userId}`;
const forgedState = (userId: string, email: string): AccessState => ({
  userId,
  exists: true,
  isAdmin: true,
  ban: null,
  tokensValidAfter: 0,
  user: { id: userId, email, isAdmin: true } as AccessState['user'],
});

describe('an access state written straight into Redis', () => {
  it('does not make a member admin (plain entry)', async () => {
    const member = await register();
    const userId = member.session.user.id;
    // Before the gateway ever looked this member up: the forged entry is the only copy.
    await redis.set(accessKey(userId), JSON.stringify(forgedState(userId, member.email)), 'EX', 600);

    const admin = await call('/api/admin/users', { token: member.accessToken });
    expect(admin.status).toBe(403);
    expect(admin.body).toMatchObject({ code: 'FORBIDDEN_ADMIN', detail: "Vous n'avez pas les permissions d'administrateur" });
    const me = await call('/api/me', { token: member.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: member.email, isAdmin: false });

    // The gateway replaced the forgery with identity's answer, sealed.
    const stored = JSON.parse((await redis.get(accessKey(userId)))!) as { body: string; sig: string };
    expect(JSON.parse(stored.body)).toMatchObject({ userId, isAdmin: false });
    expect(stored.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does not make a member admin (entry copied in the sealed shape with a made-up signature)', async () => {
    const member = await register();
    const userId = member.session.user.id;
    const body = JSON.stringify(forgedState(userId, member.email));
    await redis.set(accessKey(userId), JSON.stringify({ body, sig: 'A'.repeat(43) }), 'EX', 600);
    expect((await call('/api/admin/users', { token: member.accessToken })).status).toBe(403);
  });
});

describe("a request put on NATS by hand with the gateway's NATS user", () => {
  it('gets no member list from identity, even claiming an admin actor', async () => {
    const pattern = IdentityPatterns.adminUsersList;
    const packet = JSON.stringify({ pattern, data: { meta: { requestId: randomUUID(), actor: { userId: randomUUID(), isAdmin: true } }, data: {} }, id: randomUUID() });
    const reply = await nc.request(pattern, new TextEncoder().encode(packet), { timeout: 3000 });
    const body = JSON.parse(new TextDecoder().decode(reply.data)) as { response?: unknown; err?: unknown };
    expect(body.response).toBeUndefined();
    expect(body.err).toMatchObject({ code: 'UNTRUSTED_CALLER', status: 401 });
  });
});

describe('a request signed with the run\'s key, its signature text then altered', () => {
  const pattern = IdentityPatterns.referralValidate;
  // The stack's subjects are as deployed (auth.conf), without a prefix.
  const subject = pattern;
  const data = { keyCode: 'INCONNU' };
  const meta = RequestSigning.fromSpec(names.INTERNAL_SIGNING_KEYS).sign(subject, { requestId: randomUUID() }, serializeData(data));

  const send = async (sig: string) => {
    const packet = JSON.stringify({ pattern, data: { meta: { ...meta, sig }, data }, id: randomUUID() });
    const reply = await nc.request(subject, new TextEncoder().encode(packet), { timeout: 3000 });
    return JSON.parse(new TextDecoder().decode(reply.data)) as { response?: unknown; err?: unknown };
  };

  it('is answered as written', async () => {
    expect(await send(meta.sig!)).toMatchObject({ response: { valid: false } });
  });

  it.each(alteredSignatures(meta.sig!))('is refused as untrusted: %s', async (_name, sig) => {
    const body = await send(sig);
    expect(body.response).toBeUndefined();
    expect(body.err).toMatchObject({ code: 'UNTRUSTED_CALLER', status: 401 });
  });
});

describe("a process answering identity's access states with identity's NATS password (leaked)", () => {
  it('makes no member an admin: its unsigned answer "isAdmin: true" is dropped, the route fails instead', async () => {
    const rogue = await connectToStackNats(names, 'identity');
    const members = await Promise.all([register(), register(), register()]);
    // Not in identity's queue group: it gets every access.get request, and answers at once, before identity reads PostgreSQL.
    const sub = rogue.subscribe(IdentityPatterns.accessGet, {
      callback: (_err, m) => {
        const { data } = JSON.parse(new TextDecoder().decode(m.data)) as { data: { data: { userId: string } } };
        m.respond(JSON.stringify({ response: forgedState(data.data.userId, 'x@exemple.fr'), isDisposed: true }));
      },
    });
    try {
      for (const member of members) {
        const admin = await call('/api/admin/users', { token: member.accessToken });
        // 503 when the forger answered first (its reply dropped), 403 when identity did: never the list.
        expect([403, 503]).toContain(admin.status);
        expect(admin.body.items).toBeUndefined();
      }
    } finally {
      sub.unsubscribe();
      await rogue.close();
    }
    // Identity alone again: its answer, a plain member.
    const after = await call('/api/admin/users', { token: members[0].accessToken });
    expect(after.status).toBe(403);
    expect(after.body).toMatchObject({ code: 'FORBIDDEN_ADMIN' });
  });
});
