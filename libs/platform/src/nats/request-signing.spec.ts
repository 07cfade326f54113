import { describe, expect, it } from '@jest/globals';
import { alteredSignatures } from '../../../../tests/support/altered-signatures.js';
import { parseSigningKeys, RequestSigning, serializeData } from './request-signing.js';

const K1 = 'k1:first-secret-0123456789abcdef0123456789';
const K2 = 'k2:second-secret-0123456789abcdef012345678';
const SUBJECT = 'identity.admin.users.list';
const member = { userId: '6f1d7d1e-0000-4000-8000-000000000001', isAdmin: false, tokenId: 'tok-1' };

function clock(start = 1_700_000_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

function signed(signing: RequestSigning, data: unknown = { page: 1 }, subject = SUBJECT) {
  const dataJson = serializeData(data);
  return { meta: signing.sign(subject, { requestId: 'req-1', actor: member, ip: '203.0.113.9' }, dataJson), dataJson };
}

describe('INTERNAL_SIGNING_KEYS', () => {
  it('lists the keys in order, the first one signing', () => {
    expect(parseSigningKeys(`${K2},${K1}`).map((k) => k.id)).toEqual(['k2', 'k1']);
  });

  it.each([
    ['empty', ''],
    ['no kid', 'first-secret-0123456789abcdef0123456789'],
    ['short secret', 'k1:short'],
    ['trailing comma', `${K1},`],
  ])('refuses a bad value (%s)', (_name, spec) => {
    expect(() => parseSigningKeys(spec)).toThrow(/INTERNAL_SIGNING_KEYS/);
  });

  it('refuses the same kid twice', () => {
    expect(() => parseSigningKeys(`${K1},k1:another-secret-0123456789abcdef01234567`)).toThrow(/once/);
  });
});

describe('a signed caller context', () => {
  it('is accepted as signed, and only its signed fields come out', () => {
    const signing = RequestSigning.fromSpec(K1);
    const { meta, dataJson } = signed(signing);
    const withExtra = { ...meta, actor: { ...meta.actor, role: 'root' }, extra: true };
    expect(signing.verify(SUBJECT, withExtra, dataJson)).toEqual({ ok: true, meta: { requestId: 'req-1', actor: member, ip: '203.0.113.9' } });
  });

  it('covers guests too: a guest context is signed and verified without actor', () => {
    const signing = RequestSigning.fromSpec(K1);
    const meta = signing.sign('catalogue.movies.list', { requestId: 'r' }, '{}');
    expect(signing.verify('catalogue.movies.list', meta, '{}')).toEqual({ ok: true, meta: { requestId: 'r' } });
  });

  it('is refused when missing, whatever the actor claims', () => {
    const signing = RequestSigning.fromSpec(K1);
    expect(signing.verify(SUBJECT, { requestId: 'r', actor: { userId: 'x', isAdmin: true } }, '{}')).toMatchObject({ ok: false, reason: 'missing' });
    expect(signing.verify(SUBJECT, undefined, '{}')).toMatchObject({ ok: false, reason: 'missing' });
  });

  it.each([
    ['the actor made admin', (m: Record<string, unknown>) => ({ ...m, actor: { ...member, isAdmin: true } })],
    ['another user', (m: Record<string, unknown>) => ({ ...m, actor: { ...member, userId: '6f1d7d1e-0000-4000-8000-000000000002' } })],
    ['the token id dropped', (m: Record<string, unknown>) => ({ ...m, actor: { userId: member.userId, isAdmin: false } })],
    ['the actor removed', (m: Record<string, unknown>) => ({ ...m, actor: undefined })],
    ['the ip changed', (m: Record<string, unknown>) => ({ ...m, ip: '198.51.100.1' })],
    ['the expiry pushed back', (m: Record<string, unknown>) => ({ ...m, exp: (m.exp as number) + 3_600_000 })],
  ])('is refused with %s after signing', (_name, tamper) => {
    const signing = RequestSigning.fromSpec(K1);
    const { meta, dataJson } = signed(signing);
    expect(signing.verify(SUBJECT, tamper(meta as unknown as Record<string, unknown>), dataJson)).toMatchObject({ ok: false, reason: 'bad-signature' });
  });

  describe('with its signature text altered', () => {
    // A fixed clock: the same context signs to the same text in every case.
    const signing = RequestSigning.fromSpec(K1, { now: () => 1_700_000_000_000 });
    const { meta, dataJson } = signed(signing);

    it('is accepted as written', () => {
      expect(signing.verify(SUBJECT, meta, dataJson)).toMatchObject({ ok: true });
    });

    it.each(alteredSignatures(meta.sig!))('is refused: %s', (_name, sig) => {
      expect(signing.verify(SUBJECT, { ...meta, sig }, dataJson)).toMatchObject({ ok: false });
    });
  });

  it('is bound to its data and its subject', () => {
    const signing = RequestSigning.fromSpec(K1);
    const { meta } = signed(signing, { page: 1 });
    expect(signing.verify(SUBJECT, meta, serializeData({ page: 2 }))).toMatchObject({ ok: false, reason: 'bad-signature' });
    expect(signing.verify('identity.admin.user.role', meta, serializeData({ page: 1 }))).toMatchObject({ ok: false, reason: 'bad-signature' });
  });

  it('survives the JSON round trip of the wire', () => {
    const signing = RequestSigning.fromSpec(K1);
    const data = { q: 'Amélie "Poulain"\n', n: 1e21, list: [null, -0, 0.1], nested: { z: 1, a: 2 }, skipped: undefined };
    const { meta } = signed(signing, data);
    const received = JSON.parse(JSON.stringify({ meta, data })) as { meta: unknown; data: unknown };
    expect(signing.verify(SUBJECT, received.meta, serializeData(received.data))).toMatchObject({ ok: true });
  });

  it('expires after its lifetime (30 s by default, 5 s of clock tolerance)', () => {
    const c = clock();
    const signing = RequestSigning.fromSpec(K1, { now: c.now });
    const { meta, dataJson } = signed(signing);
    c.advance(34_000);
    expect(signing.verify(SUBJECT, meta, dataJson)).toMatchObject({ ok: true });
    c.advance(2_000);
    expect(signing.verify(SUBJECT, meta, dataJson)).toMatchObject({ ok: false, reason: 'expired' });
  });

  it('is refused when signed in the future beyond the clock tolerance', () => {
    const c = clock();
    const signer = RequestSigning.fromSpec(K1, { now: () => c.now() + 60_000 });
    const verifier = RequestSigning.fromSpec(K1, { now: c.now });
    const { meta, dataJson } = signed(signer);
    expect(verifier.verify(SUBJECT, meta, dataJson)).toMatchObject({ ok: false, reason: 'not-yet-valid' });
  });

  it('is refused under a key the verifier does not hold, or a different secret with the same kid', () => {
    const { meta, dataJson } = signed(RequestSigning.fromSpec(K2));
    expect(RequestSigning.fromSpec(K1).verify(SUBJECT, meta, dataJson)).toMatchObject({ ok: false, reason: 'unknown-key', kid: 'k2' });
    const impostor = signed(RequestSigning.fromSpec('k1:guessed-secret-0123456789abcdef0123456789'));
    expect(RequestSigning.fromSpec(K1).verify(SUBJECT, impostor.meta, impostor.dataJson)).toMatchObject({ ok: false, reason: 'bad-signature' });
  });

  it('during a rotation: the new key signs, the old one still verifies', () => {
    const rotating = RequestSigning.fromSpec(`${K2},${K1}`);
    const old = signed(RequestSigning.fromSpec(K1));
    expect(rotating.verify(SUBJECT, old.meta, old.dataJson)).toMatchObject({ ok: true });
    const fresh = signed(rotating);
    expect(fresh.meta.kid).toBe('k2');
    expect(RequestSigning.fromSpec(`${K1},${K2}`).verify(SUBJECT, fresh.meta, fresh.dataJson)).toMatchObject({ ok: true });
  });

  it.each([
    ['a numeric role', { isAdmin: 1 }],
    ['a user id that is not a string', { userId: 42 }],
  ])('is refused as malformed with %s', (_name, change) => {
    const signing = RequestSigning.fromSpec(K1);
    const { meta, dataJson } = signed(signing);
    expect(signing.verify(SUBJECT, { ...meta, actor: { ...meta.actor, ...change } }, dataJson)).toMatchObject({ ok: false, reason: 'malformed' });
  });
});

describe('a signed message (an event, a queued message)', () => {
  const QUEUE = 'events_queue.engagement.progress';
  const body = JSON.stringify({ saves: [{ userId: 'u1', positionSeconds: 60 }] });
  const ID = 'msg-1';
  const AT = 1_700_000_000_000;

  it('verifies with the keys that signed it, however long it waited (the consumer bounds the age)', () => {
    const c = clock();
    const signer = RequestSigning.fromSpec(K1, { now: c.now });
    const { kid, sig } = signer.signMessage(QUEUE, ID, AT, body);
    const verifier = RequestSigning.fromSpec(K1, { now: () => c.now() + 24 * 3600_000 });
    expect(verifier.verifyMessage(QUEUE, ID, AT, kid, sig, body)).toBe(true);
    expect(verifier.verifyMessage(QUEUE, ID, AT, kid, sig, new TextEncoder().encode(body))).toBe(true);
  });

  it('is refused with another body, queue, message id or signing time, another key, or no signature', () => {
    const signing = RequestSigning.fromSpec(K1);
    const { kid, sig } = signing.signMessage(QUEUE, ID, AT, body);
    expect(signing.verifyMessage(QUEUE, ID, AT, kid, sig, body.replace('u1', 'u2'))).toBe(false);
    expect(signing.verifyMessage('events_queue.other', ID, AT, kid, sig, body)).toBe(false);
    expect(signing.verifyMessage(QUEUE, 'msg-2', AT, kid, sig, body)).toBe(false);
    expect(signing.verifyMessage(QUEUE, ID, AT + 1, kid, sig, body)).toBe(false);
    expect(RequestSigning.fromSpec('k1:guessed-secret-0123456789abcdef0123456789').verifyMessage(QUEUE, ID, AT, kid, sig, body)).toBe(false);
    expect(RequestSigning.fromSpec(K2).verifyMessage(QUEUE, ID, AT, kid, sig, body)).toBe(false);
    expect(signing.verifyMessage(QUEUE, ID, AT, undefined, undefined, body)).toBe(false);
    expect(signing.verifyMessage(QUEUE, ID, AT, kid, 'not-a-signature', body)).toBe(false);
  });

  describe('with its signature text altered', () => {
    const signing = RequestSigning.fromSpec(K1);
    const { kid, sig } = signing.signMessage(QUEUE, ID, AT, body);

    it('is accepted as written', () => {
      expect(signing.verifyMessage(QUEUE, ID, AT, kid, sig, body)).toBe(true);
    });

    it.each(alteredSignatures(sig))('is refused: %s', (_name, altered) => {
      expect(signing.verifyMessage(QUEUE, ID, AT, kid, altered, body)).toBe(false);
    });
  });

  it("cannot pass for a request's signature, nor a request's for a message's", () => {
    const signing = RequestSigning.fromSpec(K1);
    const { meta, dataJson } = signed(signing);
    expect(signing.verifyMessage(SUBJECT, meta.requestId, meta.iat!, meta.kid, meta.sig, dataJson)).toBe(false);
    const { kid, sig } = signing.signMessage(SUBJECT, meta.requestId, meta.iat!, dataJson);
    expect(signing.verify(SUBJECT, { ...meta, kid, sig }, dataJson)).toMatchObject({ ok: false, reason: 'bad-signature' });
  });
});

describe('a signed reply', () => {
  const enc = new TextEncoder();
  const SUBJECT_ACCESS = 'identity.access.get';
  const request = enc.encode('{"pattern":"identity.access.get","data":{"meta":{},"data":{"userId":"u1"}},"id":"call-1"}');
  const reply = enc.encode('{"response":{"userId":"u1","isAdmin":false},"isDisposed":true,"id":"call-1"}');

  it('verifies against the request it answers, as sent', () => {
    const signing = RequestSigning.fromSpec(`${K2},${K1}`);
    const { kid, sig } = signing.signReply(SUBJECT_ACCESS, request, reply);
    expect(kid).toBe('k2');
    expect(RequestSigning.fromSpec(`${K1},${K2}`).verifyReply(SUBJECT_ACCESS, request, reply, kid, sig)).toBe(true);
  });

  it('is refused for another request, another subject, another reply, a byte moved from one to the other, another key, or none', () => {
    const signing = RequestSigning.fromSpec(K1);
    const { kid, sig } = signing.signReply(SUBJECT_ACCESS, request, reply);
    const other = enc.encode(new TextDecoder().decode(request).replace('call-1', 'call-2'));
    expect(signing.verifyReply(SUBJECT_ACCESS, other, reply, kid, sig)).toBe(false);
    expect(signing.verifyReply('identity.me.get', request, reply, kid, sig)).toBe(false);
    expect(signing.verifyReply(SUBJECT_ACCESS, request, enc.encode(new TextDecoder().decode(reply).replace('false', 'true')), kid, sig)).toBe(false);
    expect(signing.verifyReply(SUBJECT_ACCESS, request.subarray(0, -1), new Uint8Array([...request.subarray(-1), ...reply]), kid, sig)).toBe(false);
    expect(RequestSigning.fromSpec('k1:guessed-secret-0123456789abcdef0123456789').verifyReply(SUBJECT_ACCESS, request, reply, kid, sig)).toBe(false);
    expect(signing.verifyReply(SUBJECT_ACCESS, request, reply, undefined, undefined)).toBe(false);
  });

  it("cannot pass for a message's signature", () => {
    const signing = RequestSigning.fromSpec(K1);
    const body = new TextDecoder().decode(reply);
    const { kid, sig } = signing.signReply(SUBJECT_ACCESS, new Uint8Array(), reply);
    expect(signing.verifyMessage(SUBJECT_ACCESS, '', 0, kid, sig, body)).toBe(false);
  });
});
