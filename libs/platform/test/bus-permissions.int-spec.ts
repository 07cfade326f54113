import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { Infrastructure, natsConnectOptions, type BaseEnv } from '../src/index.js';
import { capturingLogger, probeEnv, startProbe, type RunningProbe } from './probe-service.js';

// A NATS server of this test's own, started with the repository's permission file
// (infra/nats/nats.conf including auth.conf), on a free port, passwords from the environment.
const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';
const USERS = ['gateway', 'identity', 'catalogue', 'engagement', 'moderation', 'analytics', 'ops'];
// Letters and digits after a letter: nats-server reads the $NATS_*_PASSWORD references of auth.conf
// as config values, and refuses to start on one like "-x…" or "1-x…" (base64url gave those now and then).
const passwords = Object.fromEntries(USERS.map((u) => [u, `p${randomBytes(18).toString('hex')}`]));
const KEYS = `k1:${randomBytes(32).toString('base64url')}`;

let server: ChildProcess;
let storeDir: string;
let url: string;
const opened: Array<{ close(): Promise<void> }> = [];
const log = capturingLogger();

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => res(port));
    });
    srv.once('error', rej);
  });
}

const envFor = (user: string): BaseEnv =>
  probeEnv({ NATS_URL: url, NATS_USER: user, NATS_PASSWORD: passwords[user], INTERNAL_SIGNING_KEYS: KEYS, REDIS_PREFIX: `bus_perm_${process.pid}:` });

async function connectAs(user: string): Promise<NatsConnection> {
  const nc = await connect({ ...natsConnectOptions(envFor(user)), name: `perm-test-${user}` });
  opened.push({ close: () => nc.close() });
  return nc;
}

/** The first permission error the server reports on this connection. */
function nextPermissionError(nc: NatsConnection): Promise<string> {
  return (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'error' && /permission/i.test(String(s.error?.message ?? s.error))) return String(s.error?.message ?? s.error);
    }
    return 'closed';
  })();
}

/** How many times the server is started, each on a new free port, before the tests give up. */
const START_ATTEMPTS = 4;
/** What is kept of the server's output for the error message. */
const OUTPUT_KEPT = 4000;

/**
 * Starts nats-server on a free port and resolves once it says it is ready. The port is free when
 * chosen, but another process may take it before the server binds it (a full test run starts many
 * servers): a server that exits before it is ready is started again on a new port, a few times;
 * the error then carries the server's last output.
 */
async function startNatsServer(env: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; port: number }> {
  const failures: string[] = [];
  for (let attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
    const port = await freePort();
    const child = spawn(NATS_SERVER, ['-c', join(ROOT, 'infra/nats/nats.conf'), '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const outcome = await new Promise<'ready' | 'exited' | 'timeout'>((resolve) => {
      const deadline = setTimeout(() => resolve('timeout'), 10_000);
      const watch = setInterval(() => {
        if (/Server is ready/.test(output)) done('ready');
      }, 20);
      const done = (how: 'ready' | 'exited' | 'timeout') => {
        clearTimeout(deadline);
        clearInterval(watch);
        resolve(how);
      };
      child.once('exit', () => done('exited'));
      child.once('error', (err) => {
        keep(Buffer.from(`\n${err.message}`));
        done('exited');
      });
    });
    // Ready, and still running (its output says so before it could exit on a bind error).
    if (outcome === 'ready' && child.exitCode === null) return { server: child, port };
    if (child.exitCode === null) {
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    }
    failures.push(`attempt ${attempt} on port ${port}: ${outcome === 'timeout' ? 'not ready within 10 s' : `exit ${child.exitCode ?? child.signalCode}`}\n${output.trim()}`);
  }
  throw new Error(`nats-server did not start after ${START_ATTEMPTS} attempts:\n${failures.join('\n---\n')}`);
}

beforeAll(async () => {
  storeDir = mkdtempSync(join(tmpdir(), 'bus-perm-'));
  const env = { ...process.env, ...Object.fromEntries(USERS.map((u) => [`NATS_${u.toUpperCase()}_PASSWORD`, passwords[u]])) };
  const started = await startNatsServer(env);
  server = started.server;
  url = `nats://127.0.0.1:${started.port}`;
}, 60_000);

afterAll(async () => {
  for (const o of opened.reverse()) await o.close().catch(() => undefined);
  server?.kill('SIGTERM');
  await new Promise((r) => (server?.exitCode === null ? server.once('exit', r) : r(undefined)));
  rmSync(storeDir, { recursive: true, force: true });
});

describe('NATS with the repository permission file', () => {
  it('refuses a connection without credentials, or with a wrong password', async () => {
    await expect(connect({ servers: url, reconnect: false })).rejects.toThrow(/authoriz/i);
    await expect(connect({ servers: url, user: 'identity', pass: passwords.catalogue, reconnect: false })).rejects.toThrow(/authoriz/i);
  });

  describe('with identity serving identity.*', () => {
    let identity: RunningProbe;
    let gateway: Infrastructure;

    beforeAll(async () => {
      identity = await startProbe(envFor('identity'), log.logger, 'identity');
      opened.push(identity);
      gateway = await Infrastructure.start({ name: 'gateway', env: envFor('gateway'), logger: log.logger });
      opened.push(gateway);
    });

    it('lets the gateway call identity (signed) and read the reply', async () => {
      const admin = { userId: randomUUID(), isAdmin: true };
      expect(await gateway.rpc.call('identity.users.list', {}, { actor: admin })).toEqual({ items: ['alice@exemple.fr', 'bob@exemple.fr'] });
    });

    it('refuses the catalogue user publishing to identity.users.list', async () => {
      const nc = await connectAs('catalogue');
      const violation = nextPermissionError(nc);
      const packet = JSON.stringify({ pattern: 'identity.users.list', data: { meta: { requestId: 'x', actor: { userId: 'u', isAdmin: true } }, data: {} }, id: randomUUID() });
      const answer = await nc.request('identity.users.list', new TextEncoder().encode(packet), { timeout: 1500 }).then(
        (m) => `answered: ${new TextDecoder().decode(m.data)}`,
        (err: Error) => `failed: ${err.message}`,
      );
      expect(await violation).toMatch(/Permissions Violation for Publish to "identity\.users\.list"/);
      expect(answer).toMatch(/^failed/);
    });

    it('refuses the catalogue user subscribing to identity.>', async () => {
      const nc = await connectAs('catalogue');
      const violation = nextPermissionError(nc);
      const sub = nc.subscribe('identity.>');
      expect(await violation).toMatch(/Permissions Violation for Subscription to "identity\.>"/);
      await expect(sub.closed).resolves.toBeInstanceOf(Error);
    });

    it("refuses a service reading another user's replies", async () => {
      const nc = await connectAs('catalogue');
      const violation = nextPermissionError(nc);
      nc.subscribe('_INBOX_gateway.>');
      expect(await violation).toMatch(/Permissions Violation for Subscription to "_INBOX_gateway\.>"/);
    });

    it('lets identity publish its own events, which the gateway consumes and follows, and refuses catalogue publishing them', async () => {
      const received: string[] = [];
      await gateway.consume({
        durable: 'gateway-perm-test',
        filters: ['identity.user.>'],
        handle: async (events) => {
          for (const e of events) received.push(e.id);
        },
      });
      const followed: string[] = [];
      gateway.follow('identity.user.>', (events) => followed.push(...events.map((e) => e.id)));
      await new Promise((r) => setTimeout(r, 500)); // the ordered consumer starts from new events
      const id = randomUUID();
      const envelope = JSON.stringify({ id, type: 'identity.user.banned', occurredAt: new Date().toISOString(), data: { userId: 'u' } });
      await jetstream(identity.infra.nc).publish('events.identity.user.banned', envelope, { msgID: id });
      const deadline = Date.now() + 5000;
      while (!(received.includes(id) && followed.includes(id)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(received).toContain(id);
      expect(followed).toContain(id);

      const catalogue = await connectAs('catalogue');
      const forged = jetstream(catalogue, { timeout: 1500 }).publish('events.identity.user.banned', envelope, { msgID: randomUUID() });
      await expect(forged).rejects.toThrow();
    });

    it('lets the gateway queue progress saves that engagement writes, and refuses another service queuing them', async () => {
      const engagement = await Infrastructure.start({ name: 'engagement', env: envFor('engagement'), logger: log.logger });
      opened.push(engagement);
      const written: string[] = [];
      const consumer = await engagement.consumeQueue('engagement.progress', {
        durable: 'engagement-progress',
        handle: async (messages) => {
          for (const m of messages) written.push(...m.saves.map((s) => s.userId));
        },
      });
      const save = { userId: randomUUID(), kind: 'movie' as const, titleId: randomUUID(), episodeId: null, positionSeconds: 60, durationSeconds: 600, completed: false, savedAt: Date.now() };
      await (await gateway.queueProducer('engagement.progress')).publish({ saves: [save] });
      // Written once the barrier lets a removal through (it reads the queue's stream as engagement).
      await engagement.queueBarrier('engagement.progress').beforeRemoval();
      expect(written).toEqual([save.userId]);

      const catalogue = await connectAs('catalogue');
      const forged = jetstream(catalogue, { timeout: 1500 }).publish(consumer.names.subject, JSON.stringify({ saves: [{ ...save, userId: randomUUID() }] }));
      await expect(forged).rejects.toThrow();
    });

    it('refuses the gateway serving requests meant for identity', async () => {
      const nc = await connectAs('gateway');
      const violation = nextPermissionError(nc);
      nc.subscribe('identity.>');
      expect(await violation).toMatch(/Permissions Violation for Subscription/);
    });
  });

  it('is the same permission text as the Kubernetes NATS config', () => {
    const repo = readFileSync(join(ROOT, 'infra/nats/auth.conf'), 'utf8');
    const k8s = readFileSync(join(ROOT, 'infra/k8s/nats.yaml'), 'utf8');
    const block = /\n  auth\.conf: \|\n((?: {4}.*\n|\n)+)/.exec(k8s)?.[1];
    expect(block?.replace(/^ {4}/gm, '').trim()).toBe(repo.trim());
  });
});
