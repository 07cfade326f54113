import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Mails are written here in the same transaction as the token they carry, then sent by the mail relay. */
@Entity({ name: 'mail_outbox' })
export class MailOutboxEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { name: 'to_address' })
  to: string;

  @Column('text', { name: 'reply_to', nullable: true })
  replyTo: string | null;

  @Column('text')
  subject: string;

  @Column('text')
  text: string;

  @Column('text')
  html: string;

  @Column('int', { default: 0 })
  attempts: number;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @Column('timestamptz', { name: 'next_attempt_at' })
  nextAttemptAt: Date;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
