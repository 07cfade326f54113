import type { EntityManager } from 'typeorm';
import { AdminActionEvents } from '@streaming/contracts';
import { addToOutbox, type AdminContext } from '@streaming/platform';
import { auditChanges, type AuditSnapshot } from './audit.rules.js';

/** What an admin changes in moderation, and how. */
export type AuditAction = 'report.status' | 'request.update' | 'popup.create' | 'popup.update' | 'popup.activate' | 'popup.delete' | 'contact.handled';

/**
 * Records an admin's moderation change for the audit log (identity stores it): a
 * `moderation.admin_action.recorded` event written into the outbox on `manager`, the transaction of
 * the change itself. `memberId`: the member the target belongs to (a report's or a request's author,
 * a contact message's sender), so identity can erase the record's personal part with them. No field
 * moderation records is the member's (statuses, the admin's notes, the fulfilling title, popups,
 * the handled flag; the member's own description and message are never recorded), so
 * `personalFields` is empty: an erased member's rows keep what the admins decided.
 */
export async function recordAdminAction(
  manager: EntityManager,
  ctx: AdminContext,
  action: AuditAction,
  targetId: string,
  before: AuditSnapshot,
  after: AuditSnapshot,
  memberId: string | null = null,
): Promise<void> {
  await addToOutbox(manager, AdminActionEvents.moderation, {
    actorId: ctx.actorId,
    action,
    targetType: action.slice(0, action.indexOf('.')),
    targetId,
    changes: auditChanges(before, after),
    clientAddress: ctx.clientAddress,
    memberId,
    personalFields: [],
  });
}
