import type { EntityManager } from 'typeorm';
import { AdminActionEvents } from '@streaming/contracts';
import { addToOutbox, type AdminContext } from '@streaming/platform';
import { auditChanges, type AuditSnapshot } from './audit.rules.js';

/** Who acts in the back office, from the signed caller context only (libs/platform, shared with identity's audit). */
export { adminContext, type AdminContext } from '@streaming/platform';

/** What the catalogue's back office changes. */
export type AuditTarget = 'movie' | 'series' | 'episode' | 'genre';
export type AuditVerb = 'create' | 'update' | 'delete';

/**
 * Records an admin's catalogue change for the audit log (identity stores it): a
 * `catalogue.admin_action.recorded` event written into the outbox on `manager`, the transaction of
 * the change itself, so the change and its record commit together or not at all.
 */
export async function recordAdminAction(
  manager: EntityManager,
  ctx: AdminContext,
  target: AuditTarget,
  verb: AuditVerb,
  targetId: string,
  before: AuditSnapshot,
  after: AuditSnapshot,
): Promise<void> {
  await addToOutbox(manager, AdminActionEvents.catalogue, {
    actorId: ctx.actorId,
    action: `${target}.${verb}`,
    targetType: target,
    targetId,
    changes: auditChanges(before, after),
    clientAddress: ctx.clientAddress,
  });
}
