// @ts-expect-error plain ESM helper shared with the start scripts
import { testNames } from '../../scripts/lib/test-names.mjs';

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
}

/** The names of this test run. The global setup picks the run id; workers inherit it. */
export function currentTestNames(): TestNames {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) throw new Error('TEST_RUN_ID is not set: run the tests through npm test / the jest projects');
  return testNames(runId) as TestNames;
}

/** Names for an extra, separate run started inside a test (e.g. a second stack). */
export function newTestNames(kind: string): TestNames {
  return testNames(`${kind}${process.pid}${Date.now() % 100000}`) as TestNames;
}
