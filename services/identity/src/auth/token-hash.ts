import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits). */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored as their SHA-256, never in clear. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
