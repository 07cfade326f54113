import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ProblemType, ReportContentType, ReportStatus } from '@streaming/contracts';

/** A member's report of a problem with a film, a series or an episode. */
@Entity({ name: 'reports' })
export class ReportEntity {
  @PrimaryColumn('uuid')
  id: string;

  /** Null once the reporter's account was erased. */
  @Column('uuid', { name: 'user_id', nullable: true })
  userId: string | null;

  @Column('text', { name: 'content_type' })
  contentType: ReportContentType;

  @Column('uuid', { name: 'content_id' })
  contentId: string;

  /** An episode's series. */
  @Column('uuid', { name: 'series_id', nullable: true })
  seriesId: string | null;

  /** Taken from the catalogue at creation: stays readable once the title is deleted. */
  @Column('text', { name: 'content_title' })
  contentTitle: string;

  /** When the catalogue deleted the title (its `catalogue.*.deleted` event). */
  @Column('timestamptz', { name: 'content_deleted_at', nullable: true })
  contentDeletedAt: Date | null;

  @Column('text', { name: 'problem_type' })
  problemType: ProblemType;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text')
  status: ReportStatus;

  @Column('text', { name: 'admin_notes', nullable: true })
  adminNotes: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}

/** How many reports have a status and a content type (kept by a trigger: the admin list's counters). */
@Entity({ name: 'report_counts' })
export class ReportCountEntity {
  @PrimaryColumn('text')
  status: ReportStatus;

  @PrimaryColumn('text', { name: 'content_type' })
  contentType: ReportContentType;

  @Column('bigint')
  n: string;
}
