import { headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { SignatureHeaders, type RequestSigning } from './request-signing.js';

/** JetStream's message id: a stream stores a message whose id it saw within its duplicate window only once. */
export const MSG_ID_HEADER = 'Nats-Msg-Id';

/** Why a message read from a stream is refused. */
export type MessageRefusal = 'unsigned' | 'bad-signature' | 'too-old';

/** What a message read from a stream is checked on. */
export interface StreamMessage {
  subject: string;
  headers?: MsgHdrs;
  data: Uint8Array;
}

/**
 * The headers of a message published on a JetStream stream (an event of the outbox, a queued
 * message): its id as JetStream's message id (an exact resend within the stream's duplicate window
 * is stored once), and the signature (RequestSigning.signMessage) over the subject, that id, the
 * signing time and the exact body. One HMAC per message.
 */
export function signedMessageHeaders(signing: RequestSigning, subject: string, msgId: string, body: string, signedAt = Date.now()): MsgHdrs {
  const { kid, sig } = signing.signMessage(subject, msgId, signedAt, body);
  const h = natsHeaders();
  h.set(MSG_ID_HEADER, msgId);
  h.set(SignatureHeaders.signedAt, String(signedAt));
  h.set(SignatureHeaders.kid, kid);
  h.set(SignatureHeaders.sig, sig);
  return h;
}

/**
 * Why a message read from a stream must not be trusted, or null: unsigned, a signature that does not
 * verify (another key, another body, another id or subject: a message copied with its id changed to
 * slip past the duplicate window), or signed longer ago than `maxAgeMs`, the age past which the
 * stream no longer holds a message (a captured message published again later).
 */
export function messageRefusal(signing: RequestSigning, m: StreamMessage, maxAgeMs: number, now = Date.now()): MessageRefusal | null {
  const msgId = m.headers?.get(MSG_ID_HEADER);
  const signedAtText = m.headers?.get(SignatureHeaders.signedAt);
  const kid = m.headers?.get(SignatureHeaders.kid);
  const sig = m.headers?.get(SignatureHeaders.sig);
  if (!kid && !sig) return 'unsigned';
  if (!msgId || !/^\d{1,15}$/.test(signedAtText ?? '')) return 'bad-signature';
  const signedAt = Number(signedAtText);
  if (!signing.verifyMessage(m.subject, msgId, signedAt, kid, sig, m.data)) return 'bad-signature';
  return now - signedAt > maxAgeMs ? 'too-old' : null;
}
