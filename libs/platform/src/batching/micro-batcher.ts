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

/**
 * Groups calls that arrive together into one piece of work: `add` queues an item and resolves with
 * its own result once the batch holding it is done. A batch goes when it holds `maxBatch` items, or
 * `waitMs` after its first item arrived (0: at the end of the current turn of the event loop, so
 * every request read from the sockets in that turn goes together); at most `concurrency` batches
 * are under way at the same time (items arriving meanwhile wait and form the next, bigger batch).
 * When the work throws, every item of its batch is rejected with that error.
 *
 * MicroBatcher or BatchCollector: this one for calls whose callers each await their own result
 * (the gateway's member batches of views and its progress messages, the titles it checks,
 * engagement's statements of views); BatchCollector for items nobody waits on, one batch at a time,
 * given back on stop (messages pulled from JetStream).
 */
export class MicroBatcher<I, R> {
  private queue: Array<Waiting<I, R>> = [];
  private timer?: NodeJS.Timeout;
  private immediate?: NodeJS.Immediate;
  private running = 0;
  private readonly idle = new Set<() => void>();

  constructor(
    /** Answers one result per item, in the items' order. */
    private readonly work: (items: I[]) => Promise<R[]>,
    private readonly opts: MicroBatcherOptions,
  ) {
    if (!(opts.maxBatch >= 1) || !(opts.concurrency >= 1) || !(opts.waitMs >= 0)) {
      throw new RangeError('MicroBatcher: maxBatch and concurrency must be ≥ 1, waitMs ≥ 0');
    }
  }

  add(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (this.queue.length >= this.opts.maxBatch) this.dispatch();
      else this.schedule();
    });
  }

  /** Writes what is queued now and resolves once nothing is queued or being written. */
  async drain(): Promise<void> {
    this.dispatch();
    if (this.queue.length === 0 && this.running === 0) return;
    await new Promise<void>((resolve) => this.idle.add(resolve));
  }

  private schedule(): void {
    if (this.timer || this.immediate) return;
    if (this.opts.waitMs === 0) this.immediate = setImmediate(() => this.dispatch());
    else this.timer = setTimeout(() => this.dispatch(), this.opts.waitMs);
  }

  private dispatch(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.immediate) {
      clearImmediate(this.immediate);
      this.immediate = undefined;
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
