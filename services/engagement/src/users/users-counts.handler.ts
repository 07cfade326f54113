import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EngagementPatterns, UsersCountsQuery, type RpcRequest, type UsersCounts } from '@streaming/contracts';
import { requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { UsersCountsService } from './users-counts.service.js';

/** The users admin screen's counts: admins only. */
@Controller()
export class UsersCountsHandler {
  constructor(private readonly usersCounts: UsersCountsService) {}

  @RpcPattern(EngagementPatterns.usersCounts)
  async counts(@Payload() req: RpcRequest<UsersCountsQuery>): Promise<UsersCounts> {
    requireAdmin(req);
    const { userIds } = await validateDto(UsersCountsQuery, req.data);
    return this.usersCounts.counts(userIds);
  }
}
