import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import type { RpcMeta } from '@streaming/contracts';
import { RequestSigning, RpcClient, serializeData, type BaseEnv } from '../src/index.js';
import { currentTestNames } from '../../../tests/support/test-env.js';
import { capturingLogger, probeEnv, startProbe, type RunningProbe } from './probe-service.js';

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
