// Health probe for a service that only listens on NATS (no HTTP port): sends the same signed
// `<service>.health.check` request the gateway's GET /api/health sends.
// Exit 0 when one replica answers and its PostgreSQL (if it has one) is up, 1 otherwise.
//
//   node infra/docker/rpc-health.mjs identity
//
// Reads NATS_URL, NATS_PREFIX, NATS_USER/NATS_PASSWORD or NATS_CREDS and INTERNAL_SIGNING_KEYS
// (the service's own settings: it runs in the service's container). Used by the compose
// healthchecks and the Kubernetes readiness probes.
import { RpcClient } from '@streaming/platform/rpc-client';

const service = process.argv[2];
if (!service || !/^[a-z0-9_-]+$/.test(service)) {
  console.error('usage: node infra/docker/rpc-health.mjs <service>');
  process.exit(2);
}
const timeout = Number(process.env.HEALTH_TIMEOUT_MS ?? 2000);
const env = {
  NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222',
  NATS_USER: process.env.NATS_USER,
  NATS_PASSWORD: process.env.NATS_PASSWORD,
  NATS_CREDS: process.env.NATS_CREDS,
  NATS_PREFIX: process.env.NATS_PREFIX ?? '',
  INTERNAL_SIGNING_KEYS: process.env.INTERNAL_SIGNING_KEYS ?? '',
};

let client;
try {
  client = await RpcClient.connect(env, `${service}-probe`, timeout);
  const checks = (await client.call(`${service}.health.check`, {})) ?? {};
  if (checks.postgres && checks.postgres.status !== 'up') throw new Error(`postgres down: ${checks.postgres.error ?? ''}`);
  console.log(`${service}: ok ${JSON.stringify(checks)}`);
  process.exitCode = 0;
} catch (err) {
  console.error(`${service}: not ready (${err instanceof Error ? err.message : String(err)})`);
  process.exitCode = 1;
} finally {
  await client?.nc.close().catch(() => undefined);
}
