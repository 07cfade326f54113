import { describe, expect, it } from '@jest/globals';
import { clearLocalPosition, clearMemberPositions, positionKey, readLocalPosition, writeLocalPosition, type KeyValueStore, type PositionStore } from './storage';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
  };
}

const film = { kind: 'movie' as const, titleId: 'f1' };
const episode = { kind: 'episode' as const, titleId: 's1', episodeId: 'e1' };

describe('position kept in the browser', () => {
  it('one key per member and video', () => {
    expect(positionKey('m1', film)).not.toBe(positionKey('m1', episode));
    expect(positionKey('m1', episode)).toBe(positionKey('m1', { ...episode, titleId: 'autre' }));
    expect(positionKey('m1', film)).not.toBe(positionKey('m2', film));
  });

  it('keeps a position inside the window and reads it back', () => {
    const where: PositionStore = { store: memoryStore(), memberId: 'm1' };
    writeLocalPosition(where, film, 3, 600, 1);
    expect(readLocalPosition(where, film)).toBeNull();
    writeLocalPosition(where, film, 42, 600, 7);
    expect(readLocalPosition(where, film)).toEqual({ positionSeconds: 42, durationSeconds: 600, savedAt: 7 });
    // Back under 5 s (a restart): the last kept position stays.
    writeLocalPosition(where, film, 2, 600, 8);
    expect(readLocalPosition(where, film)?.positionSeconds).toBe(42);
    // Within the last 5 s: nothing to resume any more.
    writeLocalPosition(where, film, 597, 600, 9);
    expect(readLocalPosition(where, film)).toBeNull();
  });

  it('a member never reads another member\'s position on a shared browser', () => {
    const store = memoryStore();
    writeLocalPosition({ store, memberId: 'm1' }, film, 42, 600, 7);
    expect(readLocalPosition({ store, memberId: 'm2' }, film)).toBeNull();
    expect(readLocalPosition({ store, memberId: 'm1' }, film)?.positionSeconds).toBe(42);
  });

  it('clears every position of one member, and only theirs', () => {
    const store = memoryStore();
    store.setItem('streaming:donation-reminder:m1', 'x');
    writeLocalPosition({ store, memberId: 'm1' }, film, 42, 600, 7);
    writeLocalPosition({ store, memberId: 'm1' }, episode, 100, 600, 7);
    writeLocalPosition({ store, memberId: 'm2' }, film, 50, 600, 7);
    clearMemberPositions({ store, memberId: 'm1' });
    expect(readLocalPosition({ store, memberId: 'm1' }, film)).toBeNull();
    expect(readLocalPosition({ store, memberId: 'm1' }, episode)).toBeNull();
    expect(readLocalPosition({ store, memberId: 'm2' }, film)?.positionSeconds).toBe(50);
    expect(store.getItem('streaming:donation-reminder:m1')).toBe('x');
    expect(() => clearMemberPositions(null)).not.toThrow();
  });

  it('clears on end, survives bad data and a refusing storage', () => {
    const store = memoryStore();
    const where: PositionStore = { store, memberId: 'm1' };
    writeLocalPosition(where, episode, 100, 600, 1);
    clearLocalPosition(where, episode);
    expect(readLocalPosition(where, episode)).toBeNull();
    store.data.set(positionKey('m1', film), '{pas du json');
    expect(readLocalPosition(where, film)).toBeNull();
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
    };
    const refused: PositionStore = { store: refusing, memberId: 'm1' };
    expect(readLocalPosition(refused, film)).toBeNull();
    expect(() => writeLocalPosition(refused, film, 42, 600, 1)).not.toThrow();
    expect(() => clearMemberPositions(refused)).not.toThrow();
    expect(readLocalPosition(null, film)).toBeNull();
  });
});
