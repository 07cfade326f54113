import type { BatchOutcomes, ItemOutcome, MemberItem } from '@streaming/contracts';
import { MicroBatcher, type MicroBatcherOptions } from '../batching/micro-batcher.js';
import { RpcCallError } from './rpc-errors.js';

/**
 * The caller's side of a member batch (MemberBatch in libs/contracts): the same write of many
 * members, arriving together over HTTP, goes to the service as one NATS request. `call` queues one
 * member's item and resolves with that item's answer, or throws its own error as an RpcCallError
 * (so the gateway answers it like a single call's). A batch that fails as a whole (NATS away: 503,
 * no answer in time: 504) fails each of its items; it is sent once, never again.
 *
 * One request instead of N: one signature, one socket write and one reply to decode on each side,
 * and the service writes the batch with one statement. With `waitMs` 0 a batch holds what arrived
 * in one turn of the event loop, so a lone request waits for nothing.
 */
export class RpcBatcher<T, R> {
  private readonly batcher: MicroBatcher<MemberItem<T>, ItemOutcome<R>>;

  constructor(
    /** Sends one batch: `(items) => rpc.call(Pattern, { items })`. */
    send: (items: Array<MemberItem<T>>) => Promise<BatchOutcomes<R>>,
    opts: MicroBatcherOptions,
  ) {
    this.batcher = new MicroBatcher(async (items) => {
      const { outcomes } = await send(items);
      if (!Array.isArray(outcomes) || outcomes.length !== items.length) {
        throw new RpcCallError('INTERNAL', 500, 'Une erreur est survenue');
      }
      return outcomes;
    }, opts);
  }

  async call(userId: string, data: T, requestId?: string): Promise<R> {
    const outcome = await this.batcher.add(requestId === undefined ? { userId, data } : { userId, requestId, data });
    if ('error' in outcome) {
      const { code, status, message, extra } = outcome.error;
      throw new RpcCallError(code, status, message, extra);
    }
    return outcome.ok;
  }

  /** Sends what is queued and resolves once every batch has its answer (graceful stop). */
  drain(): Promise<void> {
    return this.batcher.drain();
  }
}
