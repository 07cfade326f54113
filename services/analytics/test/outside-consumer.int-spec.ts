import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type JsMsg } from '@nats-io/jetstream';
import { ensureStream, eventsStream } from '@streaming/platform';
// @ts-expect-error plain ESM helper shared with the stacks
import { startNatsServer } from '../../../scripts/lib/nats-server.mjs';
// @ts-expect-error plain ESM helper shared with the stacks
import { NATS_USERS, natsPasswordVar } from '../../../scripts/lib/nats-options.mjs';
import { nextPermissionError } from '../../../tests/support/servers.js';
import { waitForClockPast, waitUntil } from '../../../tests/support/wait-until.js';

// docs/events.md, "Analytics consumers outside the product": a consumer of the views written with
// plain nats.js and nothing of this repository, as another team would write it, on a NATS server
// running the repository's permissions plus the user block that page gives (read from the page).

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const STREAM = 'EVENTS';
const SUBJECT = 'events.engagement.view.recorded';
const USER = 'partner_views';

/** The user block of docs/events.md (the ```conf block naming the user), as it would be pasted into auth.conf. */
function documentedUserBlock(): string {
  const doc = readFileSync(join(ROOT, 'docs/events.md'), 'utf8');
  const block = [...doc.matchAll(/```conf\n([\s\S]*?)```/g)].map((m) => m[1]).find((b) => b.includes(`user: ${USER}`));
  if (!block) throw new Error(`docs/events.md has no conf block for the user ${USER}`);
  return block.replace(/^ {3}/gm, '');
}

const dir = mkdtempSync(join(tmpdir(), 'outside-consumer-'));
const passwords: Record<string, string> = Object.fromEntries([...(NATS_USERS as string[]), USER].map((u) => [natsPasswordVar(u), `p${randomBytes(16).toString('hex')}`]));
let server: { url: string; stop(): Promise<void> };
let ops: NatsConnection;
let engagement: NatsConnection;
let partner: NatsConnection;

beforeAll(async () => {
  // The repository's nats.conf and auth.conf, with the documented block added to the users.
  const auth = readFileSync(join(ROOT, 'infra/nats/auth.conf'), 'utf8');
  const end = auth.lastIndexOf('  ]');
  writeFileSync(join(dir, 'auth.conf'), `${auth.slice(0, end)}${documentedUserBlock()}${auth.slice(end)}`);
  copyFileSync(join(ROOT, 'infra/nats/nats.conf'), join(dir, 'nats.conf'));
  server = await startNatsServer({ storeDir: join(dir, 'store'), env: passwords, config: join(dir, 'nats.conf') });
  // Each user reads its replies under its own inbox prefix (ops, the operators' user, under the default one).
  const as = (user: string) => connect({ servers: server.url, user, pass: passwords[natsPasswordVar(user)], ...(user === 'ops' ? {} : { inboxPrefix: `_INBOX_${user}` }) });
  ops = await as('ops');
  await ensureStream(await jetstreamManager(ops), eventsStream(STREAM, 'events'));
  engagement = await as('engagement');
  partner = await as(USER);
}, 60_000);

afterAll(async () => {
  await partner?.close();
  await engagement?.close();
  await ops?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface ViewEnvelope {
  id: string;
  type: string;
  occurredAt: string;
  data: { viewId: string; userId: string; kind: 'movie' | 'series'; titleId: string; episodeId: string | null; at: string };
}

/** A view as engagement's relay publishes it (message id = envelope id, unless a copy is stored past the duplicate window). */
async function publishView(at = new Date(), id: string = randomUUID(), msgID = id): Promise<string> {
  const envelope: ViewEnvelope = {
    id, type: 'engagement.view.recorded', occurredAt: at.toISOString(),
    data: { viewId: randomUUID(), userId: randomUUID(), kind: 'movie', titleId: randomUUID(), episodeId: null, at: at.toISOString() },
  };
  await jetstream(engagement).publish(SUBJECT, JSON.stringify(envelope), { msgID });
  return id;
}

/** The outside consumer: its durable, and an effect applied once per event id (its inbox). */
class PartnerConsumer {
  readonly applied = new Map<string, ViewEnvelope>();
  readonly sequences: number[] = [];
  deliveries = 0;
  /** Events received but not acked (a crash before the ack): `dropNext` of them. */
  dropNext = 0;
  private stopped = false;

  async start(): Promise<void> {
    const jsm = await jetstreamManager(partner);
    await jsm.consumers.add(STREAM, {
      durable_name: USER, filter_subject: SUBJECT, ack_policy: AckPolicy.Explicit, ack_wait: nanos(1000), deliver_policy: DeliverPolicy.All,
    });
    const consumer = await jetstream(partner).consumers.get(STREAM, USER);
    const messages = await consumer.consume({ max_messages: 100, expires: 1000 });
    void (async () => {
      for await (const m of messages) {
        if (this.stopped) break;
        this.receive(m);
      }
    })();
  }

  private receive(m: JsMsg): void {
    this.deliveries++;
    if (this.dropNext > 0) {
      this.dropNext--;
      return; // no ack: JetStream sends it again after ack_wait
    }
    const event = m.json<ViewEnvelope>();
    if (!this.applied.has(event.id)) {
      this.applied.set(event.id, event);
      if (m.info.deliveryCount === 1) this.sequences.push(m.seq);
    }
    m.ack();
  }

  stop(): void {
    this.stopped = true;
  }
}

const consumer = new PartnerConsumer();

describe('an analytics consumer outside the product', () => {
  it('attaches its durable with the documented user and reads every view once, a copy and a redelivery applied once by id, in stream order', async () => {
    await consumer.start();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await publishView());
    // A copy of the first one, stored again past the duplicate window (another message id).
    await publishView(new Date(), ids[0], randomUUID());
    await waitUntil(() => consumer.applied.size, (n) => n === 5, { what: 'the five views applied' });
    // The copy delivered too (it changes nothing applied), before the next event is the one not acked.
    await waitUntil(() => consumer.deliveries, (n) => n === 6, { what: 'the copy delivered' });
    // A crash before the ack: the next event comes again after ack_wait, and is applied once.
    consumer.dropNext = 1;
    ids.push(await publishView());
    await waitUntil(() => consumer.applied.size, (n) => n === 6, { what: 'the view redelivered and applied' });
    expect([...consumer.applied.keys()].sort()).toEqual([...ids].sort());
    expect(consumer.deliveries).toBe(8);
    expect(consumer.sequences).toEqual([...consumer.sequences].sort((a, b) => a - b));
  });

  it('replays a Paris day: from a start time to an end time, keeping the views whose `at` is in the day', async () => {
    const before = [await publishView(), await publishView()];
    // The start time: just after the last of `before` was stored (as the stream dates it); what follows is stored later.
    const stored = await (await jetstreamManager(ops)).streams.getMessage(STREAM, { last_by_subj: SUBJECT });
    const start = (stored?.time.getTime() ?? Date.now()) + 1;
    await waitForClockPast(start);
    const day = [await publishView(), await publishView(), await publishView()];
    // Counted at 23:59:59 the day before, stored now: not a view of this day.
    const yesterday = new Date(Date.now() - 86_400_000);
    const late = await publishView(yesterday);
    const dayStart = Date.now() - 3600_000;
    const dayEnd = Date.now() + 3600_000;

    const replayed: string[] = [];
    const jsm = await jetstreamManager(partner);
    await jsm.consumers.add(STREAM, {
      durable_name: `${USER}_replay`, filter_subject: SUBJECT, ack_policy: AckPolicy.None, deliver_policy: DeliverPolicy.StartTime, opt_start_time: new Date(start).toISOString(),
    });
    try {
      const replay = await jetstream(partner).consumers.get(STREAM, `${USER}_replay`);
      for (;;) {
        let read = 0;
        let past = false;
        for await (const m of await replay.fetch({ max_messages: 500, expires: 1000 })) {
          read++;
          if (m.info.timestampNanos / 1e6 >= dayEnd) past = true;
          const event = m.json<ViewEnvelope>();
          const at = Date.parse(event.data.at);
          if (at >= dayStart && at < dayEnd) replayed.push(event.id);
        }
        if (past || read === 0) break;
      }
    } finally {
      await jsm.consumers.delete(STREAM, `${USER}_replay`);
    }
    expect(replayed.sort()).toEqual([...day].sort());
    expect(replayed).not.toContain(late);
    expect(replayed.some((id) => before.includes(id))).toBe(false);
    // The durable was not moved by the replay: it got those views too.
    await waitUntil(() => [...day, late, ...before].every((id) => consumer.applied.has(id)), Boolean, { what: 'the durable still reading' });
  });

  it("is refused publishing an event, reading the catalogue's consumer and creating a consumer of another name", async () => {
    const violation = nextPermissionError(partner);
    partner.publish(SUBJECT, '{}');
    expect(await violation).toMatch(/Permissions Violation for Publish to "events\.engagement\.view\.recorded"/);

    const steal = nextPermissionError(partner);
    partner.publish(`$JS.API.CONSUMER.MSG.NEXT.${STREAM}.catalogue-views`, '{"batch":1}');
    expect(await steal).toMatch(/Permissions Violation for Publish to "\$JS\.API\.CONSUMER\.MSG\.NEXT\.EVENTS\.catalogue-views"/);

    const jsm = await jetstreamManager(partner);
    await expect(jsm.consumers.add(STREAM, { durable_name: 'catalogue-views', filter_subject: SUBJECT, ack_policy: AckPolicy.Explicit })).rejects.toThrow();
    consumer.stop();
  });
});
