import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AUDIT_PAGE_SIZE, AUDIT_TOTAL_CAP, type AdminActionData, type AuditPage, type AuditQuery } from '@streaming/contracts';
import { Infrastructure, paging, type AdminContext } from '@streaming/platform';
import { InboxRepository } from '../housekeeping/inbox.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { fail } from '../auth/identity-errors.js';
import { AuditRepository } from './audit.repository.js';
import { auditCriteria, auditRecordOf, eraseChanges, type AuditRecord } from './audit.rules.js';
import { toAuditEntry } from './audit.mapper.js';

/** What an action of identity's own records besides who did it and from where. */
export type AdminAction = Omit<AdminActionData, 'actorId' | 'clientAddress'>;

/** An admin-action event of another service, as the audit consumer receives it. */
export interface AdminActionEvent {
  id: string;
  type: string;
  occurredAt: string;
  data: AdminActionData;
}

/**
 * The audit log of admin actions. Identity's own actions (roles, bans, deletions, mails) are written
 * in the transaction of the change, directly (no event: nothing else needs them, and identity would
 * only consume its own); the catalogue's and moderation's come as `<service>.admin_action.recorded`
 * events, stored once each by event id. A member's erasure erases their personal fields in the rows
 * about them.
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly ds: DataSource,
    private readonly infra: Infrastructure,
    private readonly audit: AuditRepository,
    private readonly inbox: InboxRepository,
    private readonly users: UsersRepository,
  ) {}

  /** One of identity's admin actions, in the caller's transaction: it is stored if and only if the change commits. */
  async record(manager: EntityManager, by: AdminContext, action: AdminAction): Promise<void> {
    await this.audit.insert(manager, [{ ...action, actorId: by.actorId, clientAddress: by.clientAddress, eventId: randomUUID(), occurredAt: new Date() }]);
  }

  /**
   * Stores the events' rows, each once: the batch's ids go to the inbox in the same transaction, so
   * a redelivered event finds its id there and writes nothing. A row about a member erased before
   * it arrived is stored with that member's personal fields erased already. An event whose data the
   * log cannot hold is logged and left out (it would otherwise hold back every event after it).
   */
  async storeEvents(events: readonly AdminActionEvent[]): Promise<void> {
    const records: AuditRecord[] = [];
    for (const event of events) {
      const read = auditRecordOf(event);
      if ('record' in read) records.push(read.record);
      else this.infra.logger.error({ eventId: event.id, type: event.type, reason: read.refused }, 'audit: admin action event left out');
    }
    await this.ds.transaction(async (manager) => {
      const fresh = await this.inbox.recordNew(manager, events.map((e) => ({ id: e.id, type: e.type })));
      const toStore = records.filter((r) => fresh.has(r.eventId.toLowerCase()));
      const memberIds = toStore.flatMap((r) => (r.memberId ? [r.memberId] : []));
      // The members' rows share-locked: an erasure of one of them waits for the rows written here (and
      // then erases them too), or has committed and the member is missing here.
      const members = await this.users.lockEmailsOf(memberIds, manager);
      await this.audit.insert(
        manager,
        toStore.map((r) => (r.memberId && !members.has(r.memberId) ? { ...r, changes: eraseChanges(r.changes, r.personalFields), erased: true } : r)),
      );
    });
  }

  /**
   * In the erasure's transaction: the rows about the member keep ids only, their personal fields
   * (and any text holding one of `addresses`) reading 'effacé'. Answers how many rows were erased.
   */
  async eraseMember(manager: EntityManager, memberId: string, addresses: readonly string[]): Promise<number> {
    const rows = await this.audit.lockOfMember(manager, memberId);
    await this.audit.setErased(manager, rows.map((r) => ({ id: r.id, changes: eraseChanges(r.changes, r.personal_fields, addresses) })));
    return rows.length;
  }

  /**
   * A page of the log, newest first, and how many rows match up to AUDIT_TOTAL_CAP (the log only
   * grows: past it, `totalCapped`). AUDIT_RANGE_INVALID when `to` comes before `from`.
   */
  async list(query: AuditQuery): Promise<AuditPage> {
    const criteria = auditCriteria(query);
    if (!criteria) throw fail('AUDIT_RANGE_INVALID');
    const { page, pageSize, offset } = paging(query, AUDIT_PAGE_SIZE);
    const { rows, matching } = await this.audit.list(criteria, pageSize, offset, AUDIT_TOTAL_CAP);
    return { items: rows.map(toAuditEntry), total: Math.min(matching, AUDIT_TOTAL_CAP), totalCapped: matching > AUDIT_TOTAL_CAP, page, pageSize };
  }
}
