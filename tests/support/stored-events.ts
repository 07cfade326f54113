import { DeliverPolicy, type JetStreamClient } from '@nats-io/jetstream';
import type { EventEnvelope } from '@streaming/contracts';

/**
 * Every message stored in `stream` on `subject` (a filter: `…identity.user.>` takes a whole family)
 * so far, oldest first, read with an ordered consumer from the start: exactly as many as the stream
 * holds now (a fetch returns as soon as it has them all).
 */
export async function storedEvents<E = EventEnvelope>(js: JetStreamClient, stream: string, subject: string): Promise<E[]> {
  const consumer = await js.consumers.get(stream, { filter_subjects: subject, deliver_policy: DeliverPolicy.All });
  const total = (await consumer.info()).num_pending;
  const events: E[] = [];
  while (events.length < total) {
    const before = events.length;
    for await (const m of await consumer.fetch({ max_messages: total - events.length, expires: 2000 })) events.push(m.json<E>());
    if (events.length === before) break;
  }
  return events;
}
