// @ts-expect-error plain ESM helper shared with the start scripts
import { stackTestNames, testNames } from '../../scripts/lib/test-names.mjs';

export interface TestNames {
  TEST_RUN_ID: string;
  NODE_ENV: string;
  DATABASE_URL: string;
  NATS_PREFIX: string;
  EVENTS_STREAM: string;
  EVENTS_PREFIX: string;
  REDIS_PREFIX: string;
  JWT_SECRET: string;
  CAPTCHA_SECRET: string;
  INTERNAL_SIGNING_KEYS: string;
  ACCESS_CACHE_KEY: string;
  LOG_LEVEL: string;
  /** A run whose stack has a NATS of its own: where it listens. */
  NATS_URL?: string;
  /** A run whose stack has a NATS of its own: the password of each user of infra/nats/auth.conf. */
  [password: `NATS_${string}_PASSWORD`]: string;
}

/**
 * The names of this test run. The global setup picks the run id; workers inherit it. API and
 * browser runs have a stack with a NATS of its own, at TEST_NATS_URL (set by their setup): their
 * names are its users' passwords and the subjects auth.conf allows. Integration runs share the
 * machine's open NATS with their own prefixes.
 */
export function currentTestNames(): TestNames {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) throw new Error('TEST_RUN_ID is not set: run the tests through npm test / the jest projects');
  const natsUrl = process.env.TEST_NATS_URL;
  return (natsUrl ? { ...stackTestNames(runId), NATS_URL: natsUrl } : testNames(runId)) as TestNames;
}

/** Names for an extra, separate stack started inside a test (startTestStack in tests/support/stack.ts). */
export function newTestNames(kind: string): TestNames {
  return stackTestNames(`${kind}${process.pid}${Date.now() % 100000}`) as TestNames;
}
