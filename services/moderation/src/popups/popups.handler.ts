import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  ModerationIdParam, ModerationPatterns, SavePopupDto,
  type ActivePopup, type NoData, type Ok, type PopupMessage, type RpcRequest,
} from '@streaming/contracts';
import { adminContext, requireAdmin, RpcPattern, validateDto } from '@streaming/platform';
import { idAndChange } from '../shared/admin-target.js';
import { PopupsService } from './popups.service.js';

/** The login popup: the active one for anyone (the login page), the rest for admins only (the role checked here too). */
@Controller()
export class PopupsHandler {
  constructor(private readonly popups: PopupsService) {}

  @RpcPattern(ModerationPatterns.popupActive)
  active(): Promise<ActivePopup> {
    return this.popups.active();
  }

  @RpcPattern(ModerationPatterns.adminPopupsList)
  list(@Payload() req: RpcRequest<NoData>): Promise<{ items: PopupMessage[] }> {
    requireAdmin(req);
    return this.popups.list();
  }

  @RpcPattern(ModerationPatterns.adminPopupsCreate)
  async create(@Payload() req: RpcRequest<SavePopupDto>): Promise<PopupMessage> {
    const ctx = adminContext(req);
    return this.popups.create(ctx, await validateDto(SavePopupDto, req.data));
  }

  @RpcPattern(ModerationPatterns.adminPopupsUpdate)
  async update(@Payload() req: RpcRequest<SavePopupDto & ModerationIdParam>): Promise<PopupMessage> {
    const ctx = adminContext(req);
    const { id, change } = await idAndChange(SavePopupDto, req.data);
    return this.popups.update(ctx, id, change);
  }

  @RpcPattern(ModerationPatterns.adminPopupsActivate)
  async activate(@Payload() req: RpcRequest<ModerationIdParam>): Promise<PopupMessage> {
    const ctx = adminContext(req);
    return this.popups.activate(ctx, (await validateDto(ModerationIdParam, req.data)).id);
  }

  @RpcPattern(ModerationPatterns.adminPopupsDelete)
  async remove(@Payload() req: RpcRequest<ModerationIdParam>): Promise<Ok> {
    const ctx = adminContext(req);
    await this.popups.remove(ctx, (await validateDto(ModerationIdParam, req.data)).id);
    return { ok: true };
  }
}
