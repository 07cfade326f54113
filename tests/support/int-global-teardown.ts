import { currentTestNames } from './test-env.js';
import { dropRunResources } from './servers.js';

export default async function teardown(): Promise<void> {
  await dropRunResources(currentTestNames());
}
