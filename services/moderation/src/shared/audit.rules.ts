import type { AuditChange } from '@streaming/contracts';

/** The audited fields of a moderation item (statuses, notes, flags, ids, texts: plain values), or null when it did not exist. */
export type AuditSnapshot = Record<string, string | number | boolean | null> | null;

/**
 * The fields an admin action changed, each with its value before and after: every field of what was
 * created (before null) or deleted (after null), only those whose value differs for a change.
 */
export function auditChanges(before: AuditSnapshot, after: AuditSnapshot): Record<string, AuditChange> {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: Record<string, AuditChange> = {};
  for (const key of keys) {
    const change = { before: before?.[key] ?? null, after: after?.[key] ?? null };
    if (!before || !after || change.before !== change.after) changes[key] = change;
  }
  return changes;
}
