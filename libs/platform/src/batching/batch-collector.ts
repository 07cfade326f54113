/**
 * Gathers items into batches: a batch is handed out when it holds `maxBatch` items, or when its
 * oldest item has waited `maxWaitMs`, whichever comes first. One batch is handled at a time; items
 * arriving meanwhile wait for the next one (under load, a batch fills while the previous one is
 * handled, so batches grow with the load and the wait shrinks to the handling time).
 *
 * BatchCollector or MicroBatcher: this one for items nobody waits on, handled one batch at a time,
 * whose leftovers must be given back on stop (the messages pulled from JetStream: PulledBatches,
 * under the events' and the work queues' consumers); MicroBatcher for calls whose callers each
 * await their own result, several batches at once (the gateway's member batches, engagement's views).
 *
 * `run` must not throw (the batch consumer acks or naks inside it); an error it throws anyway is
 * reported to `onError` and the batch is not retried here.
 */
export class BatchCollector<M> {
  private readonly pending: Array<{ item: M; at: number }> = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly maxBatch: number,
    private readonly maxWaitMs: number,
    private readonly run: (batch: M[]) => Promise<void>,
    private readonly onError: (err: unknown) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new Error(`maxBatch must be a positive integer, not ${maxBatch}`);
    if (!(maxWaitMs >= 0)) throw new Error(`maxWaitMs must be 0 or more, not ${maxWaitMs}`);
  }

  /** Adds an item; false once stopped (the item was not taken: the caller gives it back). */
  push(item: M): boolean {
    if (this.stopped) return false;
    this.pending.push({ item, at: this.now() });
    this.schedule();
    return true;
  }

  /**
   * Stops handing out batches: waits for the batch being handled, then answers the items that were
   * still waiting (the caller gives them back, e.g. naks them so another replica gets them at once).
   */
  async stop(): Promise<M[]> {
    this.stopped = true;
    this.clearTimer();
    await this.running;
    return this.pending.splice(0).map((p) => p.item);
  }

  private schedule(): void {
    if (this.stopped || this.running || !this.pending.length) return;
    const wait = this.pending.length >= this.maxBatch ? 0 : this.pending[0].at + this.maxWaitMs - this.now();
    if (wait <= 0) {
      this.clearTimer();
      this.running = this.handleOne();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.schedule();
    }, wait);
  }

  private async handleOne(): Promise<void> {
    const batch = this.pending.splice(0, this.maxBatch).map((p) => p.item);
    try {
      await this.run(batch);
    } catch (err) {
      this.onError(err);
    } finally {
      this.running = undefined;
      this.schedule();
    }
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
