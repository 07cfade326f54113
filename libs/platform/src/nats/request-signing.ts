import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import type { Actor, RpcMeta } from '@streaming/contracts';
import { signatureMatches } from '../crypto/signature-text.js';

/**
 * `INTERNAL_SIGNING_KEYS`: "kid:secret[,kid:secret...]". The first key signs, every key verifies,
 * so a new key is rolled out in three steps (add it second everywhere, move it first, drop the old).
 */
export const SIGNING_KEYS_FORMAT = /^[A-Za-z0-9_-]{1,32}:[^,:\s]{32,}(,[A-Za-z0-9_-]{1,32}:[^,:\s]{32,})*$/;
export const SIGNING_KEYS_RULE = 'INTERNAL_SIGNING_KEYS must be "kid:secret[,kid:secret...]" (kid of letters, digits, - or _; secrets of 32+ characters without "," or ":")';

export interface SigningKey {
  id: string;
  secret: string;
}

export function parseSigningKeys(spec: string): SigningKey[] {
  if (!SIGNING_KEYS_FORMAT.test(spec)) throw new Error(SIGNING_KEYS_RULE);
  const keys = spec.split(',').map((part) => {
    const at = part.indexOf(':');
    return { id: part.slice(0, at), secret: part.slice(at + 1) };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new Error('INTERNAL_SIGNING_KEYS: each kid must appear once');
  return keys;
}

/** What a verified request tells about its caller: only fields covered by the signature. */
export interface TrustedMeta {
  requestId: string;
  actor?: Actor;
  ip?: string;
}

export type UntrustedReason = 'missing' | 'malformed' | 'unknown-key' | 'bad-signature' | 'expired' | 'not-yet-valid' | 'lifetime-too-long';

export type VerifyResult = { ok: true; meta: TrustedMeta } | { ok: false; reason: UntrustedReason; kid?: string };

export interface RequestSigningOptions {
  /** Lifetime of a signature (default 30 s). */
  ttlMs?: number;
  /** Tolerated clock difference between the signer and the verifier (default 5 s). */
  clockSkewMs?: number;
  now?: () => number;
}

const VERSION = 'rpc1';
/** Messages on a stream (events, queued messages): another version string, so a request's signature can never pass for a message's. */
const MESSAGE_VERSION = 'msg2';
/** Replies to SignedReplyPatterns: a version string of their own too. */
const REPLY_VERSION = 'reply1';

/** NATS headers that carry the key id and the signature of a signed message or reply, and when a message was signed. */
export const SignatureHeaders = { kid: 'Streaming-Kid', sig: 'Streaming-Sig', signedAt: 'Streaming-Signed-At' } as const;
const MAX_TTL_MS = 5 * 60_000;

/** The data as it travels: the signature covers these exact characters. `undefined` travels as nothing. */
export function serializeData(data: unknown): string {
  return JSON.stringify(data) ?? '';
}

/**
 * Signs and verifies the caller context of a NATS request with HMAC-SHA256. The signature covers
 * the subject, the request id, the actor (user, role, token id), the ip, the validity window, the
 * key id and the exact JSON of the data: moving a signed context to another subject, another
 * payload or another user breaks it.
 */
export class RequestSigning {
  private readonly keys: Map<string, KeyObject>;
  private readonly signingKid: string;
  private readonly ttlMs: number;
  private readonly skewMs: number;
  private readonly now: () => number;

  constructor(keys: SigningKey[], opts: RequestSigningOptions = {}) {
    if (!keys.length) throw new Error('at least one signing key is needed');
    this.keys = new Map(keys.map((k) => [k.id, createSecretKey(Buffer.from(k.secret, 'utf8'))]));
    this.signingKid = keys[0].id;
    this.ttlMs = opts.ttlMs ?? 30_000;
    this.skewMs = opts.clockSkewMs ?? 5_000;
    this.now = opts.now ?? Date.now;
    if (this.ttlMs <= 0 || this.ttlMs > MAX_TTL_MS) throw new Error(`signature lifetime must be within 1..${MAX_TTL_MS} ms`);
  }

  static fromSpec(spec: string, opts?: RequestSigningOptions): RequestSigning {
    return new RequestSigning(parseSigningKeys(spec), opts);
  }

  /** The meta to send: the caller context plus its validity window, key id and signature. */
  sign(subject: string, context: TrustedMeta, dataJson: string): RpcMeta {
    const iat = this.now();
    const exp = iat + this.ttlMs;
    const kid = this.signingKid;
    const actor = context.actor ? cleanActor(context.actor) : undefined;
    const meta: RpcMeta = { requestId: context.requestId, ...(actor ? { actor } : {}), ...(context.ip !== undefined ? { ip: context.ip } : {}), iat, exp, kid };
    meta.sig = this.mac(this.keys.get(kid)!, subject, meta, dataJson).toString('base64url');
    return meta;
  }

  /** Checks a received meta (untrusted input of any shape) against the subject and data it came with. */
  verify(subject: string, meta: unknown, dataJson: string): VerifyResult {
    if (!meta || typeof meta !== 'object') return { ok: false, reason: 'missing' };
    const m = meta as Record<string, unknown>;
    if (m.sig === undefined && m.kid === undefined) return { ok: false, reason: 'missing' };
    const kid = typeof m.kid === 'string' ? m.kid.slice(0, 32) : undefined;
    if (!isWellFormed(m)) return { ok: false, reason: 'malformed', kid };
    const key = this.keys.get(m.kid);
    if (!key) return { ok: false, reason: 'unknown-key', kid };
    if (!signatureMatches(m.sig, this.mac(key, subject, m, dataJson))) return { ok: false, reason: 'bad-signature', kid };
    const now = this.now();
    if (m.exp - m.iat > MAX_TTL_MS) return { ok: false, reason: 'lifetime-too-long', kid };
    if (m.iat > now + this.skewMs) return { ok: false, reason: 'not-yet-valid', kid };
    if (now > m.exp + this.skewMs) return { ok: false, reason: 'expired', kid };
    const actor = m.actor ? cleanActor(m.actor) : undefined;
    return { ok: true, meta: { requestId: m.requestId, ...(actor ? { actor } : {}), ...(m.ip !== undefined ? { ip: m.ip } : {}) } };
  }

  /**
   * Signs a message published on a JetStream stream (an event, a queued message): the subject, the
   * message's id (its Nats-Msg-Id), when it was signed (`signedAt`, ms since the epoch) and the exact
   * body. No validity window here: a message may wait until its consumer is back; the consumer
   * bounds its age by the stream's (signed-messages.ts).
   */
  signMessage(subject: string, msgId: string, signedAt: number, body: string): { kid: string; sig: string } {
    const kid = this.signingKid;
    return { kid, sig: this.messageMac(this.keys.get(kid)!, subject, kid, msgId, signedAt, body).toString('base64url') };
  }

  /** Checks a message's key id and signature (untrusted header values) against its subject, id, signing time and body. */
  verifyMessage(subject: string, msgId: string, signedAt: number, kid: string | undefined, sig: string | undefined, body: string | Uint8Array): boolean {
    if (!kid || !sig || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
    const key = this.keys.get(kid);
    if (!key) return false;
    return signatureMatches(sig, this.messageMac(key, subject, kid, msgId, signedAt, body));
  }

  /**
   * Signs a reply to a request (patterns of SignedReplyPatterns, libs/contracts), bound to that very
   * request: the subject, the exact bytes of the request as received (its caller context and
   * signature, its data, the call's own id) and the exact bytes of the reply. A reply captured once
   * cannot answer another call, nor another member's.
   */
  signReply(subject: string, request: Uint8Array, reply: Uint8Array): { kid: string; sig: string } {
    const kid = this.signingKid;
    return { kid, sig: this.replyMac(this.keys.get(kid)!, subject, kid, request, reply).toString('base64url') };
  }

  /** Checks a reply's key id and signature (untrusted header values) against the request it answers, as sent. */
  verifyReply(subject: string, request: Uint8Array, reply: Uint8Array, kid: string | undefined, sig: string | undefined): boolean {
    if (!kid || !sig || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
    const key = this.keys.get(kid);
    if (!key) return false;
    return signatureMatches(sig, this.replyMac(key, subject, kid, request, reply));
  }

  private replyMac(key: KeyObject, subject: string, kid: string, request: Uint8Array, reply: Uint8Array): Buffer {
    // The request's length is signed: no byte can move from the request into the reply.
    return createHmac('sha256', key).update(JSON.stringify([REPLY_VERSION, subject, kid, request.length])).update('\n').update(request).update(reply).digest();
  }

  private messageMac(key: KeyObject, subject: string, kid: string, msgId: string, signedAt: number, body: string | Uint8Array): Buffer {
    return createHmac('sha256', key).update(JSON.stringify([MESSAGE_VERSION, subject, kid, msgId, signedAt])).update('\n').update(body).digest();
  }

  private mac(key: KeyObject, subject: string, m: RpcMeta, dataJson: string): Buffer {
    // A JSON array: no field can spill into the next one, whatever characters it holds.
    const head = JSON.stringify([
      VERSION,
      subject,
      m.requestId,
      m.actor ? m.actor.userId : null,
      m.actor ? m.actor.isAdmin === true : null,
      m.actor?.tokenId ?? null,
      m.ip ?? null,
      m.iat,
      m.exp,
      m.kid,
    ]);
    return createHmac('sha256', key).update(head).update('\n').update(dataJson).digest();
  }
}

function cleanActor(actor: Actor): Actor {
  return { userId: actor.userId, isAdmin: actor.isAdmin === true, ...(actor.tokenId !== undefined ? { tokenId: actor.tokenId } : {}) };
}

type WellFormed = RpcMeta & { iat: number; exp: number; kid: string; sig: string };

function isWellFormed(m: Record<string, unknown>): m is Record<string, unknown> & WellFormed {
  if (typeof m.requestId !== 'string' || typeof m.kid !== 'string' || typeof m.sig !== 'string') return false;
  if (!Number.isSafeInteger(m.iat) || !Number.isSafeInteger(m.exp)) return false;
  if (m.ip !== undefined && typeof m.ip !== 'string') return false;
  if (m.actor !== undefined) {
    const a = m.actor as Record<string, unknown> | null;
    if (!a || typeof a !== 'object' || typeof a.userId !== 'string' || typeof a.isAdmin !== 'boolean') return false;
    if (a.tokenId !== undefined && typeof a.tokenId !== 'string') return false;
  }
  return /^[A-Za-z0-9_-]{43}$/.test(m.sig);
}
