import { describe, expect, it } from '@jest/globals';
import type { ProgressView, QueuedProgressSave } from '@streaming/contracts';
import { contentKey, isInProgress, lastSavePerRow, resumeOf } from './progress.rules.js';

const row = (over: Partial<ProgressView>): ProgressView => ({
  id: 'r', kind: 'episode', titleId: 's', episodeId: 'e', positionSeconds: 100, durationSeconds: 1000, completed: false,
  updatedAt: '2026-11-23T10:00:00.000Z', ...over,
});

describe('isInProgress', () => {
  it('is started and not completed', () => {
    expect(isInProgress(row({ positionSeconds: 1, completed: false }))).toBe(true);
    expect(isInProgress(row({ positionSeconds: 0, completed: false }))).toBe(false);
    expect(isInProgress(row({ positionSeconds: 950, completed: true }))).toBe(false);
  });
});

describe('resumeOf', () => {
  it('a film in progress resumes; completed or not started, nothing to resume', () => {
    expect(resumeOf('movie', [row({ kind: 'movie', episodeId: null, positionSeconds: 300 })])?.positionSeconds).toBe(300);
    expect(resumeOf('movie', [row({ kind: 'movie', episodeId: null, positionSeconds: 0, completed: true })])).toBeNull();
    expect(resumeOf('movie', [row({ kind: 'movie', episodeId: null, positionSeconds: 0 })])).toBeNull();
    expect(resumeOf('movie', [])).toBeNull();
  });

  it('a series resumes the episode watched last, even an older one in progress is passed over', () => {
    const last = row({ id: 'e3', episodeId: 'e3', positionSeconds: 0, completed: true, updatedAt: '2026-11-23T12:00:00.000Z' });
    const older = row({ id: 'e1', episodeId: 'e1', positionSeconds: 500, updatedAt: '2026-11-22T12:00:00.000Z' });
    expect(resumeOf('series', [last, older])).toBe(last);
    expect(resumeOf('series', [older])).toBe(older);
    expect(resumeOf('series', [])).toBeNull();
  });
});

describe('lastSavePerRow', () => {
  const save = (userId: string, titleId: string, episodeId: string | null, positionSeconds: number, savedAt: number): QueuedProgressSave => ({
    userId, kind: episodeId ? 'episode' : 'movie', titleId, episodeId, positionSeconds, durationSeconds: 100, completed: false, savedAt,
  });

  it('keeps one save per row, the one taken last, sorted by row', () => {
    const batch = [save('u2', 'f', null, 10, 1), save('u1', 's', 'e1', 20, 1), save('u2', 'f', null, 30, 2), save('u1', 's', 'e2', 40, 1)];
    expect(lastSavePerRow(batch).map((s) => [contentKey(s), s.positionSeconds])).toEqual([['u1|e1', 20], ['u1|e2', 40], ['u2|f', 30]]);
  });

  it('a save taken earlier but queued later (another gateway, a redelivery) does not replace a later one', () => {
    expect(lastSavePerRow([save('u', 'f', null, 300, 20), save('u', 'f', null, 100, 10)]).map((s) => s.positionSeconds)).toEqual([300]);
  });

  it('at the same instant, the one queued last wins', () => {
    expect(lastSavePerRow([save('u', 'f', null, 1, 5), save('u', 'f', null, 2, 5)]).map((s) => s.positionSeconds)).toEqual([2]);
  });
});
