import { timingSafeEqual } from 'node:crypto';

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * The bytes `text` stands for when it is their canonical base64url form (unpadded, as
 * `Buffer#toString('base64url')` writes it), otherwise null. Node's decoder is lenient: it skips
 * padding and characters outside the alphabet, stops early, and ignores the unused low bits of the
 * last character, so many texts decode to the same bytes. A signature checked after such decoding
 * would accept `<sig>=`, `<sig>!!` or a changed last character.
 */
export function decodeCanonicalBase64url(text: string): Buffer | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const bytes = Buffer.from(text, 'base64url');
  // Comparing the text with its own re-encoding involves no secret: no timing to protect here.
  return bytes.toString('base64url') === text ? bytes : null;
}

/**
 * Whether `text` is exactly the canonical base64url form of the signature `expected` (an HMAC
 * computed by the caller), compared in constant time. The one check for every signature that
 * travels as text: access tokens, the caller context on the bus, queued messages, sealed cache entries.
 */
export function signatureMatches(text: string, expected: Buffer): boolean {
  const given = decodeCanonicalBase64url(text);
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}
