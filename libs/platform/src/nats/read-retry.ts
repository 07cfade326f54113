import type { Msg } from '@nats-io/transport-node';
import type { LinkState } from './link-state.js';
import type { ReplyInbox } from './reply-inbox.js';
import { isNoResponders, isTimeout, mapTransportError, RpcCallError } from './rpc-errors.js';

/** Default time a read waits for its first try before it is sent again. */
export const DEFAULT_READ_TRY_TIMEOUT_MS = 1000;
/** Default time a read may spend, in all, waiting for NATS to come back (on top of its timeout). */
export const DEFAULT_READ_RECONNECT_WAIT_MS = 10000;
/**
 * Tries of a read on one link, one every readTryTimeoutMs while none has answered: the second goes
 * to whichever replica the queue group picks, the third covers a replica that took both earlier
 * ones (slow, e.g. just started) and then died.
 */
const READ_TRIES = 3;
/**
 * Extra tries (beyond each read's first) sent per readTryTimeoutMs, over all reads of a client:
 * at most this share of the reads in flight, and at least EXTRA_TRIES_MIN, the oldest read first.
 * When every replica is slow (overload), extra tries would only add work: this caps them at about
 * half as much again; when a replica dies, the reads it held get theirs within a window or two.
 * A read whose extra try is refused asks again a quarter window later.
 */
const EXTRA_TRIES_SHARE = 0.5;
const EXTRA_TRIES_MIN = 4;
/** Pause before a read that met "no responders" is sent again (a replica may be resubscribing after a NATS reconnect). */
const NO_RESPONDERS_PAUSE_MS = 100;

/**
 * The reads of one RpcClient (patterns of IdempotentPatterns): sent again to another replica when
 * the first try gets no answer in time, with the extra tries capped over all reads, and NATS
 * restarts waited out rather than counted (see readWithRetry).
 */
export class RetryingReads {
  /** Reads under way, and when their recent extra tries went out (see EXTRA_TRIES_SHARE). */
  private readsInFlight = 0;
  private readonly extraTries: ExtraTryBudget;

  constructor(
    private readonly inbox: ReplyInbox,
    private readonly link: LinkState,
    private readonly readTryTimeoutMs: number,
    private readonly reconnectWaitMs: number,
  ) {
    this.extraTries = new ExtraTryBudget(readTryTimeoutMs);
  }

  /**
   * A read. Its first try waits for an answer until the deadline; with none after readTryTimeoutMs
   * (the replica that took it died, or is slow), the same read goes again to the queue group,
   * which hands it to a live replica, and once more after another readTryTimeoutMs (READ_TRIES);
   * the first answer wins, so a slow first replica still counts, and a try that lands on a dying
   * replica costs nothing. Extra tries are capped over the whole client (EXTRA_TRIES_SHARE), so
   * that an overload is not made worse by them. A NATS restart is waited out, not counted:
   * - while the link is down nothing is sent (the client drops what it buffered at each reconnect
   *   attempt): the read waits for the reconnect, then is sent;
   * - tries in flight when the link drops are given up at once (the request or its reply went with
   *   the link) rather than waited out to the deadline; they do not count among the tries;
   * - the time spent waiting for a reconnect is added to the deadline, up to reconnectWaitMs in all
   *   for one call: with NATS away longer than that, 503.
   * "No responders" (no replica subscribed at this instant, e.g. while they resubscribe after a
   * reconnect) means nobody got it: it is sent again after a short pause, for at most one try
   * timeout (counted again from each reconnect), then reported. The same signed packet is re-sent:
   * its signature (30 s) outlives `totalMs` plus reconnectWaitMs.
   * A read that fails says why in `RpcCallError.tries` (each try: when, how long, what ended it).
   */
  async readWithRetry(subject: string, payload: Uint8Array, totalMs: number, pattern: string): Promise<Msg> {
    this.readsInFlight++;
    const ticket: ReadTicket = { since: Date.now() };
    try {
      return await this.read(subject, payload, totalMs, pattern, ticket);
    } finally {
      this.readsInFlight--;
      this.extraTries.forget(ticket);
    }
  }

  private async read(subject: string, payload: Uint8Array, totalMs: number, pattern: string, ticket: ReadTicket): Promise<Msg> {
    const started = Date.now();
    let deadline = started + totalMs;
    let reconnectWaitLeft = this.reconnectWaitMs;
    let noRespondersSince: number | undefined;
    const tries: string[] = [];
    const note = (line: string) => tries.push(`+${Date.now() - started} ms: ${line}`);
    const fail = (err: unknown): never => {
      const e = mapTransportError(err, pattern);
      throw new RpcCallError(e.code, e.status, e.message, e.extra, tries);
    };
    for (;;) {
      if (!this.link.connected) {
        const from = Date.now();
        await this.link.reconnected(reconnectWaitLeft);
        const waited = Date.now() - from;
        note(`NATS revenu après ${waited} ms d'attente`);
        reconnectWaitLeft -= waited;
        deadline += waited;
        noRespondersSince = undefined;
        if (!this.link.connected) fail(new RpcCallError('SERVICE_UNAVAILABLE', 503, `Messagerie indisponible (${pattern})`));
      }
      if (deadline <= Date.now()) fail(new RpcCallError('SERVICE_TIMEOUT', 504, `Délai dépassé pour ${pattern}`));
      const end = await this.tryRead(subject, payload, deadline, note, ticket);
      if (end === LINK_LOST) continue;
      if ('msg' in end) return end.msg;
      if (isNoResponders(end.err)) {
        const now = Date.now();
        noRespondersSince ??= now;
        const pauseUntil = now + NO_RESPONDERS_PAUSE_MS;
        if (pauseUntil - noRespondersSince > this.readTryTimeoutMs || pauseUntil >= deadline) fail(end.err);
        await new Promise((resolve) => setTimeout(resolve, NO_RESPONDERS_PAUSE_MS));
        continue;
      }
      fail(end.err);
    }
  }

  /**
   * One round of a read on the current link: the first try, then another one every
   * readTryTimeoutMs while none has answered (READ_TRIES in all, each while there is time left for
   * an answer). Ends with the first answer, LINK_LOST if the link drops first, or the first try's
   * error once no try is left waiting (a timeout at the deadline, or "no responders" at once).
   */
  private tryRead(subject: string, payload: Uint8Array, deadline: number, note: (line: string) => void, ticket: ReadTicket): Promise<ReadEnd> {
    return new Promise<ReadEnd>((resolve) => {
      let waiting = 0;
      let over = false;
      let firstError: unknown;
      let noRespondersSince: number | undefined;
      const timers = new Set<NodeJS.Timeout>();
      // The tries sent: once one answers (or the round ends), the others are waited for no more.
      const forgets: Array<() => void> = [];
      const later = (ms: number, run: () => void) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!over) run();
        }, ms);
        timers.add(timer);
      };
      const finish = (end: ReadEnd) => {
        if (over) return;
        over = true;
        for (const timer of timers) clearTimeout(timer);
        for (const forget of forgets) forget();
        stopWatching();
        resolve(end);
      };
      const stopWatching = this.link.onLost(() => {
        note(`${waiting} essai(s) en cours perdu(s) avec le lien`);
        finish(LINK_LOST);
      });
      const send = (n: number) => {
        const sentAt = Date.now();
        const timeout = deadline - sentAt;
        waiting++;
        this.inbox.request(subject, payload, timeout, undefined, (forget) => forgets.push(forget)).then(
          (msg) => finish({ msg }),
          (err: unknown) => {
            waiting--;
            if (over) return;
            note(`essai ${n} (${timeout} ms) : ${isNoResponders(err) ? 'aucun abonné' : isTimeout(err) ? 'sans réponse' : String(err)} après ${Date.now() - sentAt} ms`);
            if (n === 1) firstError = err;
            // A later try met no replica while an earlier one still waits (its replica may be
            // gone): sent again shortly, as a first try would be, for at most one try timeout.
            const now = Date.now();
            if (n > 1 && waiting > 0 && isNoResponders(err)) {
              noRespondersSince ??= now;
              const at = now + NO_RESPONDERS_PAUSE_MS;
              if (at - noRespondersSince <= this.readTryTimeoutMs && deadline - at > NO_RESPONDERS_PAUSE_MS) later(NO_RESPONDERS_PAUSE_MS, () => send(n));
              return;
            }
            // Nothing left waiting ("no responders" comes at once, a timeout at the deadline).
            if (waiting === 0) finish({ err: firstError ?? err });
          },
        );
      };
      // Try n after `waitMs` more, if the extra-try budget allows it then; else asks again shortly.
      const sendNext = (n: number, waitMs: number) => {
        if (n > READ_TRIES || deadline - Date.now() - waitMs <= NO_RESPONDERS_PAUSE_MS) return;
        later(waitMs, () => {
          if (!this.extraTries.take(ticket, this.readsInFlight)) {
            sendNext(n, this.readTryTimeoutMs / 4);
            return;
          }
          note(`pas de réponse : essai ${n}`);
          send(n);
          sendNext(n + 1, this.readTryTimeoutMs);
        });
      };
      send(1);
      sendNext(2, this.readTryTimeoutMs);
    });
  }
}

/** A read asking for extra tries: the oldest one waiting is served first. */
interface ReadTicket {
  since: number;
}

/**
 * Extra tries sent in the last window (readTryTimeoutMs), capped by the reads in flight, and
 * granted oldest read first: when the cap bites, a read stuck on a dead replica since before the
 * crash is not starved by the newer reads that are merely slow.
 */
class ExtraTryBudget {
  private readonly sentAt: number[] = [];
  private readonly waiting = new Set<ReadTicket>();

  constructor(private readonly windowMs: number) {}

  take(read: ReadTicket, readsInFlight: number): boolean {
    const now = Date.now();
    while (this.sentAt.length && this.sentAt[0] <= now - this.windowMs) this.sentAt.shift();
    const full = this.sentAt.length >= Math.max(EXTRA_TRIES_MIN, readsInFlight * EXTRA_TRIES_SHARE);
    if (full || [...this.waiting].some((other) => other !== read && other.since < read.since)) {
      this.waiting.add(read);
      return false;
    }
    this.waiting.delete(read);
    this.sentAt.push(now);
    return true;
  }

  /** The read is over: it waits no more. */
  forget(read: ReadTicket): void {
    this.waiting.delete(read);
  }
}

/** How one round of a read ended. */
type ReadEnd = { msg: Msg } | { err: unknown } | typeof LINK_LOST;
const LINK_LOST = 'link-lost' as const;
