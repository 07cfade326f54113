import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A film or a series as the catalogue last described it (the top lists' names, posters and tabs). */
@Entity({ name: 'titles' })
export class TitleEntity {
  @PrimaryColumn('text')
  kind: 'movie' | 'series';

  @PrimaryColumn('uuid')
  id: string;

  /** Null until the catalogue described the title. */
  @Column('text', { nullable: true })
  title: string | null;

  @Column('text', { name: 'poster_url', nullable: true })
  posterUrl: string | null;

  /** The catalogue's one anime rule, as the catalogue answered it (never computed here). */
  @Column('boolean', { name: 'is_anime' })
  isAnime: boolean;

  @Column('timestamptz', { name: 'described_at', nullable: true })
  describedAt: Date | null;

  /** Set once the catalogue deleted the title (or never had it): its views stay counted, it is no longer listed. */
  @Column('timestamptz', { name: 'deleted_at', nullable: true })
  deletedAt: Date | null;

  /** Since when the catalogue is to be asked again (a catalogue event named the title, or a view met it first); null: up to date. */
  @Column('timestamptz', { name: 'stale_since', nullable: true })
  staleSince: Date | null;
}
