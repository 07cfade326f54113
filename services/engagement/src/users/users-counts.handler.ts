import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EngagementPatterns, UsersCountsQuery, type RpcRequest, type UsersCounts } from '@streaming/contracts';
import { requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { UsersCountsRepository } from './users-counts.repository.js';

/** The users admin screen's counts: admins only. */
@Controller()
export class UsersCountsHandler {
  constructor(private readonly repo: UsersCountsRepository) {}

  @RpcPattern(EngagementPatterns.usersCounts)
  async counts(@Payload() req: RpcRequest<UsersCountsQuery>): Promise<UsersCounts> {
    requireAdmin(req);
    const { userIds } = await validateDto(UsersCountsQuery, req.data);
    const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
    const rows = ids.length ? await this.repo.counts(ids) : [];
    const found = new Map(rows.map((row) => [row.user_id, { favorites: row.favorites, watched: row.watched }]));
    // Keyed as asked (PostgreSQL answers ids in lower case).
    const counts: UsersCounts['counts'] = {};
    for (const id of userIds) counts[id] = found.get(id.toLowerCase()) ?? { favorites: 0, watched: 0 };
    return { counts };
  }
}
