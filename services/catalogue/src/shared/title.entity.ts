import { Column, PrimaryColumn } from 'typeorm';

/**
 * Columns of everything a member plays (films, series, episodes): its video links (original, VF,
 * VOSTFR), its views and timestamps. Abstract, without @Entity: each entity maps them to its table.
 */
export abstract class PlayableEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { name: 'video_url', nullable: true })
  videoUrl: string | null;

  @Column('text', { name: 'video_url_vf', nullable: true })
  videoUrlVf: string | null;

  @Column('text', { name: 'video_url_vostfr', nullable: true })
  videoUrlVostfr: string | null;

  /** French WebVTT subtitles of the VOSTFR version. */
  @Column('text', { name: 'subtitles_url_vostfr', nullable: true })
  subtitlesUrlVostfr: string | null;

  @Column('int', { name: 'views_count', default: 0 })
  viewsCount: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}

/**
 * Columns films and series share (same names in both tables). Abstract, without @Entity: each
 * entity that extends it maps them to its own table. The generated search columns (title_sort,
 * director_norm, search_document...) are left to PostgreSQL and are not mapped.
 */
export abstract class TitleEntity extends PlayableEntity {
  @Column('text')
  title: string;

  @Column('text', { name: 'original_title', nullable: true })
  originalTitle: string | null;

  @Column('text', { nullable: true })
  synopsis: string | null;

  @Column('int', { name: 'release_year', nullable: true })
  releaseYear: number | null;

  @Column('text', { nullable: true })
  director: string | null;

  @Column('text', { nullable: true })
  country: string | null;

  @Column('text', { nullable: true })
  language: string | null;

  @Column('text', { nullable: true })
  quality: string | null;

  @Column('text', { name: 'poster_url', nullable: true })
  posterUrl: string | null;

  @Column('text', { name: 'trailer_url', nullable: true })
  trailerUrl: string | null;

  /** numeric(3,2): pg returns it as a string. */
  @Column('numeric', { precision: 3, scale: 2, nullable: true })
  rating: string | number | null;

  @Column('boolean', { name: 'is_featured', default: false })
  isFeatured: boolean;

  @Column('boolean', { name: 'is_new', default: true })
  isNew: boolean;
}
