import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Events written in the same transaction as the change they describe, published by the relay. */
@Entity({ name: 'outbox' })
export class OutboxEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  type: string;

  @Column('jsonb')
  data: unknown;

  @Column('timestamptz', { name: 'occurred_at' })
  occurredAt: Date;
}

/** Ids of the events a consumer has already applied: a redelivery changes nothing. */
@Entity({ name: 'inbox' })
export class InboxEntity {
  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId: string;

  @Column('text')
  type: string;

  @Column('timestamptz', { name: 'processed_at', default: () => 'now()' })
  processedAt: Date;
}

/** SQL for the two tables, used by each service's first migration. */
export const OUTBOX_INBOX_DDL = [
  `CREATE TABLE "outbox" ("id" uuid PRIMARY KEY, "type" text NOT NULL, "data" jsonb NOT NULL, "occurred_at" timestamptz NOT NULL)`,
  `CREATE INDEX "outbox_occurred_at_idx" ON "outbox" ("occurred_at")`,
  `CREATE TABLE "inbox" ("event_id" uuid PRIMARY KEY, "type" text NOT NULL, "processed_at" timestamptz NOT NULL DEFAULT now())`,
];
