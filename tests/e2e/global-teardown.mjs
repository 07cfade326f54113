import { stackTestNames } from '../../scripts/lib/test-names.mjs';
import { dropRun } from '../../scripts/lib/test-run.mjs';

export default async function globalTeardown() {
  await globalThis.__E2E_STACK__?.stop();
  if (process.env.TEST_RUN_ID) await dropRun(stackTestNames(process.env.TEST_RUN_ID));
}
