import { Column, Entity, PrimaryColumn } from 'typeorm';
import { PlayableEntity, TitleEntity } from '../shared/title.entity.js';

/** A series: the columns every title has, plus its own (its episodes live in their own table). */
@Entity({ name: 'series' })
export class SeriesEntity extends TitleEntity {
  @Column('int', { name: 'total_seasons', nullable: true })
  totalSeasons: number | null;

  @Column('int', { name: 'total_episodes', nullable: true })
  totalEpisodes: number | null;

  @Column('text', { default: 'completed' })
  status: string;
}

@Entity({ name: 'series_genres' })
export class SeriesGenreEntity {
  @PrimaryColumn('uuid', { name: 'series_id' })
  seriesId: string;

  @PrimaryColumn('uuid', { name: 'genre_id' })
  genreId: string;
}

/** An episode of a series: what every playable has, plus its place in the series. */
@Entity({ name: 'episodes' })
export class EpisodeEntity extends PlayableEntity {
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

  @Column('text', { name: 'thumbnail_url', nullable: true })
  thumbnailUrl: string | null;
}
