import { randomUUID } from 'node:crypto';
import type { BusEvent, BusEventType, EventMap } from '@streaming/contracts';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { storedEvents as storedEventsOf } from '../../../tests/support/stored-events.js';
import type { EngagementContext } from './engagement-context.js';

/** Every event of `type` stored in this file's stream so far, oldest first. */
export function storedEvents<T extends BusEventType>(ctx: EngagementContext, type: T): Promise<Array<BusEvent<T>>> {
  return storedEventsOf<BusEvent<T>>(ctx.engagement.infra.js, ctx.names.EVENTS_STREAM, `${ctx.names.EVENTS_PREFIX}.${type}`);
}

/** Publishes an event on this file's stream as a service's relay would (signed, a message id of its own; `id` again to redeliver it). */
export async function publishEvent<T extends BusEventType>(ctx: EngagementContext, type: T, data: EventMap[T], id: string = randomUUID()): Promise<string> {
  const envelope = { id, type, occurredAt: new Date().toISOString(), data };
  await publishSignedEvent(ctx.engagement.infra.js, ctx.engagement.infra.signing, `${ctx.names.EVENTS_PREFIX}.${type}`, envelope, randomUUID());
  return id;
}
