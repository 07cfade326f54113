import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  BanUserDto, EmailMatchQuery, IdentityPatterns, ListUsersQuery, SetAdminDto, UserEmailsQuery, UserIdParam,
  type AdminUserRow, type BanView, type Page, type RpcRequest,
} from '@streaming/contracts';
import { requireAdmin, validateDto, RpcPattern } from '@streaming/platform';
import { BansService } from '../bans/bans.service.js';
import { AdminUsersService } from './admin-users.service.js';

@Controller()
export class AdminUsersHandler {
  constructor(
    private readonly admin: AdminUsersService,
    private readonly bans: BansService,
  ) {}

  @RpcPattern(IdentityPatterns.adminUsersList)
  async list(@Payload() req: RpcRequest<ListUsersQuery>): Promise<Page<AdminUserRow>> {
    requireAdmin(req);
    return this.admin.list(await validateDto(ListUsersQuery, req.data));
  }

  @RpcPattern(IdentityPatterns.adminUserBan)
  async ban(@Payload() req: RpcRequest<BanUserDto & { id: string }>): Promise<BanView> {
    const actor = requireAdmin(req);
    const { id, ...body } = req.data ?? ({} as BanUserDto & { id: string });
    await validateDto(UserIdParam, { id });
    const dto = await validateDto(BanUserDto, body);
    return this.bans.ban(id, actor.userId, dto.reason, dto.days);
  }

  @RpcPattern(IdentityPatterns.adminUserUnban)
  async unban(@Payload() req: RpcRequest<{ id: string }>): Promise<{ ok: true }> {
    const actor = requireAdmin(req);
    const { id } = await validateDto(UserIdParam, req.data);
    await this.bans.unban(id, actor.userId);
    return { ok: true };
  }

  @RpcPattern(IdentityPatterns.adminUserRole)
  async role(@Payload() req: RpcRequest<SetAdminDto & { id: string }>): Promise<{ ok: true }> {
    requireAdmin(req);
    const { id, ...body } = req.data ?? ({} as SetAdminDto & { id: string });
    await validateDto(UserIdParam, { id });
    await this.admin.setAdmin(id, (await validateDto(SetAdminDto, body)).isAdmin);
    return { ok: true };
  }

  /** The addresses of a page of an admin list (moderation's reports, requests, contact messages). */
  @RpcPattern(IdentityPatterns.usersEmails)
  async emails(@Payload() req: RpcRequest<UserEmailsQuery>): Promise<{ emails: Record<string, string | null> }> {
    requireAdmin(req);
    return this.admin.emails((await validateDto(UserEmailsQuery, req.data)).ids);
  }

  /** An admin's search of the reports by the reporter's address: the ids it stands for. */
  @RpcPattern(IdentityPatterns.usersMatchEmail)
  async matchEmail(@Payload() req: RpcRequest<EmailMatchQuery>): Promise<{ ids: string[] }> {
    requireAdmin(req);
    return this.admin.matchEmail((await validateDto(EmailMatchQuery, req.data)).search);
  }
}
