import { describe, expect, it } from '@jest/globals';
import { clearLocalPosition, positionKey, readLocalPosition, writeLocalPosition, type KeyValueStore } from './storage';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const film = { kind: 'movie' as const, titleId: 'f1' };
const episode = { kind: 'episode' as const, titleId: 's1', episodeId: 'e1' };

describe('position kept in the browser', () => {
  it('one key per video', () => {
    expect(positionKey(film)).not.toBe(positionKey(episode));
    expect(positionKey(episode)).toBe(positionKey({ ...episode, titleId: 'autre' }));
  });

  it('keeps a position inside the window and reads it back', () => {
    const store = memoryStore();
    writeLocalPosition(store, film, 3, 600, 1);
    expect(readLocalPosition(store, film)).toBeNull();
    writeLocalPosition(store, film, 42, 600, 7);
    expect(readLocalPosition(store, film)).toEqual({ positionSeconds: 42, durationSeconds: 600, savedAt: 7 });
    // Back under 5 s (a restart): the last kept position stays.
    writeLocalPosition(store, film, 2, 600, 8);
    expect(readLocalPosition(store, film)?.positionSeconds).toBe(42);
    // Within the last 5 s: nothing to resume any more.
    writeLocalPosition(store, film, 597, 600, 9);
    expect(readLocalPosition(store, film)).toBeNull();
  });

  it('clears on end, survives bad data and a refusing storage', () => {
    const store = memoryStore();
    writeLocalPosition(store, episode, 100, 600, 1);
    clearLocalPosition(store, episode);
    expect(readLocalPosition(store, episode)).toBeNull();
    store.data.set(positionKey(film), '{pas du json');
    expect(readLocalPosition(store, film)).toBeNull();
    const refusing: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readLocalPosition(refusing, film)).toBeNull();
    expect(() => writeLocalPosition(refusing, film, 42, 600, 1)).not.toThrow();
    expect(readLocalPosition(null, film)).toBeNull();
  });
});
