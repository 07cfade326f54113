/** Envelope of every JetStream event (its JSON schema and delivery rules: docs/events.md). */
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

export const EVENTS_STREAM_DEFAULT = 'EVENTS';
export const EVENTS_SUBJECT_ROOT = 'events';
