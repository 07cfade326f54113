import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One counted view as analytics keeps it: no member id. Its event id makes a redelivery count nothing. */
@Entity({ name: 'view_events' })
export class ViewEventEntity {
  @PrimaryColumn('uuid', { name: 'event_id' })
  eventId: string;

  @Column('text')
  kind: 'movie' | 'series';

  @Column('uuid', { name: 'title_id' })
  titleId: string;

  @Column('uuid', { name: 'episode_id', nullable: true })
  episodeId: string | null;

  @Column('timestamptz', { name: 'viewed_at' })
  viewedAt: Date;

  /** The Paris day of `viewedAt`. */
  @Column('date')
  day: string;
}

/** Views of one title on one Paris day: what every period query adds up. */
@Entity({ name: 'title_day_views' })
export class TitleDayViewsEntity {
  @PrimaryColumn('date')
  day: string;

  @PrimaryColumn('text')
  kind: 'movie' | 'series';

  @PrimaryColumn('uuid', { name: 'title_id' })
  titleId: string;

  @Column('integer')
  views: number;
}

/** Views of one title in one calendar month of Paris days (`month`: its first day). */
@Entity({ name: 'title_month_views' })
export class TitleMonthViewsEntity {
  @PrimaryColumn('date')
  month: string;

  @PrimaryColumn('text')
  kind: 'movie' | 'series';

  @PrimaryColumn('uuid', { name: 'title_id' })
  titleId: string;

  @Column('integer')
  views: number;
}
