import { describe, expect, it } from '@jest/globals';
import { erasedMembers, type ErasureEvent } from './erasure.rules.js';

const at = '2026-11-23T10:00:00.000Z';
const deleted = (id: string, userId: string): ErasureEvent => ({ id, type: 'identity.user.deleted', occurredAt: at, data: { userId } });

describe('erasedMembers', () => {
  it('lists each erased member once, ids in lower case (a redelivered event adds nothing)', () => {
    const u1 = '5B0F3C1E-7D44-4F0B-9A53-1F1A0C6F2E10';
    expect(erasedMembers([deleted('1', u1), deleted('2', 'e4a1c2b3-6d7e-4f80-9a1b-2c3d4e5f6a7b'), deleted('1', u1)]))
      .toEqual([u1.toLowerCase(), 'e4a1c2b3-6d7e-4f80-9a1b-2c3d4e5f6a7b']);
    expect(erasedMembers([])).toEqual([]);
  });
});
