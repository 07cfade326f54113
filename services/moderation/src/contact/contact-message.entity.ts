import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A member's message to support (mailed by identity from `moderation.contact.received`). */
@Entity({ name: 'contact_messages' })
export class ContactMessageEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  /** The address typed in the form, as given (unverified). */
  @Column('text', { name: 'typed_email' })
  typedEmail: string;

  @Column('text')
  category: string;

  @Column('text')
  subject: string;

  @Column('text')
  message: string;

  @Column('boolean')
  handled: boolean;

  @Column('timestamptz', { name: 'handled_at', nullable: true })
  handledAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
