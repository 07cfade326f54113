import { newTestNames } from './test-env.js';
import { prepareDatabase } from './servers.js';

export default async function setup(): Promise<void> {
  const names = newTestNames('int');
  process.env.TEST_RUN_ID = names.TEST_RUN_ID;
  await prepareDatabase(names);
}
