/** Envelope of every JetStream event (DESIGN.md section 4). */
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  data: T;
}

export const EVENTS_STREAM_DEFAULT = 'EVENTS';
export const EVENTS_SUBJECT_ROOT = 'events';
