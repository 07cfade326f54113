import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'series' })
export class SeriesEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  title: string;

  @Column('text', { name: 'original_title', nullable: true })
  originalTitle: string | null;

  @Column('text', { nullable: true })
  synopsis: string | null;

  @Column('text', { nullable: true })
  director: string | null;

  @Column('int', { name: 'release_year', nullable: true })
  releaseYear: number | null;

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

  @Column('numeric', { precision: 3, scale: 2, nullable: true })
  rating: string | number | null;

  @Column('text', { nullable: true })
  quality: string | null;

  @Column('text', { nullable: true })
  country: string | null;

  @Column('text', { nullable: true })
  language: string | null;

  @Column('int', { name: 'views_count', default: 0 })
  viewsCount: number;

  @Column('int', { name: 'total_seasons', nullable: true })
  totalSeasons: number | null;

  @Column('int', { name: 'total_episodes', nullable: true })
  totalEpisodes: number | null;

  @Column('text', { default: 'completed' })
  status: string;

  @Column('boolean', { name: 'is_featured', default: false })
  isFeatured: boolean;

  @Column('boolean', { name: 'is_new', default: true })
  isNew: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}

@Entity({ name: 'series_genres' })
export class SeriesGenreEntity {
  @PrimaryColumn('uuid', { name: 'series_id' })
  seriesId: string;

  @PrimaryColumn('uuid', { name: 'genre_id' })
  genreId: string;
}

@Entity({ name: 'episodes' })
export class EpisodeEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'series_id' })
  seriesId: string;

  @Column('int', { name: 'season_number' })
  seasonNumber: number;

  @Column('int', { name: 'episode_number' })
  episodeNumber: number;

  @Column('text')
  title: string;

  @Column('text', { nullable: true })
  synopsis: string | null;

  @Column('int', { name: 'duration_minutes', nullable: true })
  durationMinutes: number | null;

  /** 'YYYY-MM-DD' (pg date, kept as text). */
  @Column('date', { name: 'air_date', nullable: true })
  airDate: string | null;

  @Column('text', { name: 'video_url', nullable: true })
  videoUrl: string | null;

  @Column('text', { name: 'video_url_vf', nullable: true })
  videoUrlVf: string | null;

  @Column('text', { name: 'video_url_vostfr', nullable: true })
  videoUrlVostfr: string | null;

  @Column('text', { name: 'thumbnail_url', nullable: true })
  thumbnailUrl: string | null;

  @Column('int', { name: 'views_count', default: 0 })
  viewsCount: number;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
