import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AdminMailDto, BanUserDto, EmailMatchQuery, IdentityPatterns, ListUsersQuery, SetAdminDto, UserEmailsQuery, UserIdParam,
  type AdminBanResult, type AdminUsersPage, type Ok, type RpcRequest,
} from '@streaming/contracts';
import { adminContext, requireAdmin, validateDto, RpcPattern } from '@streaming/platform';
import { BansService } from '../bans/bans.service.js';
import { AdminUsersService } from './admin-users.service.js';
import { AccountErasureService } from './account-erasure.service.js';
import { AdminMailService } from './admin-mail.service.js';

@Controller()
export class AdminUsersHandler {
  constructor(
    private readonly admin: AdminUsersService,
    private readonly bans: BansService,
    private readonly erasure: AccountErasureService,
    private readonly mail: AdminMailService,
  ) {}

  @RpcPattern(IdentityPatterns.adminUsersList)
  async list(@Payload() req: RpcRequest<ListUsersQuery>): Promise<AdminUsersPage> {
    requireAdmin(req);
    return this.admin.list(await validateDto(ListUsersQuery, req.data));
  }

  @RpcPattern(IdentityPatterns.adminUserBan)
  async ban(@Payload() req: RpcRequest<BanUserDto & { id: string }>): Promise<AdminBanResult> {
    const by = adminContext(req);
    const { id, ...body } = req.data ?? ({} as BanUserDto & { id: string });
    await validateDto(UserIdParam, { id });
    const dto = await validateDto(BanUserDto, body);
    return this.bans.ban(id.toLowerCase(), by, dto.reason, dto.days);
  }

  @RpcPattern(IdentityPatterns.adminUserUnban)
  async unban(@Payload() req: RpcRequest<{ id: string }>): Promise<Ok> {
    const by = adminContext(req);
    const { id } = await validateDto(UserIdParam, req.data);
    await this.bans.unban(id.toLowerCase(), by);
    return { ok: true };
  }

  @RpcPattern(IdentityPatterns.adminUserRole)
  async role(@Payload() req: RpcRequest<SetAdminDto & { id: string }>): Promise<Ok> {
    const by = adminContext(req);
    const { id, ...body } = req.data ?? ({} as SetAdminDto & { id: string });
    await validateDto(UserIdParam, { id });
    await this.admin.setAdmin(id.toLowerCase(), (await validateDto(SetAdminDto, body)).isAdmin, by);
    return { ok: true };
  }

  /** The erasure `npm run users:delete` runs, asked from the back office: never the caller's account nor an admin's. */
  @RpcPattern(IdentityPatterns.adminUserDelete)
  async delete(@Payload() req: RpcRequest<UserIdParam>): Promise<Ok> {
    const by = adminContext(req);
    const { id } = await validateDto(UserIdParam, req.data);
    await this.erasure.erase({ id: id.toLowerCase() }, by);
    return { ok: true };
  }

  @RpcPattern(IdentityPatterns.adminUserMail)
  async sendMail(@Payload() req: RpcRequest<AdminMailDto & UserIdParam>): Promise<Ok> {
    const by = adminContext(req);
    const data: Partial<AdminMailDto & UserIdParam> = req.data ?? {};
    const { id: rawId, ...body } = data;
    const { id } = await validateDto(UserIdParam, { id: rawId });
    await this.mail.send(id.toLowerCase(), by, await validateDto(AdminMailDto, body));
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
