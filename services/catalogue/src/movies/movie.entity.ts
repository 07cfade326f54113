import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TitleEntity } from '../shared/title.entity.js';

/** A film: the columns every title has, plus its own. */
@Entity({ name: 'movies' })
export class MovieEntity extends TitleEntity {
  @Column('int', { name: 'duration_minutes', nullable: true })
  durationMinutes: number | null;

  /** bigint: pg returns it as a string. */
  @Column('bigint', { nullable: true })
  budget: string | number | null;

  @Column('bigint', { name: 'box_office', nullable: true })
  boxOffice: string | number | null;
}

@Entity({ name: 'movie_genres' })
export class MovieGenreEntity {
  @PrimaryColumn('uuid', { name: 'movie_id' })
  movieId: string;

  @PrimaryColumn('uuid', { name: 'genre_id' })
  genreId: string;
}
