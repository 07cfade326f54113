import type { ProgressSaves } from './engagement/progress-queue.js';

/**
 * Work queues: JetStream streams with work-queue retention, each with one producer and one consumer
 * service (unlike events, which anyone may consume). A message is removed once its consumer acked it.
 * Stream `<EVENTS_STREAM>_<NAME>`, subject `<EVENTS_PREFIX>_queue.<name>` (libs/platform queues).
 */
export const WorkQueues = {
  /** Members' positions (PUT /api/me/progress), queued by the gateway, written by engagement. */
  engagementProgress: 'engagement.progress',
} as const;

/** Every work queue mapped to the type of its messages. */
export interface QueueMap {
  [WorkQueues.engagementProgress]: ProgressSaves;
}

export type QueueName = keyof QueueMap;
