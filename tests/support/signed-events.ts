import type { JetStreamClient, PubAck } from '@nats-io/jetstream';
import type { EventEnvelope } from '@streaming/contracts';
import { MSG_ID_HEADER, RequestSigning, SignatureHeaders, signedMessageHeaders } from '@streaming/platform';

/**
 * Publishes an event as a service's outbox relay does: signed with `signing` (the run's internal
 * keys), with JetStream message id `msgId` (the event's id unless a test redelivers it under
 * another). Consumers drop an event that is not signed this way.
 */
export function publishSignedEvent(js: JetStreamClient, signing: RequestSigning, subject: string, envelope: EventEnvelope, msgId = envelope.id): Promise<PubAck> {
  const body = JSON.stringify(envelope);
  return js.publish(subject, body, { headers: signedMessageHeaders(signing, subject, msgId, body) });
}

/**
 * Publishes on `subject` what someone allowed on NATS but without the internal key could: an
 * unsigned event, one signed under the run's key id with another secret, and an envelope signed by
 * the run's key copied with its id (and its message id, past JetStream's de-duplication) changed.
 * Each is made by `make`; answers their ids, none of which any consumer may act on.
 */
export async function publishForgedEvents(js: JetStreamClient, signing: RequestSigning, subject: string, make: () => EventEnvelope): Promise<string[]> {
  const unsigned = make();
  await js.publish(subject, JSON.stringify(unsigned), { msgID: unsigned.id });

  const wrongKey = make();
  const kid = signedMessageHeaders(signing, subject, wrongKey.id, '').get(SignatureHeaders.kid);
  await publishSignedEvent(js, RequestSigning.fromSpec(`${kid}:${'f'.repeat(48)}`), subject, wrongKey);

  const original = make();
  const headers = signedMessageHeaders(signing, subject, original.id, JSON.stringify(original));
  const copy = { ...original, id: make().id };
  headers.set(MSG_ID_HEADER, copy.id);
  await js.publish(subject, JSON.stringify(copy), { headers });
  return [unsigned.id, wrongKey.id, copy.id];
}
