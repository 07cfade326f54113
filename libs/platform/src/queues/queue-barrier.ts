import type { JetStreamManager, StreamState } from '@nats-io/jetstream';
import { CommonErrors } from '@streaming/contracts';
import { DomainError } from '../errors/domain-error.js';
import type { Logger } from '../logging/logger.js';

/** Longest a read waits: past it, it answers what is written (logged). */
const READ_WAIT_MS = 2000;
/** Longest a removal waits: past it, 503 SERVICE_UNAVAILABLE. */
const REMOVAL_WAIT_MS = 5000;
/** Pause between two looks at the stream while messages wait to be written. */
const POLL_MS = 2;

/** One caller waiting: the last sequence it must see written, once the stream was read for it. */
interface Waiter {
  target?: number;
  timer: NodeJS.Timeout;
  settle(written: boolean | Error): void;
}

/**
 * Read your writes over a work queue: a read of what the queue's consumer writes first waits until
 * every message the queue held when the read came is written. The consumer acks a message once
 * written, and a work queue then removes it: everything up to sequence `n` is written once the
 * stream is empty or its first message is past `n`.
 *
 * One barrier per queue and process (Infrastructure.queueBarrier), shared by every caller: a look at
 * the stream (one stream info request) is sent only while callers wait, one at a time. A caller
 * takes as its target the last sequence of the first look sent after it came (one sent earlier
 * could miss a message stored just before the caller asked), and is let through by the first look
 * that finds the stream past its target; while messages wait, looks follow each other every
 * POLL_MS. So a hundred reads at once cost about one look, not a hundred.
 *
 * `beforeRead` and `beforeRemoval` are the two uses; a look that fails (NATS away) ends the wait of
 * every caller waiting then, as a time out does.
 */
export class QueueBarrier {
  /** Callers that came since the last look was sent: the next look gives them their target. */
  private readonly fresh = new Set<Waiter>();
  /** Callers with a target, waiting for the stream to pass it. */
  private readonly tracking = new Set<Waiter>();
  private looking = false;
  private next?: NodeJS.Timeout;

  constructor(
    private readonly jsm: JetStreamManager,
    readonly stream: string,
    private readonly logger: Logger,
  ) {}

  /**
   * Before a read: waits until the messages queued before now are written, at most READ_WAIT_MS;
   * past it, or when the queue cannot be read, the read answers what is written (logged).
   */
  async beforeRead(): Promise<void> {
    const outcome = await this.written(READ_WAIT_MS);
    if (outcome !== true) this.report(outcome, 'a read answers what is written');
  }

  /**
   * Before a removal: waits until the messages queued before now are written, at most
   * REMOVAL_WAIT_MS; past it, or when the queue cannot be read, 503 SERVICE_UNAVAILABLE (a message
   * still queued would bring back what is removed).
   */
  async beforeRemoval(): Promise<void> {
    const outcome = await this.written(REMOVAL_WAIT_MS);
    if (outcome === true) return;
    this.report(outcome, 'a removal is refused (503)');
    throw new DomainError('SERVICE_UNAVAILABLE', CommonErrors.SERVICE_UNAVAILABLE.status, CommonErrors.SERVICE_UNAVAILABLE.message);
  }

  private report(outcome: false | Error, then: string): void {
    if (outcome) this.logger.warn({ stream: this.stream, err: outcome.message }, `queue barrier: the queue cannot be read, ${then}`);
    else this.logger.warn({ stream: this.stream }, `queue barrier: messages queued not all written in time, ${then}`);
  }

  /**
   * True once every message the stream held when called is written; false after `timeoutMs`; the
   * error when the stream could not be read.
   */
  private written(timeoutMs: number): Promise<boolean | Error> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        timer: setTimeout(() => waiter.settle(false), timeoutMs),
        settle: (outcome) => {
          clearTimeout(waiter.timer);
          this.fresh.delete(waiter);
          this.tracking.delete(waiter);
          resolve(outcome);
        },
      };
      this.fresh.add(waiter);
      // A look under way was sent before this caller came: the one after it serves it.
      if (!this.looking) this.lookNow();
    });
  }

  private lookNow(): void {
    if (this.next) clearTimeout(this.next);
    this.next = undefined;
    void this.look();
  }

  private async look(): Promise<void> {
    this.looking = true;
    const servedNow = [...this.fresh];
    this.fresh.clear();
    for (const w of servedNow) this.tracking.add(w);
    let state: StreamState;
    try {
      ({ state } = await this.jsm.streams.info(this.stream));
    } catch (err) {
      this.looking = false;
      const failure = err instanceof Error ? err : new Error(String(err));
      for (const w of [...this.tracking]) w.settle(failure);
      this.afterLook();
      return;
    }
    this.looking = false;
    for (const w of servedNow) w.target ??= state.last_seq;
    for (const w of [...this.tracking]) {
      if (w.target !== undefined && (state.messages === 0 || state.first_seq > w.target)) w.settle(true);
    }
    this.afterLook();
  }

  /** Callers that came during the look: another one at once; callers still waiting: another after POLL_MS. */
  private afterLook(): void {
    if (this.fresh.size) this.lookNow();
    else if (this.tracking.size && !this.next) {
      this.next = setTimeout(() => {
        this.next = undefined;
        if (!this.looking && (this.tracking.size || this.fresh.size)) void this.look();
      }, POLL_MS);
    }
  }
}
