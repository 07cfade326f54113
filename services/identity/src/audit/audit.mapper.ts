import type { AuditEntry } from '@streaming/contracts';
import type { AuditRow } from './audit.repository.js';

export function toAuditEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    eventId: r.event_id,
    occurredAt: new Date(r.occurred_at).toISOString(),
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    changes: r.changes,
    clientAddress: r.client_address,
    memberId: r.member_id,
    memberEmail: r.member_email,
    ...(r.personal_fields ? { personalFields: r.personal_fields } : {}),
  };
}
