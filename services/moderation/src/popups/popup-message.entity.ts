import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A message shown over the login page; at most one is active (a partial unique index). */
@Entity({ name: 'popup_messages' })
export class PopupMessageEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  title: string;

  /** Newline-separated lines. */
  @Column('text')
  content: string;

  @Column('boolean', { name: 'is_active' })
  isActive: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
