import type { Logger } from '../logging/logger.js';

/**
 * Background work a service runs every `everyMs` (pruning, purges, housekeeping): one run at a time
 * (a run still going when the next is due is skipped), a failed run logged as a warning ("<what>
 * failed, will retry") and tried again at the next, the timer never keeping the process alive.
 * start() when the application has started, stop() when it shuts down.
 */
export class PeriodicJob {
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly what: string,
    private readonly everyMs: number,
    private readonly job: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One run now, unless one is going: what the timer calls. Never throws. */
  async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.job();
    } catch (err) {
      this.logger.warn({ err: (err as Error).message }, `${this.what} failed, will retry`);
    } finally {
      this.running = false;
    }
  }
}
