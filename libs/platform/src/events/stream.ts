import { JetStreamApiCodes, JetStreamApiError, RetentionPolicy, StorageType, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';

/** What a stream is created with: its name and subjects, and whatever else differs from the server's defaults. */
export type StreamSpec = Partial<StreamConfig> & Pick<StreamConfig, 'name' | 'subjects'>;

/** JetStream refused a request with this error code (`JetStreamApiCodes`, or a server code such as 10058). */
export function isJetStreamError(err: unknown, code: number): boolean {
  return err instanceof JetStreamApiError && err.code === code;
}

/** The server's code for a stream created under a name in use with another configuration. */
const STREAM_NAME_IN_USE = 10058;

/** How long the events stream keeps an event (7 days); consumers refuse an event signed longer ago (read-event.ts). */
export const EVENTS_MAX_AGE_MS = 7 * 24 * 3600_000;

/**
 * The events stream (`<subjectPrefix>.>`): file storage, kept 7 days, a message id seen in the last
 * 2 min dropped (the outbox relay publishes each event with its id: a resend is stored once).
 */
export function eventsStream(name: string, subjectPrefix: string, replicas = 1): StreamSpec {
  return {
    name,
    subjects: [`${subjectPrefix}.>`],
    storage: StorageType.File,
    num_replicas: replicas,
    retention: RetentionPolicy.Limits,
    max_age: EVENTS_MAX_AGE_MS * 1_000_000,
    duplicate_window: 2 * 60 * 1_000_000_000,
  };
}

/**
 * Creates a stream when it does not exist (every process of the stream's services calls this at
 * start); an existing one is left as it is. Only "stream not found" leads to creating it; any other
 * error (NATS away, no permission) is thrown. Created by another process in the meantime: fine.
 */
export async function ensureStream(jsm: JetStreamManager, spec: StreamSpec): Promise<void> {
  try {
    await jsm.streams.info(spec.name);
    return;
  } catch (err) {
    if (!isJetStreamError(err, JetStreamApiCodes.StreamNotFound)) throw err;
  }
  try {
    await jsm.streams.add(spec);
  } catch (err) {
    if (!isJetStreamError(err, STREAM_NAME_IN_USE)) throw err;
  }
}
