import { isUuid, type BatchOutcomes, type ItemOutcome, type MemberBatch, type MemberItem, type RpcRequest } from '@streaming/contracts';
import { DomainError } from '../errors/domain-error.js';
import { unexpectedError } from '../errors/database-unavailable.js';
import type { Logger } from '../logging/logger.js';
import { callerOf } from './rpc-context.js';

/** The most items a member batch may hold (the gateway sends at most RPC_BATCH_MAX). */
export const MEMBER_BATCH_LIMIT = 1000;

const refused = (message: string) => new DomainError('VALIDATION_FAILED', 400, message);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The items of a verified member batch (see MemberItem in libs/contracts). The batch must come
 * without an actor: a member's own call acts for that member only and never names others, so a
 * batch carrying one is refused (403). Each item must name its member by id; its `data` is left to
 * the handler, which validates it as it would a single call's and answers that item's error alone.
 */
export function memberItems(req: RpcRequest<MemberBatch<unknown>>): Array<MemberItem<unknown>> {
  if (callerOf(req)) throw new DomainError('BATCH_WITH_ACTOR', 403, "Appel interne refusé : un lot de membres n'est jamais envoyé au nom d'un membre.");
  const data: unknown = req.data;
  const items = isRecord(data) ? data.items : undefined;
  if (!Array.isArray(items) || items.length === 0 || items.length > MEMBER_BATCH_LIMIT) {
    throw refused(`Un lot contient de 1 à ${MEMBER_BATCH_LIMIT} éléments.`);
  }
  return items.map((item: unknown) => {
    if (!isRecord(item)) throw refused('Élément de lot invalide.');
    const { userId, requestId } = item;
    if (!isUuid(userId)) throw refused('Élément de lot sans membre valide.');
    if (requestId !== undefined && typeof requestId !== 'string') throw refused('Élément de lot invalide.');
    return { userId, ...(requestId !== undefined ? { requestId: requestId.slice(0, 64) } : {}), data: item.data };
  });
}

/**
 * Runs `one` on every item at once and answers each item's outcome in order: a DomainError stays
 * that item's error (the others go on); a database that cannot be reached is that item's 503
 * (SERVICE_UNAVAILABLE); anything else is logged with the item's request id and becomes a 500 for
 * that item only.
 */
export async function settleItems<R>(
  items: Array<MemberItem<unknown>>,
  one: (item: MemberItem<unknown>) => Promise<R>,
  logger: Logger,
): Promise<BatchOutcomes<R>> {
  const settled = await Promise.allSettled(items.map((item) => one(item)));
  const outcomes = settled.map((s, i): ItemOutcome<R> => {
    if (s.status === 'fulfilled') return { ok: s.value };
    if (s.reason instanceof DomainError) return { error: s.reason.toPayload() };
    const { kind, payload } = unexpectedError(s.reason);
    if (kind === 'unavailable') logger.warn({ err: s.reason, requestId: items[i].requestId }, 'database unavailable: batch item answered 503');
    else logger.error({ err: s.reason, requestId: items[i].requestId }, 'unhandled error in a batch item');
    return { error: payload };
  });
  return { outcomes };
}
