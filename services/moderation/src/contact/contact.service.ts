import { Injectable } from '@nestjs/common';
import { ModerationEvents, type AdminContactQuery, type ContactDto, type ContactMessage, type Page } from '@streaming/contracts';
import { addToOutbox, paging, type AdminContext } from '@streaming/platform';
import { ADMIN_PAGE_SIZE } from '../reports/reports.service.js';
import { recordAdminAction } from '../shared/admin-audit.js';
import { fail } from '../shared/moderation-errors.js';
import { ModerationTransactions } from '../shared/moderation-transactions.js';
import { toContactEvent, toContactMessage } from './contact.mapper.js';
import { ContactRepository } from './contact.repository.js';

/**
 * Members' messages to support: stored here, and published (`moderation.contact.received`) in the
 * same transaction so that identity mails them to support with the account's address as Reply-To.
 */
@Injectable()
export class ContactService {
  constructor(
    private readonly contact: ContactRepository,
    private readonly tx: ModerationTransactions,
  ) {}

  async create(userId: string, dto: ContactDto): Promise<void> {
    await this.tx.run(async (manager) => {
      const row = await this.contact.insert(manager, {
        userId, typedEmail: dto.email.trim(), category: dto.category, subject: dto.subject.trim(), message: dto.message,
      });
      await addToOutbox(manager, ModerationEvents.contactReceived, toContactEvent(row));
    });
  }

  async list(query: AdminContactQuery): Promise<Page<ContactMessage> & { unhandled: number }> {
    const { page, pageSize, offset } = paging(query, ADMIN_PAGE_SIZE);
    const filters = { category: query.category === 'all' ? undefined : query.category, handled: query.handled };
    const [{ rows, total }, unhandled] = await Promise.all([this.contact.page(filters, pageSize, offset), this.contact.unhandledCount()]);
    return { items: rows.map(toContactMessage), total, page, pageSize, unhandled };
  }

  /** Marks a message handled or not, with its audit record in the same transaction. */
  async setHandled(ctx: AdminContext, id: string, handled: boolean): Promise<ContactMessage> {
    return this.tx.run(async (manager) => {
      const before = await this.contact.lock(manager, id);
      if (!before) throw fail('CONTACT_NOT_FOUND');
      const row = await this.contact.setHandled(manager, id, handled);
      await recordAdminAction(manager, ctx, 'contact.handled', id, { handled: before.handled }, { handled: row.handled }, row.user_id);
      return toContactMessage(row);
    });
  }

  unhandledCount(): Promise<number> {
    return this.contact.unhandledCount();
  }
}
