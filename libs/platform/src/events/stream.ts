import { jetstreamManager, JetStreamApiError, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';

/** Creates the events stream when it does not exist (every service calls this at start). */
export async function ensureEventsStream(nc: NatsConnection, name: string, subjectPrefix: string, replicas = 1): Promise<JetStreamManager> {
  const jsm = await jetstreamManager(nc, { timeout: 5000 });
  try {
    await jsm.streams.info(name);
  } catch (err) {
    if (!(err instanceof JetStreamApiError)) throw err;
    try {
      await jsm.streams.add({
        name,
        subjects: [`${subjectPrefix}.>`],
        storage: StorageType.File,
        num_replicas: replicas,
        retention: RetentionPolicy.Limits,
        max_age: 7 * 24 * 3600 * 1_000_000_000,
        duplicate_window: 2 * 60 * 1_000_000_000,
      });
    } catch (addErr) {
      // Created by another service in the meantime.
      if (!(addErr instanceof JetStreamApiError) || !/already in use|exists/i.test(addErr.message)) throw addErr;
    }
  }
  return jsm;
}
