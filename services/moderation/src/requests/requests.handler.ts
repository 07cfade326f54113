import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AdminRequestsQuery, CreateRequestDto, ModerationPatterns, UpdateRequestDto,
  type AdminRequest, type MemberRequests, type ModerationIdParam, type ModerationPage, type NoData, type RequestCounts, type RequestCreated,
  type RequestQuota, type RpcRequest,
} from '@streaming/contracts';
import { adminContext, requireActor, requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { idAndChange } from '../shared/admin-target.js';
import { RequestsService } from './requests.service.js';

/** Content requests: a member's own (the verified actor), and the admins' list and changes (the role checked here too). */
@Controller()
export class RequestsHandler {
  constructor(private readonly requests: RequestsService) {}

  @RpcPattern(ModerationPatterns.requestsCreate)
  async create(@Payload() req: RpcRequest<CreateRequestDto>): Promise<RequestCreated> {
    const { userId } = requireActor(req);
    return this.requests.create(userId, await validateDto(CreateRequestDto, req.data));
  }

  @RpcPattern(ModerationPatterns.requestsMine)
  async mine(@Payload() req: RpcRequest<NoData>): Promise<MemberRequests> {
    return this.requests.mine(requireActor(req).userId);
  }

  @RpcPattern(ModerationPatterns.requestsQuota)
  async quota(@Payload() req: RpcRequest<NoData>): Promise<RequestQuota> {
    return this.requests.quota(requireActor(req).userId);
  }

  @RpcPattern(ModerationPatterns.adminRequestsList)
  async list(@Payload() req: RpcRequest<AdminRequestsQuery>): Promise<ModerationPage<AdminRequest, RequestCounts>> {
    requireAdmin(req);
    return this.requests.list(await validateDto(AdminRequestsQuery, req.data));
  }

  @RpcPattern(ModerationPatterns.adminRequestsUpdate)
  async update(@Payload() req: RpcRequest<UpdateRequestDto & ModerationIdParam>): Promise<AdminRequest> {
    const ctx = adminContext(req);
    const { id, change } = await idAndChange(UpdateRequestDto, req.data);
    return this.requests.update(ctx, id, change);
  }
}
