import { testNames } from '../../scripts/lib/test-names.mjs';
import { dropRun } from '../../scripts/lib/test-run.mjs';

export default async function teardown() {
  await dropRun(testNames(process.env.TEST_RUN_ID), { sharedNats: true });
}
