import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BusEvent, BusEventType } from '@streaming/contracts';
import { Infrastructure } from '@streaming/platform';
import { InboxRepository } from '../housekeeping/inbox.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { MailOutboxService, type QueuedMail } from './mail-outbox.service.js';

/** A mail an event asks for about a member known by id; `compose` gets the account's current address. */
export interface MemberMail {
  userId: string;
  compose(address: string): QueuedMail;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Mails that events of another service ask for about members it knows by id only (moderation:
 * the contact form, the outcomes of reports and requests). One transaction per batch records the
 * events in the inbox and queues the mails of the events seen for the first time, to the accounts'
 * addresses read in that transaction: a redelivered event, or one handled again after a restart,
 * mails nobody twice; a batch that fails leaves neither its ids nor its mails and comes again.
 * A member without an account any more (erased) or unknown gets nothing.
 */
@Injectable()
export class MemberMailService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly inbox: InboxRepository,
    private readonly users: UsersRepository,
    private readonly mail: MailOutboxService,
  ) {}

  async mailOnce<T extends BusEventType>(events: Array<BusEvent<T>>, mailsFor: (event: BusEvent<T>) => MemberMail[]): Promise<void> {
    const queued = await this.ds.transaction(async (manager) => {
      const fresh = await this.inbox.recordNew(manager, events.map((e) => ({ id: e.id, type: e.type })));
      const firstOfEach = [...new Map(events.filter((e) => fresh.has(e.id.toLowerCase())).map((e) => [e.id, e])).values()];
      const wanted = firstOfEach.flatMap(mailsFor).filter((m) => UUID.test(m.userId));
      const addresses = await this.users.lockEmailsOf(wanted.map((m) => m.userId.toLowerCase()), manager);
      const mails = wanted.flatMap((m) => {
        const address = addresses.get(m.userId.toLowerCase());
        return address ? [m.compose(address)] : [];
      });
      await this.mail.queueAll(manager, mails);
      if (wanted.length > mails.length) this.infra.logger.info({ skipped: wanted.length - mails.length }, 'member mails: members without an account skipped');
      return mails.length;
    });
    if (queued) void this.mail.flush();
  }
}
