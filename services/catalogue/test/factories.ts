import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** Builds catalogue rows straight in the run's database (schema catalogue), as an admin's earlier edits would have. */
export class CatalogueFactory {
  private constructor(private readonly client: pg.Client) {}

  static async connect(url: string): Promise<CatalogueFactory> {
    const client = new pg.Client({ connectionString: url, options: '-c search_path=catalogue,public' });
    await client.connect();
    return new CatalogueFactory(client);
  }

  close(): Promise<void> {
    return this.client.end();
  }

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.client.query(sql, params).then((r) => r.rows as T[]);
  }

  /** `anime`: the anime genre (its series are animes; one at most). */
  async genre(name: string, slug: string, category = 'Films', anime = false): Promise<string> {
    const id = randomUUID();
    await this.query(`INSERT INTO genres (id, name, slug, category, is_anime) VALUES ($1, $2, $3, $4, $5)`, [id, name, slug, category, anime]);
    return id;
  }

  async movie(fields: Partial<MovieFields> & { title: string }, genreIds: string[] = []): Promise<string> {
    const m = { ...MOVIE_DEFAULTS, ...fields, id: fields.id ?? randomUUID() };
    await this.query(
      `INSERT INTO movies (id, title, original_title, synopsis, release_year, duration_minutes, director, country, language, quality,
         rating, views_count, is_featured, is_new, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
      [m.id, m.title, m.original_title, m.synopsis, m.release_year, m.duration_minutes, m.director, m.country, m.language, m.quality,
        m.rating, m.views_count, m.is_featured, m.is_new, m.created_at],
    );
    for (const g of genreIds) await this.query(`INSERT INTO movie_genres (movie_id, genre_id) VALUES ($1, $2)`, [m.id, g]);
    return m.id;
  }

  async series(fields: Partial<SeriesFields> & { title: string }, genreIds: string[] = [], episodes: Array<[number, number, string]> = []): Promise<string> {
    const s = { ...SERIES_DEFAULTS, ...fields, id: fields.id ?? randomUUID() };
    await this.query(
      `INSERT INTO series (id, title, original_title, synopsis, director, release_year, rating, quality, country, language, views_count,
         status, is_featured, is_new, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
      [s.id, s.title, s.original_title, s.synopsis, s.director, s.release_year, s.rating, s.quality, s.country, s.language, s.views_count,
        s.status, s.is_featured, s.is_new, s.created_at],
    );
    for (const g of genreIds) await this.query(`INSERT INTO series_genres (series_id, genre_id) VALUES ($1, $2)`, [s.id, g]);
    for (const [season, episode, title] of episodes) {
      await this.query(`INSERT INTO episodes (id, series_id, season_number, episode_number, title) VALUES ($1, $2, $3, $4, $5)`, [
        randomUUID(), s.id, season, episode, title,
      ]);
    }
    return s.id;
  }
}

interface MovieFields {
  id: string;
  title: string;
  original_title: string | null;
  synopsis: string | null;
  release_year: number | null;
  duration_minutes: number | null;
  director: string | null;
  country: string | null;
  language: string | null;
  quality: string | null;
  rating: number | null;
  views_count: number;
  is_featured: boolean;
  is_new: boolean;
  created_at: Date;
}

interface SeriesFields extends Omit<MovieFields, 'duration_minutes'> {
  status: string;
}

const MOVIE_DEFAULTS: Omit<MovieFields, 'id' | 'title'> = {
  original_title: null, synopsis: null, release_year: 2000, duration_minutes: 90, director: null, country: 'France', language: 'Français',
  quality: 'HD 1080p', rating: 3, views_count: 0, is_featured: false, is_new: false, created_at: new Date('2026-01-01T00:00:00Z'),
};

const SERIES_DEFAULTS: Omit<SeriesFields, 'id' | 'title'> = {
  original_title: null, synopsis: null, release_year: 2000, director: null, country: 'France', language: 'Français', quality: 'HD 1080p',
  rating: 3, views_count: 0, is_featured: false, is_new: false, created_at: new Date('2026-01-01T00:00:00Z'), status: 'completed',
};
