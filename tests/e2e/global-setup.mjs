import { stackTestNames } from '../../scripts/lib/test-names.mjs';
import { startTestStack } from '../../scripts/lib/test-run.mjs';

/**
 * Starts the built stack once for the whole browser suite (its own database, Redis prefix, NATS
 * server and SMTP server). Workers inherit what is put in process.env here.
 */
export default async function globalSetup() {
  const names = stackTestNames(`e2e${process.pid}`);
  // Every tab of a test restores its session with the refresh cookie; a reload within 10 s may replay it.
  // Support's address is set, not identity's default, so that the ban page shows where it comes from.
  const supportEmail = 'support@streaming-e2e.fr';
  const stack = await startTestStack(names, { REFRESH_REUSE_INTERVAL_MS: '10000', SUPPORT_EMAIL: supportEmail });
  globalThis.__E2E_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MAIL_DIR = stack.mailDir;
  process.env.E2E_SUPPORT_EMAIL = supportEmail;
  // What tests/api/support/api-client.ts reads, so the browser tests reuse its API helpers.
  process.env.TEST_RUN_ID = names.TEST_RUN_ID;
  process.env.API_URL = stack.url;
  process.env.TEST_NATS_URL = stack.natsUrl;
  // The fake TMDB the catalogue's prefill calls (tests/support/fake-tmdb.mjs).
  process.env.TEST_TMDB_CONTROL_URL = stack.tmdbControlUrl;
}
