import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { createInbox, type Msg, type NatsConnection } from '@nats-io/transport-node';
import type { BusEvent, BusEventType, EventEnvelope, EventMap } from '@streaming/contracts';
import type { Logger } from '../logging/logger.js';
import type { RequestSigning } from '../nats/request-signing.js';
import { signedMessageHeaders } from '../nats/signed-messages.js';
import { OutboxEntity } from './outbox.entity.js';

/** Adds an event to the outbox inside the caller's transaction; its payload type comes from EventMap. */
export async function addToOutbox<T extends BusEventType>(manager: EntityManager, type: T, data: EventMap[T]): Promise<BusEvent<T>> {
  const envelope: EventEnvelope<EventMap[T]> & { type: T } = { id: randomUUID(), type, occurredAt: new Date().toISOString(), data };
  await manager.insert(OutboxEntity, { id: envelope.id, type, data, occurredAt: new Date(envelope.occurredAt) });
  return envelope;
}

/**
 * The envelopes of events of one type, typed by EventMap, for a repository whose single statement
 * both makes a change and writes the events it causes into `outbox` (a row per envelope: `id`,
 * `type`, `data`, `occurred_at`), when which events exist is decided inside that statement.
 */
export function outboxEnvelopes<T extends BusEventType>(type: T, items: Array<EventMap[T]>): Array<BusEvent<T>> {
  const occurredAt = new Date().toISOString();
  const envelopes: Array<EventEnvelope<EventMap[T]> & { type: T }> = items.map((data) => ({ id: randomUUID(), type, occurredAt, data }));
  return envelopes;
}

export function subjectFor(prefix: string, type: string): string {
  return `${prefix}.${type}`;
}

/** How long the timer leaves a row to the caller that publishes it itself (publishCommitted). */
export const DIRECT_GRACE_SECONDS = 2;
/** Rows published by publishCommitted within this many milliseconds are deleted by one statement. */
const DELETE_COALESCE_MS = 10;

/** What the relay needs besides its data source and connection. */
export interface OutboxRelayOptions {
  /** This connection's inbox prefix (`_INBOX_<user>` where NATS has one user per service). */
  inboxPrefix?: string;
  /** How often the outbox is read when nobody pokes the relay. */
  intervalMs?: number;
  /** Rows published per transaction. */
  batchSize?: number;
  /** How long JetStream may take to acknowledge a whole batch. */
  ackTimeoutMs?: number;
}

/** Why a JetStream publish acknowledgement is a refusal, or null when the message was stored. */
export function ackFailure(msg: Pick<Msg, 'headers' | 'data'>): string | null {
  // No stream takes the subject: the server answers 503 (no responders) in a status header.
  if (msg.headers?.hasError) return `${msg.headers.code} ${msg.headers.description}`.trim();
  try {
    const ack: { stream?: string; error?: { description?: string; code?: number } } = JSON.parse(new TextDecoder().decode(msg.data));
    if (ack.error) return ack.error.description ?? `JetStream error ${ack.error.code ?? ''}`.trim();
    return ack.stream ? null : 'invalid JetStream acknowledgement';
  } catch {
    return 'unreadable JetStream acknowledgement';
  }
}

/**
 * Publishes outbox rows to JetStream with msgID = event id (JetStream drops resends within its
 * duplicate window), each signed with this service's key over its subject, id, signing time and
 * exact envelope (signedMessageHeaders: consumers drop an event that does not verify), then deletes them. Runs on a short timer and whenever poked after a commit;
 * rows are locked with SKIP LOCKED so several replicas can run it.
 *
 * A batch (up to `batchSize` rows, oldest first) is published with every message in flight at once,
 * each with its own reply subject under one inbox subscription that collects the acknowledgements:
 * the client writes them in order on its one connection, so JetStream stores them in that order, and
 * a batch costs about one round trip instead of one per event (nor a request object per event, as
 * `js.publish` would). When any message of a batch is refused or not acknowledged in time, the
 * batch stays in the outbox and is published again later (the messages already stored are dropped by
 * JetStream as duplicates).
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  /** A poke (a commit) asked for every row, young ones included, since the current flush began. */
  private wantAll = false;
  /** publishCommitted was used: the timer leaves young rows to it. */
  private direct = false;
  private current?: Promise<void>;
  private readonly directInFlight = new Set<Promise<void>>();
  private pendingDeletes: string[] = [];
  private deleting?: Promise<void>;
  private readonly opts: Required<Omit<OutboxRelayOptions, 'inboxPrefix'>> & Pick<OutboxRelayOptions, 'inboxPrefix'>;

  constructor(
    private readonly ds: DataSource,
    private readonly nc: NatsConnection,
    private readonly subjectPrefix: string,
    private readonly signing: RequestSigning,
    private readonly logger: Logger,
    opts: OutboxRelayOptions = {},
  ) {
    this.opts = { intervalMs: 500, batchSize: 1000, ackTimeoutMs: 5000, ...opts };
  }

  start(): void {
    this.timer = setInterval(() => this.kick(false), this.opts.intervalMs);
    this.timer.unref();
    this.poke();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** After a commit that wrote events: publish them (and whatever else waits) now. */
  poke(): void {
    this.kick(true);
  }

  private kick(all: boolean): void {
    if (all) this.wantAll = true;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.flush(false);
  }

  /** Resolves when the flush under way and the direct publishes, if any, are over (stop() then this, before the database closes). */
  async idle(): Promise<void> {
    await Promise.all([this.current, ...this.directInFlight]);
  }

  /**
   * Publishes what the outbox holds, batch after batch. `all` (the default): every row; otherwise
   * (the timer) rows written by a caller that publishes its own (publishCommitted) are left to it
   * for DIRECT_GRACE_SECONDS, so the timer does not publish them a second time while they are on
   * their way.
   */
  async flush(all = true): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    let done!: () => void;
    this.current = new Promise<void>((resolve) => (done = resolve));
    let published = 0;
    try {
      do {
        this.again = false;
        const everything = all || this.wantAll || !this.direct;
        this.wantAll = false;
        published += await this.flushBatch(everything ? 0 : DIRECT_GRACE_SECONDS);
      } while (this.again);
    } catch (err) {
      this.logger.warn({ err }, 'outbox relay: publish failed, will retry');
    } finally {
      this.running = false;
      this.current = undefined;
      done();
    }
    return published;
  }

  /**
   * Publishes events its caller has just committed to the outbox (addToOutbox, or a repository's statement
   * with outboxEnvelopes, answered them), all at once, then deletes their rows: a hot write path that knows its events
   * does without the relay's transaction (select, lock, publish, delete) per commit. When
   * publishing fails, the rows stay and the relay publishes them later; a row the relay also took
   * meanwhile is published twice with the same message id and stored once by JetStream.
   */
  publishCommitted(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return Promise.resolve();
    this.direct = true;
    const run = (async () => {
      try {
        await this.publishAll(events.map((e) => ({ id: e.id, subject: subjectFor(this.subjectPrefix, e.type), payload: JSON.stringify(e) })));
      } catch (err) {
        this.logger.warn({ err, events: events.length }, 'outbox relay: direct publish failed, the relay will publish these events');
        return;
      }
      await this.deleteSoon(events.map((e) => e.id));
    })();
    this.directInFlight.add(run);
    void run.finally(() => this.directInFlight.delete(run));
    return run;
  }

  /**
   * Deletes published rows, those of the publishes that end within DELETE_COALESCE_MS of each other
   * in one statement (a busy write path publishes a batch every few milliseconds). Resolves once
   * they are deleted (or the delete failed: the rows are then published again, and dropped by
   * JetStream as duplicates).
   */
  private deleteSoon(ids: string[]): Promise<void> {
    this.pendingDeletes.push(...ids);
    this.deleting ??= new Promise<void>((resolve) => {
      setTimeout(() => {
        const batch = this.pendingDeletes.splice(0);
        this.deleting = undefined;
        const work = this.ds.isInitialized ? this.ds.query(`DELETE FROM outbox WHERE id = ANY($1::uuid[])`, [batch]) : Promise.resolve();
        work
          .catch((err: unknown) => this.logger.warn({ err, events: batch.length }, 'outbox relay: published rows not deleted, they will be published again'))
          .finally(() => resolve());
      }, DELETE_COALESCE_MS);
    });
    return this.deleting;
  }

  private async flushBatch(minAgeSeconds: number): Promise<number> {
    if (!this.ds.isInitialized) return 0;
    return this.ds.transaction(async (manager) => {
      const rows: Array<{ id: string; type: string; data: unknown; occurred_at: Date }> = minAgeSeconds > 0
        ? await manager.query(
          `SELECT id, type, data, occurred_at FROM outbox WHERE occurred_at < now() - make_interval(secs => $2)
            ORDER BY occurred_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
          [this.opts.batchSize, minAgeSeconds],
        )
        : await manager.query(`SELECT id, type, data, occurred_at FROM outbox ORDER BY occurred_at LIMIT $1 FOR UPDATE SKIP LOCKED`, [this.opts.batchSize]);
      if (!rows.length) return 0;
      await this.publishAll(rows.map((row) => {
        const envelope: EventEnvelope = { id: row.id, type: row.type, occurredAt: new Date(row.occurred_at).toISOString(), data: row.data };
        return { id: row.id, subject: subjectFor(this.subjectPrefix, row.type), payload: JSON.stringify(envelope) };
      }));
      await manager.query(`DELETE FROM outbox WHERE id = ANY($1::uuid[])`, [rows.map((r) => r.id)]);
      if (rows.length === this.opts.batchSize) this.again = true;
      return rows.length;
    });
  }

  /** Publishes every message at once; resolves when JetStream acknowledged them all, rejects at the first refusal or on timeout. */
  private publishAll(messages: Array<{ id: string; subject: string; payload: string }>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const inbox = createInbox(this.opts.inboxPrefix);
      const acked = new Set<string>();
      let settled = false;
      const finish = (err?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        sub.unsubscribe();
        if (err) reject(err);
        else resolve();
      };
      const sub = this.nc.subscribe(`${inbox}.*`, {
        callback: (err, msg) => {
          if (err) return finish(err);
          const failure = ackFailure(msg);
          if (failure) return finish(new Error(`JetStream refused an event: ${failure}`));
          acked.add(msg.subject);
          if (acked.size === messages.length) finish();
        },
      });
      const timer = setTimeout(
        () => finish(new Error(`JetStream acknowledged ${acked.size} of ${messages.length} events within ${this.opts.ackTimeoutMs} ms`)),
        this.opts.ackTimeoutMs,
      );
      try {
        const signedAt = Date.now();
        messages.forEach((m, i) => {
          this.nc.publish(m.subject, m.payload, { reply: `${inbox}.${i}`, headers: signedMessageHeaders(this.signing, m.subject, m.id, m.payload, signedAt) });
        });
      } catch (err) {
        finish(err instanceof Error ? err : new Error(String(err)));
      }
    });
  }
}
