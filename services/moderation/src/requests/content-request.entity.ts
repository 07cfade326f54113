import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { RequestContentType, RequestStatus } from '@streaming/contracts';

/** A film or series members asked the catalogue to add. */
@Entity({ name: 'content_requests' })
export class ContentRequestEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** The author; null once their account was erased while other members still want the title. */
  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @Column('text', { name: 'content_type' })
  contentType: RequestContentType;

  @Column('text')
  title: string;

  /** The title without case, accents and punctuation (requestTitleKey): one open request per type and key. */
  @Column('text', { name: 'title_key' })
  titleKey: string;

  @Column('int', { nullable: true })
  year: number | null;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { nullable: true })
  director: string | null;

  @Column('text', { nullable: true })
  genre: string | null;

  @Column('text')
  status: RequestStatus;

  @Column('text', { name: 'admin_notes', nullable: true })
  adminNotes: string | null;

  /** The catalogue title that fulfilled it ('completed' only). */
  @Column('text', { name: 'fulfilled_type', nullable: true })
  fulfilledType: RequestContentType | null;

  @Column('uuid', { name: 'fulfilled_id', nullable: true })
  fulfilledId: string | null;

  @Column('text', { name: 'fulfilled_title', nullable: true })
  fulfilledTitle: string | null;

  @Column('timestamptz', { name: 'fulfilled_deleted_at', nullable: true })
  fulfilledDeletedAt: Date | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}

/** A member who asked for a request: its author (the row that used one of the week's requests) or one who joined it. */
@Entity({ name: 'request_members' })
export class RequestMemberEntity {
  @PrimaryColumn('uuid', { name: 'request_id' })
  requestId: string;

  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @Column('timestamptz', { name: 'joined_at' })
  joinedAt: Date;

  @Column('boolean', { name: 'counted_in_week' })
  countedInWeek: boolean;
}
