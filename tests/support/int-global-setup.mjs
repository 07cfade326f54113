import { testNames } from '../../scripts/lib/test-names.mjs';
import { prepareRun } from '../../scripts/lib/test-run.mjs';

/** One database (migrated), stream name, NATS and Redis prefix for the whole integration run, on the machine's open NATS. */
export default async function setup() {
  const names = testNames(`int${process.pid}`);
  process.env.TEST_RUN_ID = names.TEST_RUN_ID;
  await prepareRun(names, { sharedNats: true });
}
