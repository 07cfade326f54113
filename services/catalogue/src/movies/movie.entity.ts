import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Generated search columns (title_sort, search_document...) are left to PostgreSQL. */
@Entity({ name: 'movies' })
export class MovieEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  title: string;

  @Column('text', { name: 'original_title', nullable: true })
  originalTitle: string | null;

  @Column('text', { nullable: true })
  synopsis: string | null;

  @Column('int', { name: 'release_year', nullable: true })
  releaseYear: number | null;

  @Column('int', { name: 'duration_minutes', nullable: true })
  durationMinutes: number | null;

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

  @Column('text', { name: 'video_url', nullable: true })
  videoUrl: string | null;

  @Column('text', { name: 'video_url_vf', nullable: true })
  videoUrlVf: string | null;

  @Column('text', { name: 'video_url_vostfr', nullable: true })
  videoUrlVostfr: string | null;

  /** numeric(3,2): pg returns it as a string. */
  @Column('numeric', { precision: 3, scale: 2, nullable: true })
  rating: string | number | null;

  @Column('int', { name: 'views_count', default: 0 })
  viewsCount: number;

  @Column('boolean', { name: 'is_featured', default: false })
  isFeatured: boolean;

  @Column('boolean', { name: 'is_new', default: true })
  isNew: boolean;

  /** bigint: pg returns it as a string. */
  @Column('bigint', { nullable: true })
  budget: string | number | null;

  @Column('bigint', { name: 'box_office', nullable: true })
  boxOffice: string | number | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}

@Entity({ name: 'movie_genres' })
export class MovieGenreEntity {
  @PrimaryColumn('uuid', { name: 'movie_id' })
  movieId: string;

  @PrimaryColumn('uuid', { name: 'genre_id' })
  genreId: string;
}
