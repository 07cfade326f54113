import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ContentKind } from '@streaming/contracts';

/** A member's favourite film or series (unique per member and title). */
@Entity({ name: 'favorites' })
export class FavoriteEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text')
  kind: ContentKind;

  @Column('uuid', { name: 'title_id' })
  titleId: string;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;
}
