import { Injectable } from '@nestjs/common';
import type { UsersCounts } from '@streaming/contracts';
import { QueueBarrier } from '@streaming/platform';
import { UsersCountsRepository } from './users-counts.repository.js';

/** Per-member counts for the users admin screen: favourites and titles watched, for a page of ids in one query. */
@Injectable()
export class UsersCountsService {
  constructor(
    private readonly repo: UsersCountsRepository,
    /** The progress queue's: the saves queued before the counts are asked are counted. */
    private readonly barrier: QueueBarrier,
  ) {}

  /** Every id asked gets its counts, keyed as asked (0 and 0 for a member with no rows), the progress saves queued before counted. */
  async counts(userIds: readonly string[]): Promise<UsersCounts> {
    const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
    if (ids.length) await this.barrier.beforeRead();
    const rows = ids.length ? await this.repo.counts(ids) : [];
    const found = new Map(rows.map((row) => [row.user_id, { favorites: row.favorites, watched: row.watched }]));
    // Keyed as asked (PostgreSQL answers ids in lower case).
    const counts: UsersCounts['counts'] = {};
    for (const id of userIds) counts[id] = found.get(id.toLowerCase()) ?? { favorites: 0, watched: 0 };
    return { counts };
  }
}
