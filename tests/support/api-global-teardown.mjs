import { stackTestNames } from '../../scripts/lib/test-names.mjs';
import { dropRun } from '../../scripts/lib/test-run.mjs';

export default async function teardown() {
  await globalThis.__API_STACK__?.stop();
  await dropRun(stackTestNames(process.env.TEST_RUN_ID));
}
