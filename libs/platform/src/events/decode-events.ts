import type { JsMsg } from '@nats-io/jetstream';
import type { BusEvent, BusEventType } from '@streaming/contracts';
import type { Logger } from '../logging/logger.js';

/**
 * The events of a pulled batch, and the messages they came from. Like an RPC reply
 * (rpc-client.ts decodeReply), an event is trusted to be what EventMap says of its subject: the
 * relay publishes on `<prefix>.<type>` only what addToOutbox typed. An unreadable message is
 * logged and terminated (never redelivered).
 */
export function decodeEvents<T extends BusEventType>(batch: JsMsg[], logger: Logger, label: string): { events: Array<BusEvent<T>>; readable: JsMsg[] } {
  const events: Array<BusEvent<T>> = [];
  const readable: JsMsg[] = [];
  for (const m of batch) {
    try {
      events.push(m.json<BusEvent<T>>());
      readable.push(m);
    } catch {
      logger.error({ subject: m.subject }, `${label}: unreadable event dropped`);
      m.term();
    }
  }
  return { events, readable };
}
