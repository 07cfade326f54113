import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ModerationEvents, type ActivePopup, type PopupEventData, type PopupMessage, type SavePopupDto } from '@streaming/contracts';
import { addToOutbox, type AdminContext } from '@streaming/platform';
import { recordAdminAction } from '../shared/admin-audit.js';
import { fail } from '../shared/moderation-errors.js';
import { ModerationTransactions } from '../shared/moderation-transactions.js';
import { toActivePopup, toPopupMessage } from './popups.mapper.js';
import { PopupsRepository, type PopupFields, type PopupRow } from './popups.repository.js';

/**
 * The message over the login page. At most one is active: creating or saving one as active, or
 * activating one, deactivates the others in the same transaction (and the database refuses two).
 * Every change is published (`moderation.popup.changed`) so the gateway drops its cached copy, and
 * recorded for the audit log, both in the transaction of the change.
 */
@Injectable()
export class PopupsService {
  constructor(
    private readonly popups: PopupsRepository,
    private readonly tx: ModerationTransactions,
  ) {}

  async active(): Promise<ActivePopup> {
    return toActivePopup(await this.popups.active());
  }

  async list(): Promise<{ items: PopupMessage[] }> {
    return { items: (await this.popups.list()).map(toPopupMessage) };
  }

  async create(ctx: AdminContext, dto: SavePopupDto): Promise<PopupMessage> {
    return this.write(ctx, 'created', null, async (manager) => {
      if (dto.isActive) await this.popups.deactivateOthers(manager, null);
      return this.popups.insert(manager, fields(dto));
    });
  }

  async update(ctx: AdminContext, id: string, dto: SavePopupDto): Promise<PopupMessage> {
    return this.write(ctx, 'updated', id, async (manager) => {
      if (dto.isActive) await this.popups.deactivateOthers(manager, id);
      return this.popups.update(manager, id, fields(dto));
    });
  }

  async activate(ctx: AdminContext, id: string): Promise<PopupMessage> {
    return this.write(ctx, 'activated', id, async (manager) => {
      await this.popups.deactivateOthers(manager, id);
      return this.popups.activate(manager, id);
    });
  }

  async remove(ctx: AdminContext, id: string): Promise<void> {
    await this.write(ctx, 'deleted', id, async (manager) => {
      await this.popups.delete(manager, id);
      return undefined;
    });
  }

  /**
   * One popup write, under the popups' lock: the popup `id` as it was (POPUP_NOT_FOUND when there is
   * none), the change, then its event and its audit record in the same transaction.
   */
  private async write(
    ctx: AdminContext,
    change: PopupEventData['change'],
    id: string | null,
    work: (manager: EntityManager) => Promise<PopupRow | undefined>,
  ): Promise<PopupMessage> {
    return this.tx.run(async (manager) => {
      await this.popups.lockWrites(manager);
      const before = id === null ? undefined : await this.popups.get(manager, id);
      if (id !== null && !before) throw fail('POPUP_NOT_FOUND');
      const row = await work(manager);
      const target = row ?? before;
      if (!target) throw new Error('popup neither written nor found');
      await addToOutbox(manager, ModerationEvents.popupChanged, { popupId: target.id, change });
      await recordAdminAction(manager, ctx, POPUP_ACTIONS[change], target.id, before ? audited(before) : null, row ? audited(row) : null);
      return toPopupMessage(target);
    });
  }
}

const POPUP_ACTIONS = { created: 'popup.create', updated: 'popup.update', activated: 'popup.activate', deleted: 'popup.delete' } as const;

const fields = (dto: SavePopupDto): PopupFields => ({ title: dto.title.trim(), content: dto.content, isActive: dto.isActive });

/** What the audit log keeps of a popup. */
const audited = (row: PopupRow) => ({ title: row.title, content: row.content, isActive: row.is_active });
