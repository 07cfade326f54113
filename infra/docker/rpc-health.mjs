// Health probe for a service that only listens on NATS (no HTTP port): sends the same
// `<service>.health.check` request the gateway's GET /api/health sends, in Nest's wire format.
// Exit 0 when one replica answers and its PostgreSQL (if it has one) is up, 1 otherwise.
//
//   node infra/docker/rpc-health.mjs identity        (reads NATS_URL and NATS_PREFIX)
//
// Used by the compose healthchecks and the Kubernetes readiness probes.
import { randomUUID } from 'node:crypto';
import { connect } from '@nats-io/transport-node';

const service = process.argv[2];
if (!service || !/^[a-z0-9_-]+$/.test(service)) {
  console.error('usage: node infra/docker/rpc-health.mjs <service>');
  process.exit(2);
}
const timeout = Number(process.env.HEALTH_TIMEOUT_MS ?? 2000);
const prefix = process.env.NATS_PREFIX ? `${process.env.NATS_PREFIX}.` : '';
const pattern = `${service}.health.check`;

let nc;
try {
  nc = await connect({ servers: process.env.NATS_URL || 'nats://127.0.0.1:4222', name: `${service}-probe`, timeout });
  const packet = JSON.stringify({ pattern, data: { meta: { requestId: randomUUID() }, data: {} }, id: randomUUID() });
  const reply = await nc.request(`${prefix}${pattern}`, new TextEncoder().encode(packet), { timeout });
  const body = JSON.parse(new TextDecoder().decode(reply.data));
  if (body.err !== undefined && body.err !== null) throw new Error(`error reply: ${JSON.stringify(body.err)}`);
  const checks = body.response ?? {};
  if (checks.postgres && checks.postgres.status !== 'up') throw new Error(`postgres down: ${checks.postgres.error ?? ''}`);
  console.log(`${service}: ok ${JSON.stringify(checks)}`);
  process.exitCode = 0;
} catch (err) {
  console.error(`${service}: not ready (${err instanceof Error ? err.message : String(err)})`);
  process.exitCode = 1;
} finally {
  await nc?.close().catch(() => undefined);
}
