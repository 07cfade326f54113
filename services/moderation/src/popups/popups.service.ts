import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ModerationEvents, type ActivePopup, type PopupEventData, type PopupMessage, type SavePopupDto } from '@streaming/contracts';
import { addToOutbox } from '@streaming/platform';
import { fail } from '../shared/moderation-errors.js';
import { ModerationTransactions } from '../shared/moderation-transactions.js';
import { toActivePopup, toPopupMessage } from './popups.mapper.js';
import { PopupsRepository, type PopupFields, type PopupRow } from './popups.repository.js';

/**
 * The message over the login page. At most one is active: creating or saving one as active, or
 * activating one, deactivates the others in the same transaction (and the database refuses two).
 * Every change is published (`moderation.popup.changed`) so the gateway drops its cached copy.
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

  async create(dto: SavePopupDto): Promise<PopupMessage> {
    return this.write(async (manager) => {
      if (dto.isActive) await this.popups.deactivateOthers(manager, null);
      const row = await this.popups.insert(manager, fields(dto));
      return { row, change: 'created' };
    });
  }

  async update(id: string, dto: SavePopupDto): Promise<PopupMessage> {
    return this.write(async (manager) => {
      if (!(await this.popups.exists(manager, id))) throw fail('POPUP_NOT_FOUND');
      if (dto.isActive) await this.popups.deactivateOthers(manager, id);
      const row = await this.popups.update(manager, id, fields(dto));
      if (!row) throw fail('POPUP_NOT_FOUND');
      return { row, change: 'updated' };
    });
  }

  async activate(id: string): Promise<PopupMessage> {
    return this.write(async (manager) => {
      if (!(await this.popups.exists(manager, id))) throw fail('POPUP_NOT_FOUND');
      await this.popups.deactivateOthers(manager, id);
      const row = await this.popups.activate(manager, id);
      if (!row) throw fail('POPUP_NOT_FOUND');
      return { row, change: 'activated' };
    });
  }

  async remove(id: string): Promise<void> {
    await this.tx.run(async (manager) => {
      await this.popups.lockWrites(manager);
      if (!(await this.popups.delete(manager, id))) throw fail('POPUP_NOT_FOUND');
      await addToOutbox(manager, ModerationEvents.popupChanged, { popupId: id, change: 'deleted' });
    });
  }

  /** One popup write: under the popups' lock, its event in the same transaction. */
  private async write(work: (manager: EntityManager) => Promise<{ row: PopupRow; change: PopupEventData['change'] }>): Promise<PopupMessage> {
    return this.tx.run(async (manager) => {
      await this.popups.lockWrites(manager);
      const { row, change } = await work(manager);
      await addToOutbox(manager, ModerationEvents.popupChanged, { popupId: row.id, change });
      return toPopupMessage(row);
    });
  }
}

const fields = (dto: SavePopupDto): PopupFields => ({ title: dto.title.trim(), content: dto.content, isActive: dto.isActive });
