import { stackTestNames } from '../../scripts/lib/test-names.mjs';
import { startTestStack } from '../../scripts/lib/test-run.mjs';

/** Starts the built stack once for every API test file; workers read its URLs (HTTP, NATS) from the environment. */
export default async function setup() {
  const names = stackTestNames(`api${process.pid}`);
  process.env.TEST_RUN_ID = names.TEST_RUN_ID;
  // Any replay of a rotated refresh token counts as theft in these tests. Every log line is written
  // (debug), so tests/api/log-secrets.api-spec.ts can check that none of them holds a secret. The
  // fuzzer's one admin mails many random ids: the back office's mail limit is loose here.
  const stack = await startTestStack(names, { REFRESH_REUSE_INTERVAL_MS: '0', LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'debug', RATE_LIMIT_ADMIN_EMAIL: '100/3600' });
  globalThis.__API_STACK__ = stack;
  process.env.API_URL = stack.url;
  process.env.TEST_NATS_URL = stack.natsUrl;
  process.env.TEST_MAIL_DIR = stack.mailDir;
  process.env.TEST_TMDB_CONTROL_URL = stack.tmdbControlUrl;
}
