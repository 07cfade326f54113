import type { Page } from './identity/types.js';

/**
 * The audit log of admin actions. Identity owns it (it owns the admins); every service that changes
 * something for an admin writes one `<service>.admin_action.recorded` event into its outbox, in the
 * transaction of the change, and identity stores each once by event id. The type is per service
 * because a service may publish only its own events (`events.<service>.>`, infra/nats/auth.conf).
 */
export const AdminActionEvents = {
  identity: 'identity.admin_action.recorded',
  catalogue: 'catalogue.admin_action.recorded',
  moderation: 'moderation.admin_action.recorded',
} as const;

export type AdminActionEventType = (typeof AdminActionEvents)[keyof typeof AdminActionEvents];

/** One field an action changed: its value before and after (null when created or deleted). */
export interface AuditChange {
  before: unknown;
  after: unknown;
}

export interface AdminActionData {
  /** The admin, from the signed caller context. */
  actorId: string;
  /** `<target>.<verb>`: movie.create, genre.delete, user.ban, report.status, popup.activate, ... */
  action: string;
  /** movie, series, episode, genre, user, report, request, popup, contact. */
  targetType: string;
  targetId: string;
  /** The fields changed (before and after); member-written free text and addresses are erased with the member. */
  changes: Record<string, AuditChange>;
  /** The client address from the signed caller context (RpcMeta.ip). */
  clientAddress: string | null;
  /** The member whose personal data `changes` may hold (the user acted on, a report's author), erased with them. */
  memberId?: string | null;
  /**
   * The keys of `changes` whose before/after are that member's personal data (their address, text
   * they wrote): replaced by 'effacé' when the member is erased. Left out, every text value of
   * `changes` but ids is taken as personal.
   */
  personalFields?: string[];
}

/** What an erased member's personal fields in the audit log read. */
export const AUDIT_ERASED = 'effacé';

/** One row of `GET /api/admin/audit`. */
export interface AuditEntry extends AdminActionData {
  id: string;
  /** The event's id (one row per event). */
  eventId: string;
  occurredAt: string;
  /** The actor's address now, joined by identity (null once erased). */
  actorEmail: string | null;
  /** The member's address now, joined by identity (null when none, or once erased). */
  memberEmail: string | null;
}

/** How many rows GET /api/admin/audit counts at most: the log only grows, and counting all of it would cost more with every action. */
export const AUDIT_TOTAL_CAP = 10_000;

/** A page of the audit log, newest first. */
export interface AuditPage extends Page<AuditEntry> {
  /** More than AUDIT_TOTAL_CAP rows match: `total` is AUDIT_TOTAL_CAP (the pages after it can still be read). */
  totalCapped: boolean;
}
