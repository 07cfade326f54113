import { createHmac } from 'node:crypto';
import { signatureMatches } from '@streaming/platform';

/** A value kept in Redis with the gateway's signature over its Redis key and its exact JSON. */
export interface SignedEntry {
  body: string;
  sig: string;
}

/**
 * Seals and opens cache entries with HMAC-SHA256 under a key only the gateways hold
 * (ACCESS_CACHE_KEY). Whoever can write to Redis cannot make an entry the gateway accepts, nor move
 * one user's entry under another user's key.
 */
export class EntrySealer {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(secret, 'utf8');
  }

  seal(redisKey: string, value: unknown): SignedEntry {
    const body = JSON.stringify(value);
    return { body, sig: this.mac(redisKey, body).toString('base64url') };
  }

  /** The value, or undefined when the entry is not one this key sealed for this Redis key. */
  open<T>(redisKey: string, entry: unknown): T | undefined {
    if (!entry || typeof entry !== 'object') return undefined;
    const { body, sig } = entry as Partial<SignedEntry>;
    if (typeof body !== 'string' || typeof sig !== 'string') return undefined;
    if (!signatureMatches(sig, this.mac(redisKey, body))) return undefined;
    try {
      return JSON.parse(body) as T;
    } catch {
      return undefined;
    }
  }

  private mac(redisKey: string, body: string): Buffer {
    return createHmac('sha256', this.key).update(redisKey).update('\n').update(body).digest();
  }
}
