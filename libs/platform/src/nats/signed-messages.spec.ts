import { describe, expect, it } from '@jest/globals';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { RequestSigning, SignatureHeaders } from './request-signing.js';
import { MSG_ID_HEADER, messageRefusal, signedMessageHeaders } from './signed-messages.js';

const signing = RequestSigning.fromSpec('k1:first-secret-0123456789abcdef0123456789');
const SUBJECT = 'events.engagement.view.recorded';
const body = JSON.stringify({ id: 'e1', type: 'engagement.view.recorded', data: { titleId: 't1' } });
const enc = new TextEncoder();
const DAY = 24 * 3600_000;

/** A message as a consumer reads it, with `headers` as published. */
const read = (headers = signedMessageHeaders(signing, SUBJECT, 'e1', body), data = body, subject = SUBJECT) => ({ subject, headers, data: enc.encode(data) });
/** The headers of a signed message, one of them changed. */
function changed(name: string, value: string) {
  const h = signedMessageHeaders(signing, SUBJECT, 'e1', body);
  const copy = natsHeaders();
  for (const key of h.keys()) copy.set(key, key === name ? value : h.get(key));
  return copy;
}

describe('a message published on a stream (signedMessageHeaders, messageRefusal)', () => {
  it('carries its id as the JetStream message id, and verifies as published', () => {
    const h = signedMessageHeaders(signing, SUBJECT, 'e1', body);
    expect(h.get(MSG_ID_HEADER)).toBe('e1');
    expect(h.get(SignatureHeaders.kid)).toBe('k1');
    expect(h.get(SignatureHeaders.signedAt)).toMatch(/^\d+$/);
    expect(messageRefusal(signing, read(h), 7 * DAY)).toBeNull();
  });

  it('is refused unsigned', () => {
    expect(messageRefusal(signing, read(natsHeaders()), 7 * DAY)).toBe('unsigned');
    expect(messageRefusal(signing, { subject: SUBJECT, data: enc.encode(body) }, 7 * DAY)).toBe('unsigned');
  });

  it.each([
    ['its message id changed (a copy slipping past the duplicate window)', () => read(changed(MSG_ID_HEADER, 'e2'))],
    ['its message id removed', () => read(changed(MSG_ID_HEADER, ''))],
    ['its signing time changed', () => read(changed(SignatureHeaders.signedAt, String(Date.now() + 1)))],
    ['its signing time not a number', () => read(changed(SignatureHeaders.signedAt, 'hier'))],
    ['its body changed', () => read(undefined, body.replace('t1', 't2'))],
    ['another subject', () => read(undefined, body, 'events.identity.user.deleted')],
    ['a key the consumer does not hold', () => read(signedMessageHeaders(RequestSigning.fromSpec('k1:guessed-secret-0123456789abcdef0123456789'), SUBJECT, 'e1', body))],
  ])('is refused with %s', (_name, message) => {
    expect(messageRefusal(signing, message(), 7 * DAY)).toBe('bad-signature');
  });

  it('is refused once signed longer ago than the stream keeps a message', () => {
    const now = Date.now();
    const old = read(signedMessageHeaders(signing, SUBJECT, 'e1', body, now - 7 * DAY - 1));
    expect(messageRefusal(signing, old, 7 * DAY, now)).toBe('too-old');
    expect(messageRefusal(signing, read(signedMessageHeaders(signing, SUBJECT, 'e1', body, now - 7 * DAY)), 7 * DAY, now)).toBeNull();
  });
});
