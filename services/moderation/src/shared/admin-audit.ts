import type { EntityManager } from 'typeorm';
import { AdminActionEvents, type RpcRequest } from '@streaming/contracts';
import { addToOutbox, requireAdmin, trustedMeta } from '@streaming/platform';
import { auditChanges, type AuditSnapshot } from './audit.rules.js';

/** Who acts in the moderation screens: the admin and their client address, from the signed caller context only. */
export interface AdminContext {
  actorId: string;
  clientAddress: string | null;
}

/** The admin calling (401/403 otherwise) and the client address the gateway signed with the call. */
export function adminContext(req: RpcRequest): AdminContext {
  const actor = requireAdmin(req);
  return { actorId: actor.userId, clientAddress: trustedMeta(req)?.ip ?? null };
}

/** What an admin changes in moderation, and how. */
export type AuditAction = 'report.status' | 'request.update' | 'popup.create' | 'popup.update' | 'popup.activate' | 'popup.delete' | 'contact.handled';

/**
 * Records an admin's moderation change for the audit log (identity stores it): a
 * `moderation.admin_action.recorded` event written into the outbox on `manager`, the transaction of
 * the change itself. `memberId`: the member the target belongs to (a report's or a request's author,
 * a contact message's sender), so identity can erase the record's personal part with them.
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
  });
}
