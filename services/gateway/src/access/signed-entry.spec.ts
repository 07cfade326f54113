import { describe, expect, it } from '@jest/globals';
import { alteredSignatures } from '../../../../tests/support/altered-signatures.js';
import { EntrySealer } from './signed-entry.js';

const KEY = 'gateway-cache-key-0123456789abcdef0123456789';
const state = { userId: 'u1', exists: true, isAdmin: false, ban: null, tokensValidAfter: 0, user: null };

describe('access states kept in Redis', () => {
  it('come back as sealed, after the JSON round trip through Redis', () => {
    const sealer = new EntrySealer(KEY);
    const stored = JSON.parse(JSON.stringify(sealer.seal('p:gateway:access:u1', state))) as unknown;
    expect(sealer.open('p:gateway:access:u1', stored)).toEqual(state);
  });

  it('written by someone else (plain, forged or re-signed with another key) are misses', () => {
    const sealer = new EntrySealer(KEY);
    const admin = { ...state, isAdmin: true };
    expect(sealer.open('p:gateway:access:u1', admin)).toBeUndefined();
    const genuine = sealer.seal('p:gateway:access:u1', state);
    expect(sealer.open('p:gateway:access:u1', { body: JSON.stringify(admin), sig: genuine.sig })).toBeUndefined();
    expect(sealer.open('p:gateway:access:u1', new EntrySealer(`${KEY}x`).seal('p:gateway:access:u1', admin))).toBeUndefined();
    expect(sealer.open('p:gateway:access:u1', { body: 'not json', sig: 'x' })).toBeUndefined();
  });

  describe('with the signature text altered', () => {
    const sealer = new EntrySealer(KEY);
    const genuine = sealer.seal('p:gateway:access:u1', state);

    it.each(alteredSignatures(genuine.sig))('are misses: %s', (_name, sig) => {
      expect(sealer.open('p:gateway:access:u1', genuine)).toEqual(state);
      expect(sealer.open('p:gateway:access:u1', { ...genuine, sig })).toBeUndefined();
    });
  });

  it("cannot be moved under another user's key", () => {
    const sealer = new EntrySealer(KEY);
    const adminEntry = sealer.seal('p:gateway:access:admin', { ...state, userId: 'admin', isAdmin: true });
    expect(sealer.open('p:gateway:access:u1', adminEntry)).toBeUndefined();
  });
});
