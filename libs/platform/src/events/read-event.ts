import type { JsMsg } from '@nats-io/jetstream';
import type { BusEvent, BusEventType } from '@streaming/contracts';
import type { RequestSigning } from '../nats/request-signing.js';
import { messageRefusal, type MessageRefusal } from '../nats/signed-messages.js';
import { EVENTS_MAX_AGE_MS } from './stream.js';

/** An event read from the stream, or why it is not trusted. */
export type EventReading<T extends BusEventType> = { event: BusEvent<T> } | { refused: MessageRefusal | 'unreadable' };

/**
 * The one way events are read from the stream (durable consumers and `infra.follow`): an event
 * counts only when its publisher's outbox signed it (messageRefusal: the key, the subject, the
 * event id as its message id, the exact envelope) less than EVENTS_MAX_AGE_MS ago. Then, like an RPC
 * reply (rpc-client.ts decodeReply), it is then trusted to be what EventMap says of its subject: the
 * relay publishes on `<prefix>.<type>` only what addToOutbox typed.
 */
export function readEvent<T extends BusEventType>(signing: RequestSigning, m: JsMsg, now = Date.now()): EventReading<T> {
  const refused = messageRefusal(signing, m, EVENTS_MAX_AGE_MS, now);
  if (refused) return { refused };
  try {
    return { event: m.json<BusEvent<T>>() };
  } catch {
    return { refused: 'unreadable' };
  }
}
