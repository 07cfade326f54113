import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { EngagementEvents, IdentityEvents, IdentityPatterns } from '@streaming/contracts';
import { connectToStackNats, nextPermissionError } from '../support/servers.js';
import { currentTestNames } from '../support/test-env.js';

// The stack's bus runs with the per-service users of infra/nats/auth.conf, as in production (npm
// start too): a process on the machine without a service's password cannot connect at all, so it
// can neither answer identity's requests (an access state with isAdmin: true), read them (the
// passwords of identity.auth.login) nor publish events (views counted, a member's data purged).
// Even the gateway's user, which calls every service, serves nothing and publishes no event.
const names = currentTestNames();
const opened: NatsConnection[] = [];

afterAll(async () => {
  for (const nc of opened) await nc.close().catch(() => undefined);
});

async function asGateway(): Promise<NatsConnection> {
  const nc = await connectToStackNats(names, 'gateway');
  opened.push(nc);
  return nc;
}

describe("the stack's NATS", () => {
  it('refuses a connection without credentials', async () => {
    await expect(connect({ servers: names.NATS_URL, reconnect: false })).rejects.toThrow(/authoriz/i);
  });

  it("refuses a service user with a wrong password, or with another user's", async () => {
    await expect(connect({ servers: names.NATS_URL, user: 'identity', pass: 'pas-le-bon', reconnect: false })).rejects.toThrow(/authoriz/i);
    await expect(connect({ servers: names.NATS_URL, user: 'identity', pass: names.NATS_GATEWAY_PASSWORD, reconnect: false })).rejects.toThrow(/authoriz/i);
  });
});

describe("the gateway's NATS user", () => {
  it.each([
    ['every identity request (sign-ins with their passwords)', 'identity.>'],
    ['the access states identity answers', IdentityPatterns.accessGet],
  ])('cannot subscribe to %s', async (_what, subject) => {
    const nc = await asGateway();
    const violation = nextPermissionError(nc);
    const sub = nc.subscribe(subject, { queue: 'identity' });
    expect(await violation).toContain(`Permissions Violation for Subscription to "${subject}"`);
    await expect(sub.closed).resolves.toBeInstanceOf(Error);
  });

  it.each([
    ['a member deleted', IdentityEvents.deleted, { userId: randomUUID() }],
    ['a view counted', EngagementEvents.viewRecorded, { viewId: randomUUID(), userId: randomUUID(), kind: 'movie', titleId: randomUUID(), episodeId: null, at: new Date().toISOString() }],
  ])('cannot publish an event of identity or engagement (%s)', async (_what, type, data) => {
    const nc = await asGateway();
    const subject = `events.${type}`;
    const violation = nextPermissionError(nc);
    const id = randomUUID();
    const published = jetstream(nc, { timeout: 1500 }).publish(subject, JSON.stringify({ id, type, occurredAt: new Date().toISOString(), data }), { msgID: id });
    expect(await violation).toContain(`Permissions Violation for Publish to "${subject}"`);
    await expect(published).rejects.toThrow();
  });
});
