/**
 * Groups calls that arrive together into one piece of work: `add` queues an item and resolves with
 * its own result once the batch holding it is written. A batch is written when it holds `maxBatch`
 * items, or `waitMs` after its first item arrived; at most `concurrency` batches are written at the
 * same time (items arriving meanwhile wait and form the next, bigger batch). When the work throws,
 * every item of its batch is rejected with that error.
 */
export interface MicroBatcherOptions {
  maxBatch: number;
  waitMs: number;
  concurrency: number;
}

interface Waiting<I, R> {
  item: I;
  resolve(result: R): void;
  reject(err: unknown): void;
}

export class MicroBatcher<I, R> {
  private queue: Array<Waiting<I, R>> = [];
  private timer?: NodeJS.Timeout;
  private running = 0;
  private readonly idle = new Set<() => void>();

  constructor(
    /** Answers one result per item, in the items' order. */
    private readonly work: (items: I[]) => Promise<R[]>,
    private readonly opts: MicroBatcherOptions,
  ) {}

  add(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.queue.length >= this.opts.maxBatch) this.dispatch();
      else this.timer ??= setTimeout(() => this.dispatch(), this.opts.waitMs);
    });
  }

  /** Items queued or being written. */
  get pending(): number {
    return this.queue.length + this.running;
  }

  /** Writes what is queued now and resolves once nothing is queued or being written. */
  async drain(): Promise<void> {
    this.dispatch();
    if (this.queue.length === 0 && this.running === 0) return;
    await new Promise<void>((resolve) => this.idle.add(resolve));
  }

  private dispatch(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    while (this.queue.length > 0 && this.running < this.opts.concurrency) {
      const batch = this.queue.splice(0, this.opts.maxBatch);
      this.running++;
      void this.run(batch);
    }
  }

  private async run(batch: Array<Waiting<I, R>>): Promise<void> {
    try {
      const results = await this.work(batch.map((w) => w.item));
      batch.forEach((w, i) => w.resolve(results[i]));
    } catch (err) {
      for (const w of batch) w.reject(err);
    } finally {
      this.running--;
      // What queued up while this batch was written goes at once: it has waited already.
      if (this.queue.length > 0) this.dispatch();
      else if (this.running === 0) {
        for (const resolve of this.idle) resolve();
        this.idle.clear();
      }
    }
  }
}
