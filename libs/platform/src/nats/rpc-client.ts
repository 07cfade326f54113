import { randomUUID } from 'node:crypto';
import { connect, errors as natsErrors, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { IdempotentPatterns, type Actor, type BusPattern, type RpcErrorPayload, type RpcRequestData, type RpcResponseData } from '@streaming/contracts';
import { ConfigError } from '../config/config-error.js';
import { natsConnectOptions, type NatsAuthEnv } from './nats-connection.js';
import { RequestSigning, SIGNING_KEYS_RULE, serializeData } from './request-signing.js';

/** A failed call: a domain error from the service, or 503 (no responder) / 504 (timeout). */
export class RpcCallError extends Error {
  constructor(
    public readonly code: string,
    public readonly status: number,
    message: string,
    public readonly extra?: Record<string, unknown>,
    /** For a read that failed: each try (when, how long, what ended it), for the logs. */
    public readonly tries?: readonly string[],
  ) {
    super(message);
    this.name = 'RpcCallError';
  }
}

export interface CallOptions {
  requestId?: string;
  actor?: Actor;
  ip?: string;
  timeoutMs?: number;
  /**
   * The call only reads, so it may be sent again (see readWithRetry). Defaults to whether the
   * pattern is in libs/contracts IdempotentPatterns; `false` forces a single try.
   */
  idempotent?: boolean;
}

/** What RpcClient.connect needs: where NATS is, who we are on it, the run's prefix and the signing keys. */
export interface RpcClientEnv extends NatsAuthEnv {
  NATS_PREFIX: string;
  INTERNAL_SIGNING_KEYS: string;
  RPC_TIMEOUT_MS?: number;
  RPC_READ_TRY_TIMEOUT_MS?: number;
  RPC_READ_RECONNECT_WAIT_MS?: number;
}

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

const enc = new TextEncoder();
const dec = new TextDecoder();

/** The signing keys of a process that talks on the bus: required, so a missing setting stops the start. */
export function requestSigningFrom(env: { INTERNAL_SIGNING_KEYS: string }): RequestSigning {
  if (!env.INTERNAL_SIGNING_KEYS) throw new ConfigError([`INTERNAL_SIGNING_KEYS: required (${SIGNING_KEYS_RULE})`]);
  try {
    return RequestSigning.fromSpec(env.INTERNAL_SIGNING_KEYS);
  } catch (err) {
    throw new ConfigError([(err as Error).message]);
  }
}

/**
 * Request/reply over NATS speaking Nest's wire format ({ pattern, data, id } -> { id, response | err }),
 * with NATS's own request so that "no responders" is told apart from a timeout. Every request's
 * caller context is signed (RequestSigning), guests included: services refuse unsigned ones.
 */
export class RpcClient {
  /** The link to NATS, as its status events tell it (reads wait for a reconnect rather than send into the void). */
  private readonly link = new LinkState();
  /** Reads under way, and when their recent extra tries went out (see EXTRA_TRIES_SHARE). */
  private readsInFlight = 0;
  private readonly extraTries: ExtraTryBudget;

  private constructor(
    readonly nc: NatsConnection,
    private readonly signing: RequestSigning,
    private readonly prefix: string,
    private readonly defaultTimeoutMs: number,
    private readonly readTryTimeoutMs: number,
    private readonly reconnectWaitMs: number,
  ) {
    this.link.follow(nc);
    this.extraTries = new ExtraTryBudget(readTryTimeoutMs);
  }

  /** A client on its own connection (tests, probes): `env` gives the servers, credentials, prefix and keys. */
  static async connect(env: RpcClientEnv, name = 'rpc-client', defaultTimeoutMs = env.RPC_TIMEOUT_MS ?? 5000): Promise<RpcClient> {
    if (typeof env !== 'object') throw new TypeError('RpcClient.connect(env, name, timeoutMs): pass the loaded env, not a URL');
    const signing = requestSigningFrom(env);
    const nc = await connect({ ...natsConnectOptions(env), name, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    return new RpcClient(
      nc,
      signing,
      env.NATS_PREFIX ? `${env.NATS_PREFIX}.` : '',
      defaultTimeoutMs,
      env.RPC_READ_TRY_TIMEOUT_MS ?? DEFAULT_READ_TRY_TIMEOUT_MS,
      env.RPC_READ_RECONNECT_WAIT_MS ?? DEFAULT_READ_RECONNECT_WAIT_MS,
    );
  }

  static fromConnection(
    nc: NatsConnection,
    signing: RequestSigning,
    prefix: string,
    defaultTimeoutMs = 5000,
    readTryTimeoutMs = DEFAULT_READ_TRY_TIMEOUT_MS,
    reconnectWaitMs = DEFAULT_READ_RECONNECT_WAIT_MS,
  ): RpcClient {
    return new RpcClient(nc, signing, prefix ? `${prefix}.` : '', defaultTimeoutMs, readTryTimeoutMs, reconnectWaitMs);
  }

  /** Sends `data` to the service answering `pattern`; both shapes come from RpcMap (libs/contracts bus.ts). */
  async call<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, opts: CallOptions = {}): Promise<RpcResponseData<P>> {
    const subject = `${this.prefix}${pattern}`;
    const dataJson = serializeData(data);
    const meta = this.signing.sign(subject, { requestId: opts.requestId ?? randomUUID(), actor: opts.actor, ip: opts.ip }, dataJson);
    // The data goes out as the exact characters that were signed.
    const envelope = `{"meta":${JSON.stringify(meta)}${dataJson ? `,"data":${dataJson}` : ''}}`;
    const packet = `{"pattern":${JSON.stringify(pattern)},"data":${envelope},"id":"${randomUUID()}"}`;
    const timeoutMs = opts.timeoutMs ?? this.defaultTimeoutMs;
    let reply;
    try {
      reply = (opts.idempotent ?? IdempotentPatterns.has(pattern))
        ? await this.readWithRetry(subject, enc.encode(packet), timeoutMs, pattern)
        : await this.sendOnce(subject, enc.encode(packet), timeoutMs, pattern);
    } catch (err) {
      throw mapTransportError(err, pattern);
    }
    const body = decodeReply<RpcResponseData<P>>(reply.data);
    if (body.err !== undefined && body.err !== null) throw mapRemoteError(body.err);
    return body.response;
  }

  /**
   * A write: sent once. While the NATS link is down it is held until the reconnect (up to
   * reconnectWaitMs, then 503) rather than handed to the client, which would drop it at its next
   * reconnect attempt: it was never sent, so sending it then is not a retry. Once sent, a write whose
   * answer does not come (the link dropped meanwhile, the replica died) is a 504: its outcome is
   * unknown and it is never sent again.
   */
  private async sendOnce(subject: string, payload: Uint8Array, timeoutMs: number, pattern: string): Promise<Msg> {
    if (!this.link.connected) {
      await this.link.reconnected(this.reconnectWaitMs);
      if (!this.link.connected) throw new RpcCallError('SERVICE_UNAVAILABLE', 503, `Messagerie indisponible (${pattern})`);
    }
    return this.nc.request(subject, payload, { timeout: timeoutMs });
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
  private async readWithRetry(subject: string, payload: Uint8Array, totalMs: number, pattern: string): Promise<Msg> {
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
        this.nc.request(subject, payload, { timeout }).then(
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

  async close(): Promise<void> {
    if (!this.nc.isClosed()) await this.nc.drain();
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

/** Connected or not, from the connection's status events; tells its `onLost` listeners when the link drops. */
class LinkState {
  connected = true;
  private waiters: Array<() => void> = [];
  private readonly lostListeners = new Set<() => void>();

  follow(nc: NatsConnection): void {
    void (async () => {
      for await (const status of nc.status()) {
        if (status.type === 'disconnect') this.dropped();
        else if (status.type === 'reconnect' && !this.connected) {
          this.connected = true;
          for (const wake of this.waiters.splice(0)) wake();
        }
      }
    })().catch(() => undefined);
    // Closed for good: whoever waits for a reconnect stops waiting (and fails: still not connected).
    void nc.closed().then(() => {
      this.dropped();
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  private dropped(): void {
    this.connected = false;
    const listeners = [...this.lostListeners];
    this.lostListeners.clear();
    for (const listener of listeners) listener();
  }

  /** Calls `listener` once when the link drops; returns what stops listening. */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** Resolves on the next reconnect, or after `waitMs`. */
  reconnected(waitMs: number): Promise<void> {
    if (this.connected || waitMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, waitMs);
      const waiters = this.waiters;
      function done() {
        clearTimeout(timer);
        const i = waiters.indexOf(done);
        if (i >= 0) waiters.splice(i, 1);
        resolve();
      }
      this.waiters.push(done);
    });
  }
}

function isNoResponders(err: unknown): boolean {
  return err instanceof natsErrors.NoRespondersError || (err instanceof natsErrors.RequestError && err.isNoResponders());
}

function isTimeout(err: unknown): boolean {
  return err instanceof natsErrors.TimeoutError || (err instanceof Error && err.cause instanceof natsErrors.TimeoutError);
}

/** A reply in Nest's wire format: the handler's answer, or the error it threw. */
interface ReplyBody<TResponse> {
  response: TResponse;
  err?: unknown;
}

/**
 * The bus's one unchecked step. A reply is JSON (so `unknown` until something vouches for it);
 * what vouches for it is that the handler answering the pattern is checked against the same RpcMap
 * entry at compile time (@RpcPattern), on both ends of the wire, so the answer is taken as
 * RpcMap[pattern]['response'] here without re-validating it. `JSON.parse` is the only untyped value
 * that reaches a typed one, and only in this function; nothing else casts a reply.
 */
function decodeReply<TResponse>(bytes: Uint8Array): ReplyBody<TResponse> {
  return JSON.parse(dec.decode(bytes));
}

function mapTransportError(err: unknown, pattern: string): RpcCallError {
  if (err instanceof RpcCallError) return err;
  if (isNoResponders(err)) {
    return new RpcCallError('SERVICE_UNAVAILABLE', 503, `Aucun service ne répond à ${pattern}`);
  }
  if (isTimeout(err)) {
    return new RpcCallError('SERVICE_TIMEOUT', 504, `Délai dépassé pour ${pattern}`);
  }
  if (err instanceof natsErrors.ClosedConnectionError || err instanceof natsErrors.RequestError) {
    return new RpcCallError('SERVICE_UNAVAILABLE', 503, `Messagerie indisponible (${pattern})`);
  }
  return new RpcCallError('SERVICE_UNAVAILABLE', 503, err instanceof Error ? err.message : String(err));
}

function mapRemoteError(err: unknown): RpcCallError {
  if (err && typeof err === 'object' && 'code' in err && 'status' in err && typeof (err as RpcErrorPayload).status === 'number') {
    const e = err as RpcErrorPayload;
    return new RpcCallError(e.code, e.status, e.message, e.extra);
  }
  return new RpcCallError('INTERNAL', 500, 'Une erreur est survenue');
}
