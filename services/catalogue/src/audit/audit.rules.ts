import type { AuditChange } from '@streaming/contracts';

/** What an audited item looked like: its fields by name (null when it did not exist). */
export type AuditSnapshot = Record<string, unknown> | null;

/** Two values of a field are the same: primitives by value, lists and objects by their JSON. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields an admin action changed, each with its value before and after: every field of what was
 * created (before null), of what was deleted (after null), and only the fields whose value differs
 * for an update. A field absent on one side counts as null there.
 */
export function auditChanges(before: AuditSnapshot, after: AuditSnapshot): Record<string, AuditChange> {
  const changes: Record<string, AuditChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (before && after && same(was, now)) continue;
    changes[key] = { before: was, after: now };
  }
  return changes;
}
