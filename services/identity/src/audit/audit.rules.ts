import { AUDIT_ERASED, type AdminActionData, type AuditChange } from '@streaming/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ACTION = /^[a-z_]{1,30}\.[a-z_]{1,30}$/;
const TARGET_TYPE = /^[a-z_]{1,30}$/;
const DAY_MS = 86_400_000;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Every text of a value but ids, at any depth, replaced by 'effacé'; numbers, booleans and nulls stay. */
function eraseTexts(value: unknown): unknown {
  if (typeof value === 'string') return isUuid(value) ? value : AUDIT_ERASED;
  if (Array.isArray(value)) return value.map(eraseTexts);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, eraseTexts(v)]));
  return value;
}

/** The texts of a value that hold one of `addresses` (case aside), at any depth, replaced by 'effacé'. */
function eraseAddresses(value: unknown, addresses: readonly string[]): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return addresses.some((a) => lower.includes(a)) ? AUDIT_ERASED : value;
  }
  if (Array.isArray(value)) return value.map((v) => eraseAddresses(v, addresses));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, eraseAddresses(v, addresses)]));
  return value;
}

/** A personal field's value once its member is erased: 'effacé' for anything that was there, null stays null. */
const erased = (value: unknown): unknown => (value === null || value === undefined ? value : AUDIT_ERASED);

/**
 * An audit row's `changes` once its member is erased: the fields named personal (`personalFields`)
 * read 'effacé' before and after; without that list, every text but ids does. Any other text that
 * holds one of the member's addresses goes too. Ids, numbers, booleans and nulls stay.
 */
export function eraseChanges(
  changes: Record<string, AuditChange>,
  personalFields: readonly string[] | null | undefined,
  addresses: readonly string[] = [],
): Record<string, AuditChange> {
  const lowered = addresses.map((a) => a.trim().toLowerCase()).filter(Boolean);
  const personal = personalFields ? new Set(personalFields) : null;
  return Object.fromEntries(
    Object.entries(changes).map(([field, change]) => {
      if (!personal) return [field, { before: eraseTexts(change.before), after: eraseTexts(change.after) }];
      if (personal.has(field)) return [field, { before: erased(change.before), after: erased(change.after) }];
      return [field, { before: eraseAddresses(change.before, lowered), after: eraseAddresses(change.after, lowered) }];
    }),
  );
}

/** Where the audit log is read from: an instant included, and one excluded. */
export interface AuditRange {
  from?: Date;
  /** Excluded. */
  until?: Date;
}

/**
 * The range of `from`/`to` (ISO 8601, already checked): a date alone is its whole day in UTC, a
 * date-time that instant (included at both ends). Null when the end comes before the start.
 */
export function auditRange(from: string | undefined, to: string | undefined): AuditRange | null {
  const start = from ? new Date(DATE_ONLY.test(from) ? `${from}T00:00:00Z` : from) : undefined;
  const end = to ? new Date((DATE_ONLY.test(to) ? new Date(`${to}T00:00:00Z`).getTime() + DAY_MS : new Date(to).getTime() + 1)) : undefined;
  if (start && end && end.getTime() <= start.getTime()) return null;
  return { ...(start ? { from: start } : {}), ...(end ? { until: end } : {}) };
}

/** What the audit log is filtered by, as its repository reads it. */
export interface AuditCriteria extends AuditRange {
  actorId?: string;
  /** Part of the actor's current address, lower-cased. */
  actorEmail?: string;
  action?: string;
  targetId?: string;
  targetType?: string;
}

/**
 * The filters of GET /api/admin/audit: `actor` an id or part of an address, `target` an id or a
 * type. Null when the range is empty (its end before its start).
 */
export function auditCriteria(query: { actor?: string; action?: string; target?: string; from?: string; to?: string }): AuditCriteria | null {
  const range = auditRange(query.from, query.to);
  if (!range) return null;
  const criteria: AuditCriteria = { ...range };
  const actor = query.actor?.trim();
  if (actor) {
    if (UUID.test(actor)) criteria.actorId = actor.toLowerCase();
    else criteria.actorEmail = actor.toLowerCase();
  }
  if (query.action) criteria.action = query.action;
  const target = query.target?.trim();
  if (target) {
    if (UUID.test(target)) criteria.targetId = target.toLowerCase();
    else criteria.targetType = target;
  }
  return criteria;
}

/** One row of the audit log as stored. */
export interface AuditRecord extends AdminActionData {
  eventId: string;
  occurredAt: Date;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** A change as the contract shapes it: an object holding `before` and `after`. */
const isChange = (value: unknown): value is AuditChange => isRecord(value) && 'before' in value && 'after' in value;
const isChanges = (value: unknown): value is Record<string, AuditChange> => isRecord(value) && Object.values(value).every(isChange);
const isFieldList = (value: unknown): value is string[] => Array.isArray(value) && value.every((f) => typeof f === 'string');

/**
 * The audit row an admin-action event carries, or why it cannot be stored (a row that can never be
 * written must not hold back the events after it). The signature already vouches for its publisher;
 * this checks the shape the database needs.
 */
export function auditRecordOf(event: { id: string; occurredAt: string; data: unknown }): { record: AuditRecord } | { refused: string } {
  const d = event.data;
  if (!isRecord(d)) return { refused: 'data is not an object' };
  if (!isUuid(d.actorId)) return { refused: 'actorId is not an id' };
  if (typeof d.action !== 'string' || !ACTION.test(d.action)) return { refused: 'action is not <target>.<verb>' };
  if (typeof d.targetType !== 'string' || !TARGET_TYPE.test(d.targetType)) return { refused: 'targetType is not a type name' };
  if (!isText(d.targetId, 200)) return { refused: 'targetId is missing' };
  if (!isChanges(d.changes)) return { refused: 'changes are not { before, after } by field' };
  if (d.clientAddress !== undefined && d.clientAddress !== null && !isText(d.clientAddress, 100)) return { refused: 'clientAddress is not an address' };
  if (d.memberId !== undefined && d.memberId !== null && !isUuid(d.memberId)) return { refused: 'memberId is not an id' };
  const personal = d.personalFields;
  if (personal !== undefined && !isFieldList(personal)) return { refused: 'personalFields is not a list of fields' };
  const occurredAt = new Date(event.occurredAt);
  if (Number.isNaN(occurredAt.getTime())) return { refused: 'occurredAt is not a date' };
  return {
    record: {
      eventId: event.id,
      occurredAt,
      actorId: d.actorId.toLowerCase(),
      action: d.action,
      targetType: d.targetType,
      targetId: d.targetId,
      changes: d.changes,
      clientAddress: typeof d.clientAddress === 'string' ? d.clientAddress : null,
      memberId: typeof d.memberId === 'string' ? d.memberId.toLowerCase() : null,
      ...(isFieldList(personal) ? { personalFields: personal } : {}),
    },
  };
}
