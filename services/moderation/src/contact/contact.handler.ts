import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  AdminContactQuery, ContactDto, ModerationPatterns, UpdateContactDto,
  type ContactMessage, type ModerationIdParam, type Ok, type Page, type RpcRequest,
} from '@streaming/contracts';
import { adminContext, requireActor, requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { idAndChange } from '../shared/admin-target.js';
import { ContactService } from './contact.service.js';

/** Contact messages: sent by a signed-in member (the verified actor), read and marked handled by admins (the role checked here too). */
@Controller()
export class ContactHandler {
  constructor(private readonly contact: ContactService) {}

  @RpcPattern(ModerationPatterns.contactCreate)
  async create(@Payload() req: RpcRequest<ContactDto>): Promise<Ok> {
    const { userId } = requireActor(req);
    await this.contact.create(userId, await validateDto(ContactDto, req.data));
    return { ok: true };
  }

  @RpcPattern(ModerationPatterns.adminContactList)
  async list(@Payload() req: RpcRequest<AdminContactQuery>): Promise<Page<ContactMessage> & { unhandled: number }> {
    requireAdmin(req);
    return this.contact.list(await validateDto(AdminContactQuery, req.data));
  }

  @RpcPattern(ModerationPatterns.adminContactUpdate)
  async update(@Payload() req: RpcRequest<UpdateContactDto & ModerationIdParam>): Promise<ContactMessage> {
    const ctx = adminContext(req);
    const { id, change } = await idAndChange(UpdateContactDto, req.data);
    return this.contact.setHandled(ctx, id, change.handled);
  }
}
