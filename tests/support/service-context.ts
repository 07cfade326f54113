import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { dropDatabase } from '@streaming/platform';
import { currentTestNames, type TestNames } from './test-env.js';

/**
 * The run's names for one integration file of a service (`topic`): its own database, NATS prefix,
 * event stream and Redis prefix, so that one file's rows, events and cached answers never show in
 * another. The Redis prefix stays under the run's: the global teardown drops those keys.
 */
export function topicTestNames(topic: string): TestNames {
  const run = currentTestNames();
  return {
    ...run,
    DATABASE_URL: `${run.DATABASE_URL}_${topic}`,
    NATS_PREFIX: `${run.NATS_PREFIX}${topic}`,
    EVENTS_STREAM: `${run.EVENTS_STREAM}_${topic.toUpperCase()}`,
    EVENTS_PREFIX: `${run.EVENTS_PREFIX}_${topic}`,
    REDIS_PREFIX: `${run.REDIS_PREFIX}${topic}:`,
  };
}

/** What a service file's `afterAll` undoes: the service itself, its event stream and work queues, its database. */
export async function stopTopicService(names: TestNames, running: { infra: { nc: NatsConnection }; close(): Promise<void> } | undefined): Promise<void> {
  if (running) {
    const jsm = await jetstreamManager(running.infra.nc);
    // The topic's events stream and its work queues (<EVENTS_STREAM>_<QUEUE>).
    for await (const stream of jsm.streams.names()) {
      if (stream === names.EVENTS_STREAM || stream.startsWith(`${names.EVENTS_STREAM}_`)) await jsm.streams.delete(stream).catch(() => undefined);
    }
    await running.close();
  }
  await dropDatabase(names.DATABASE_URL);
}
