import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A visitor id seen on a Paris day (spec: visitor_tracking). No address, no member. */
@Entity({ name: 'visits' })
export class VisitEntity {
  @PrimaryColumn('uuid', { name: 'visitor_id' })
  visitorId: string;

  @PrimaryColumn('date')
  day: string;

  @Column('timestamptz', { name: 'last_visit' })
  lastVisit: Date;
}

/** Each visitor id once: its first and last Paris day, and its last visit. */
@Entity({ name: 'visitors' })
export class VisitorEntity {
  @PrimaryColumn('uuid', { name: 'visitor_id' })
  visitorId: string;

  @Column('date', { name: 'first_day' })
  firstDay: string;

  @Column('date', { name: 'last_day' })
  lastDay: string;

  @Column('timestamptz', { name: 'last_visit' })
  lastVisit: Date;
}

/** A month (its first day) a visitor came in, and their last day in it. */
@Entity({ name: 'visitor_months' })
export class VisitorMonthEntity {
  @PrimaryColumn('date')
  month: string;

  @PrimaryColumn('uuid', { name: 'visitor_id' })
  visitorId: string;

  @Column('date', { name: 'last_day' })
  lastDay: string;
}

/** Distinct visitors of a Paris day, counted as their first visit of the day arrives. */
@Entity({ name: 'day_visitors' })
export class DayVisitorsEntity {
  @PrimaryColumn('date')
  day: string;

  @Column('integer')
  visitors: number;
}

/** Distinct visitors of a calendar month (Paris days), counted as their first visit of the month arrives. */
@Entity({ name: 'month_visitors' })
export class MonthVisitorsEntity {
  @PrimaryColumn('date')
  month: string;

  @Column('integer')
  visitors: number;
}
