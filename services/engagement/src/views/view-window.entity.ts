import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ContentKind } from '@streaming/contracts';

/** When a member's last counted view of a title was: the next one counts an hour later at the earliest. */
@Entity({ name: 'view_windows' })
export class ViewWindowEntity {
  @PrimaryColumn('uuid', { name: 'user_id' })
  userId: string;

  @PrimaryColumn('text')
  kind: ContentKind;

  @PrimaryColumn('uuid', { name: 'title_id' })
  titleId: string;

  @Column('timestamptz', { name: 'last_counted_at' })
  lastCountedAt: Date;
}
