import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { alteredSignatures } from '../../../../tests/support/altered-signatures.js';
import { decodeCanonicalBase64url, signatureMatches } from './signature-text.js';

const mac = createHmac('sha256', 'a key of the test').update('signed text').digest();
const sig = mac.toString('base64url');

describe('canonical base64url', () => {
  it('decodes what Buffer#toString("base64url") writes, for every length', () => {
    for (let n = 0; n <= 33; n++) {
      const bytes = createHmac('sha256', 'k').update(String(n)).digest().subarray(0, n);
      expect(decodeCanonicalBase64url(bytes.toString('base64url'))).toEqual(bytes);
    }
    // No byte string is written with a length of 4n + 1 characters.
    expect(decodeCanonicalBase64url('AAAAA')).toBeNull();
  });

  it('refuses a last character that differs only in the bits the decoder drops', () => {
    // 32 bytes are 43 characters: the last one carries 4 bits of data and 2 unused bits.
    const siblings = alteredSignatures(sig).filter(([name]) => name.includes('unused bits'));
    expect(siblings).toHaveLength(3);
    for (const [, altered] of siblings) {
      expect(Buffer.from(altered, 'base64url')).toEqual(mac); // what the lenient decoder makes of it
      expect(decodeCanonicalBase64url(altered)).toBeNull();
      expect(signatureMatches(altered, mac)).toBe(false);
    }
  });

  it.each([
    ...alteredSignatures(sig),
    ['double padding', `${sig}==`],
    ['a space', `${sig} `],
    ['a junk character inside', `${sig.slice(0, 10)}.${sig.slice(10)}`],
    ['standard base64 characters', sig.replace(/-/g, '+').replace(/_/g, '/').replace(/^./, '+')],
    ['an extra character', `${sig}A`],
    ['a missing character', sig.slice(0, -1)],
  ])('refuses %s', (_name, text) => {
    expect(signatureMatches(text, mac)).toBe(false);
  });

  it('accepts the signature as written', () => {
    expect(signatureMatches(sig, mac)).toBe(true);
    expect(signatureMatches(sig, Buffer.concat([mac, Buffer.alloc(1)]))).toBe(false);
  });
});
