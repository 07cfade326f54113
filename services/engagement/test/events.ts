import { randomUUID } from 'node:crypto';
import { DeliverPolicy } from '@nats-io/jetstream';
import type { BusEvent, BusEventType, EventMap } from '@streaming/contracts';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import type { EngagementContext } from './engagement-context.js';

/** Every event of `type` stored in this file's stream so far (read with an ordered consumer). */
export async function storedEvents<T extends BusEventType>(ctx: EngagementContext, type: T): Promise<Array<BusEvent<T>>> {
  const { js } = ctx.engagement.infra;
  const consumer = await js.consumers.get(ctx.names.EVENTS_STREAM, { filter_subjects: `${ctx.names.EVENTS_PREFIX}.${type}`, deliver_policy: DeliverPolicy.All });
  const events: Array<BusEvent<T>> = [];
  // How many are stored now: fetch exactly those (a fetch returns as soon as it has them all).
  const total = (await consumer.info()).num_pending;
  while (events.length < total) {
    const batch = await consumer.fetch({ max_messages: total - events.length, expires: 2000 });
    const before = events.length;
    for await (const m of batch) events.push(m.json<BusEvent<T>>());
    if (events.length === before) break;
  }
  return events;
}

/** Publishes an event on this file's stream as a service's relay would (signed, a message id of its own; `id` again to redeliver it). */
export async function publishEvent<T extends BusEventType>(ctx: EngagementContext, type: T, data: EventMap[T], id = randomUUID()): Promise<string> {
  const envelope = { id, type, occurredAt: new Date().toISOString(), data };
  await publishSignedEvent(ctx.engagement.infra.js, ctx.engagement.infra.signing, `${ctx.names.EVENTS_PREFIX}.${type}`, envelope, randomUUID());
  return id;
}
