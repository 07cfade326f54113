import { IdentityEvents, type BusEvent } from '@streaming/contracts';

/**
 * What an erased member leaves in moderation (docs/security.md, "What an erased member leaves"):
 * their contact messages and memberships of requests go; their reports stay for the catalogue's
 * sake, anonymised (no member id, the description they wrote replaced by ERASED_TEXT); a request
 * they opened stays, anonymised the same way, while other members still want it, else it goes.
 */
export const ERASURE_FILTERS = [IdentityEvents.deleted] as const;

export type ErasureEvent = BusEvent<(typeof ERASURE_FILTERS)[number]>;

/** What replaces the free text an erased member wrote. */
export const ERASED_TEXT = 'effacé';

/** The members a batch of events erases, each once (a redelivery adds nothing). */
export function erasedMembers(events: ErasureEvent[]): string[] {
  return [...new Set(events.map((e) => e.data.userId.toLowerCase()))];
}
