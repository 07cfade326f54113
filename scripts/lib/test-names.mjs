import { NATS_USERS, natsPasswordVar } from './nats-options.mjs';

// Names that keep a test run apart from a dev run (and from another test run) on shared servers:
// its own database, NATS subject prefix, JetStream stream and subjects, Redis key prefix. The
// integration tests use them on the machine's open NATS.
export function testNames(runId) {
  const id = String(runId).replace(/[^a-z0-9]/gi, '').toLowerCase();
  return {
    TEST_RUN_ID: id,
    NODE_ENV: 'test',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/streaming_test_${id}`,
    NATS_PREFIX: `t${id}`,
    EVENTS_STREAM: `EVENTS_T${id.toUpperCase()}`,
    EVENTS_PREFIX: `t${id}_events`,
    REDIS_PREFIX: `streaming_test_${id}:`,
    JWT_SECRET: `test-jwt-secret-${id}-0123456789abcdef0123456789`,
    CAPTCHA_SECRET: `test-captcha-secret-${id}-0123456789abcdef01234567`,
    INTERNAL_SIGNING_KEYS: `t${id}:test-signing-key-${id}-0123456789abcdef0123456789`,
    ACCESS_CACHE_KEY: `test-access-cache-key-${id}-0123456789abcdef012345`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
  };
}

/**
 * The names of a run whose stack has a nats-server of its own (API, browser and fault tests,
 * benchmarks; scripts/lib/nats-server.mjs): the run's own database and Redis prefix on the shared
 * servers, and on its bus the subjects and stream as deployed, the only ones infra/nats/auth.conf
 * allows (no NATS prefix, stream EVENTS on events.>), with a password per NATS user.
 */
export function stackTestNames(runId) {
  const names = testNames(runId);
  return {
    ...names,
    NATS_PREFIX: '',
    EVENTS_STREAM: 'EVENTS',
    EVENTS_PREFIX: 'events',
    ...Object.fromEntries(NATS_USERS.map((user) => [natsPasswordVar(user), `p${user}${names.TEST_RUN_ID}0123456789abcdef`])),
  };
}
