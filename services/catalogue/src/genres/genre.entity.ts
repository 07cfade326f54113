import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'genres' })
export class GenreEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  @Column('text')
  slug: string;

  @Column('text')
  category: string;

  /** The genre whose series are animes (at most one: the anime rule, database/title-sql.ts ANIME_SQL). */
  @Column('boolean', { name: 'is_anime', default: false })
  isAnime: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
