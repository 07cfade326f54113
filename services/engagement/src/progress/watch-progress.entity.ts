import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { WatchKind } from '@streaming/contracts';

/**
 * A member's position in a film or an episode; one row per member and content (`content_id`: the
 * episode's id, else the film's), rewritten by each save. The rows are the member's history too.
 */
@Entity({ name: 'watch_progress' })
export class WatchProgressEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'user_id' })
  userId: string;

  @Column('text')
  kind: WatchKind;

  /** The film's id, or the series' id for an episode. */
  @Column('uuid', { name: 'title_id' })
  titleId: string;

  @Column('uuid', { name: 'episode_id', nullable: true })
  episodeId: string | null;

  @Column({ type: 'uuid', name: 'content_id', insert: false, update: false })
  contentId: string;

  @Column('double precision', { name: 'position_seconds' })
  positionSeconds: number;

  @Column('double precision', { name: 'duration_seconds' })
  durationSeconds: number;

  @Column('boolean')
  completed: boolean;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
