import { describe, expect, it } from '@jest/globals';
import { errors as natsErrors, headers as natsHeaders, type MsgHdrs } from '@nats-io/transport-node';
import { QueueProducer } from '../queues/work-queue.js';
import { ReplyInbox, type ReplyConnection } from './reply-inbox.js';
import { RequestSigning } from './request-signing.js';
import { mapTransportError, RpcCallError } from './rpc-errors.js';
import { StreamPublisher } from './stream-publisher.js';
import { statusEvents } from '../../../../tests/support/status-events.js';

type Delivered = { subject: string; data: Uint8Array; headers?: MsgHdrs };
type Callback = (err: Error | null, msg: Delivered) => void;

/**
 * The part of a NATS connection ReplyInbox uses, with the server's side in the test's hands:
 * `subscriptions` (each with its callback and a way to close it), `sent` (every publish and its
 * reply subject), `refusePublish` (the server's permission error, as a status event), `close()`.
 */
function fakeConnection() {
  const subscriptions: Array<{ subject: string; callback: Callback; close(err?: Error): void }> = [];
  const sent: Array<{ subject: string; reply: string; headers?: MsgHdrs }> = [];
  const events = statusEvents<{ type: string; error?: Error }>();
  let closed = false;
  let draining = false;
  const nc: ReplyConnection = {
    subscribe(subject: string, opts: { callback: Callback }) {
      if (closed) throw new natsErrors.ClosedConnectionError();
      let close!: (err?: Error) => void;
      const done = new Promise<Error | void>((resolve) => (close = resolve));
      subscriptions.push({ subject, callback: opts.callback, close });
      return { closed: done };
    },
    publish(subject: string, _payload: Uint8Array | string, opts: { reply: string; headers?: MsgHdrs }) {
      if (closed) throw new natsErrors.ClosedConnectionError();
      sent.push({ subject, reply: opts.reply, headers: opts.headers });
    },
    isDraining: () => draining,
    status: events.status,
  };
  return {
    nc,
    subscriptions,
    sent,
    /** The server answers on `reply` (what the replying service publishes there). */
    answer: (reply: string, text: string, headers?: MsgHdrs) => {
      const sub = subscriptions.find((s) => reply.startsWith(s.subject.slice(0, -1)));
      sub?.callback(null, { subject: reply, data: new TextEncoder().encode(text), headers });
    },
    noResponders: (reply: string) => {
      const sub = subscriptions.find((s) => reply.startsWith(s.subject.slice(0, -1)));
      sub?.callback(null, { subject: reply, data: new Uint8Array(0), headers: natsHeaders(503, 'No Responders') });
    },
    refusePublish: (subject: string) =>
      events.emit({ type: 'error', error: new natsErrors.PermissionViolationError(`Permissions Violation for Publish to "${subject}"`, 'publish', subject) }),
    close: () => {
      closed = true;
      subscriptions.forEach((s) => s.close());
    },
    drain: () => (draining = true),
  };
}

const payload = new TextEncoder().encode('{}');
const text = (msg: { data: Uint8Array }) => new TextDecoder().decode(msg.data);
const status = (err: unknown) => mapTransportError(err, 'identity.users.list').status;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('ReplyInbox', () => {
  it('gets every reply through one subscription under the inbox prefix, each to the request it answers', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(nats.nc, '_INBOX_gateway');
    const first = inbox.request('identity.users.list', payload, 1000);
    const second = inbox.request('catalogue.home.get', payload, 1000);
    expect(nats.subscriptions.map((s) => s.subject)).toEqual([expect.stringMatching(/^_INBOX_gateway\.[A-Za-z0-9]+\.\*$/)]);
    const [a, b] = nats.sent;
    expect(a.reply.startsWith(nats.subscriptions[0].subject.slice(0, -1))).toBe(true);
    expect(a.reply).not.toBe(b.reply);
    // Answered in the other order, each goes to its own caller, with its headers.
    const h = natsHeaders();
    h.set('Streaming-Sig', 'abc');
    nats.answer(b.reply, 'home');
    nats.answer(a.reply, 'users', h);
    await expect(second.then(text)).resolves.toBe('home');
    const users = await first;
    expect(text(users)).toBe('users');
    expect(users.headers?.get('Streaming-Sig')).toBe('abc');
  });

  it('uses NATS\'s default inbox for a connection without a prefix', () => {
    const nats = fakeConnection();
    void new ReplyInbox(nats.nc, undefined).request('identity.users.list', payload, 1000).catch(() => undefined);
    expect(nats.subscriptions[0].subject).toMatch(/^_INBOX\.[A-Za-z0-9]+\.\*$/);
  });

  it('"no responders" (the server\'s 503 status) is a NoRespondersError, a 503 for the caller', async () => {
    const nats = fakeConnection();
    const call = new ReplyInbox(nats.nc, '_INBOX_gateway').request('identity.users.list', payload, 1000).catch((e: unknown) => e);
    nats.noResponders(nats.sent[0].reply);
    const err = await call;
    expect(err).toBeInstanceOf(natsErrors.NoRespondersError);
    expect(status(err)).toBe(503);
  });

  it('an empty reply without the 503 status is a reply', async () => {
    const nats = fakeConnection();
    const call = new ReplyInbox(nats.nc, '_INBOX_gateway').request('identity.users.list', payload, 1000);
    nats.answer(nats.sent[0].reply, '');
    await expect(call.then(text)).resolves.toBe('');
  });

  it('no reply in time is a TimeoutError (a 504); a reply coming later is dropped', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(nats.nc, '_INBOX_gateway');
    const started = Date.now();
    const err = await inbox.request('identity.users.list', payload, 100).catch((e: unknown) => e);
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(err).toBeInstanceOf(natsErrors.TimeoutError);
    expect(status(err)).toBe(504);
    nats.answer(nats.sent[0].reply, 'late');
    // The next request still gets its own answer.
    const next = inbox.request('identity.users.list', payload, 1000);
    nats.answer(nats.sent[1].reply, 'on time');
    await expect(next.then(text)).resolves.toBe('on time');
  });

  it('the connection closed: every request waiting fails with 503, and a request on it fails at once', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(nats.nc, '_INBOX_gateway');
    const waiting = [inbox.request('identity.users.list', payload, 5000), inbox.request('catalogue.home.get', payload, 5000)].map((p) => p.catch((e: unknown) => e));
    nats.close();
    for (const err of await Promise.all(waiting)) {
      expect(err).toBeInstanceOf(natsErrors.RequestError);
      expect(mapTransportError(err, 'identity.users.list').message).toBe('Messagerie indisponible (identity.users.list)');
    }
    const after = await inbox.request('identity.users.list', payload, 5000).catch((e: unknown) => e);
    expect(after).toBeInstanceOf(natsErrors.ClosedConnectionError);
    expect(status(after)).toBe(503);
  });

  it('a draining connection takes no new request (503)', async () => {
    const nats = fakeConnection();
    nats.drain();
    const err = await new ReplyInbox(nats.nc, '_INBOX_gateway').request('identity.users.list', payload, 1000).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(natsErrors.DrainingConnectionError);
    expect(status(err)).toBe(503);
    expect(nats.sent).toHaveLength(0);
  });

  it('a subscription the server refuses fails the requests waiting on it (503); the next request subscribes again', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(nats.nc, '_INBOX_gateway');
    const waiting = inbox.request('identity.users.list', payload, 5000).catch((e: unknown) => e);
    const refusal = new natsErrors.PermissionViolationError('Permissions Violation for Subscription', 'subscription', nats.subscriptions[0].subject);
    nats.subscriptions[0].callback(refusal, { subject: '', data: new Uint8Array(0) });
    nats.subscriptions[0].close(refusal);
    const err = await waiting;
    expect(err).toBeInstanceOf(natsErrors.RequestError);
    expect(status(err)).toBe(503);
    const next = inbox.request('identity.users.list', payload, 1000);
    expect(nats.subscriptions).toHaveLength(2);
    nats.answer(nats.sent[1].reply, 'again');
    await expect(next.then(text)).resolves.toBe('again');
  });

  it('a publish the server refuses fails the oldest request to that subject at once (503), not the others', async () => {
    const nats = fakeConnection();
    const inbox = new ReplyInbox(nats.nc, '_INBOX_gateway');
    const refused = inbox.request('identity.users.list', payload, 5000).catch((e: unknown) => e);
    const other = inbox.request('catalogue.home.get', payload, 5000);
    const sameSubject = inbox.request('identity.users.list', payload, 5000);
    await tick();
    nats.refusePublish('identity.users.list');
    const err = await refused;
    expect(err).toBeInstanceOf(natsErrors.RequestError);
    expect(status(err)).toBe(503);
    nats.answer(nats.sent[1].reply, 'home');
    nats.answer(nats.sent[2].reply, 'users');
    await expect(other.then(text)).resolves.toBe('home');
    await expect(sameSubject.then(text)).resolves.toBe('users');
  });
});

describe('StreamPublisher (a work queue\'s messages, through the connection\'s ReplyInbox)', () => {
  const signing = RequestSigning.fromSpec('k1:first-secret-0123456789abcdef0123456789');
  const names = { stream: 'EVENTS_ENGAGEMENT_PROGRESS', subject: 'events_queue.engagement.progress' };
  const producer = (nc: ReplyConnection, timeoutMs = 1000) => new QueueProducer<'engagement.progress'>(new StreamPublisher(new ReplyInbox(nc, '_INBOX_gateway'), timeoutMs), signing, names);
  const saves = { saves: [] };

  it('sends the signed message with its headers and resolves with the sequence JetStream stored it under', async () => {
    const nats = fakeConnection();
    const queued = producer(nats.nc).publish(saves);
    expect(nats.sent[0].subject).toBe('events_queue.engagement.progress');
    expect(nats.sent[0].headers?.get('Nats-Msg-Id')).toMatch(/^[0-9a-f-]{36}$/);
    nats.answer(nats.sent[0].reply, '{"stream":"EVENTS_ENGAGEMENT_PROGRESS","seq":42}');
    await expect(queued).resolves.toBe(42);
  });

  it.each([
    ['refused by the stream (full)', '{"error":{"code":503,"err_code":10077,"description":"maximum bytes exceeded"}}'],
    ['answered with something that is not an acknowledgement', '{"type":"io.nats.unknown"}'],
  ])('a message %s is a 503', async (_name, reply) => {
    const nats = fakeConnection();
    const queued = producer(nats.nc).publish(saves).catch((e: unknown) => e);
    nats.answer(nats.sent[0].reply, reply);
    expect(await queued).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('no stream taking the subject ("no responders") is a 503; no acknowledgement in time a 504', async () => {
    const nats = fakeConnection();
    const noStream = producer(nats.nc).publish(saves).catch((e: unknown) => e);
    nats.noResponders(nats.sent[0].reply);
    expect(await noStream).toMatchObject({ status: 503 });
    const late = await producer(nats.nc, 100).publish(saves).catch((e: unknown) => e);
    expect(late).toBeInstanceOf(RpcCallError);
    expect(late).toMatchObject({ status: 504, code: 'SERVICE_TIMEOUT' });
  });
});
