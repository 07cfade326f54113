import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface UserCountsRow {
  user_id: string;
  favorites: number;
  watched: number;
}

/** Per-member counts over favourites and watch progress, for the users admin screen. */
@Injectable()
export class UsersCountsRepository {
  constructor(private readonly ds: DataSource) {}

  /** One row per id given, in one query: favourites, and distinct films and series watched. */
  counts(userIds: string[]): Promise<UserCountsRow[]> {
    return this.ds.query(
      `SELECT u.id AS user_id,
              (SELECT count(*)::int FROM favorites f WHERE f.user_id = u.id) AS favorites,
              (SELECT count(DISTINCT w.title_id)::int FROM watch_progress w WHERE w.user_id = u.id) AS watched
         FROM unnest($1::uuid[]) AS u(id)`,
      [userIds],
    );
  }
}
