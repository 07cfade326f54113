import { describe, expect, it } from '@jest/globals';
import { isCompletedAt } from '@streaming/contracts/playback-rules';
import { canResumeAt, isCompleted, newerPosition, PlaybackClock, resumePosition, shouldKeepPosition, toSavedPosition } from './progress';

describe('playback rules (spec section 9)', () => {
  it('keeps a position from 5 s in and until 5 s before the end', () => {
    expect(shouldKeepPosition(4.9, 600)).toBe(false);
    expect(shouldKeepPosition(5, 600)).toBe(true);
    expect(shouldKeepPosition(595, 600)).toBe(true);
    expect(shouldKeepPosition(595.1, 600)).toBe(false);
    expect(shouldKeepPosition(10, Number.NaN)).toBe(false);
  });

  it('resumes only under duration minus 10 s', () => {
    expect(canResumeAt(589.9, 600)).toBe(true);
    expect(canResumeAt(590, 600)).toBe(false);
    expect(canResumeAt(0, 600)).toBe(false);
    // A 12 s clip can never be resumed: 2 s is before anything is kept.
    expect(canResumeAt(6, 12)).toBe(false);
  });

  it('completes by the rule of the server (its cases: libs/contracts playback-rules.spec.ts)', () => {
    expect(isCompleted).toBe(isCompletedAt);
  });

  it('resumes at the newer of the local and the server positions', () => {
    const local = { positionSeconds: 100, durationSeconds: 600, savedAt: 2_000 };
    const server = { positionSeconds: 300, durationSeconds: 600, savedAt: 3_000 };
    expect(newerPosition(local, server)).toBe(server);
    expect(newerPosition({ ...local, savedAt: 4_000 }, server)).toEqual({ ...local, savedAt: 4_000 });
    expect(resumePosition(local, server, 600)).toBe(300);
    expect(resumePosition(local, null, 600)).toBe(100);
    expect(resumePosition(null, null, 600)).toBe(0);
    // The newer one is too close to the end: start over rather than use the older one.
    expect(resumePosition(local, { ...server, positionSeconds: 595 }, 600)).toBe(0);
  });

  it('a film finished on another device since this browser played it starts over here', () => {
    const row = { positionSeconds: 560, durationSeconds: 600, completed: true, updatedAt: '2026-01-02T10:00:00.000Z' };
    const server = toSavedPosition(row);
    expect(server).toEqual({ positionSeconds: 0, durationSeconds: 600, savedAt: Date.parse(row.updatedAt) });
    const olderLocal = { positionSeconds: 100, durationSeconds: 600, savedAt: Date.parse('2026-01-01T10:00:00.000Z') };
    expect(resumePosition(olderLocal, server, 600)).toBe(0);
    // Watched again here after it was finished: this browser's position wins.
    const newerLocal = { ...olderLocal, savedAt: Date.parse('2026-01-03T10:00:00.000Z') };
    expect(resumePosition(newerLocal, server, 600)).toBe(100);
    expect(toSavedPosition({ ...row, completed: false })?.positionSeconds).toBe(560);
    expect(toSavedPosition(null)).toBeNull();
  });

  it('asks for a server save every 30 s of playback, not of seeking', () => {
    const clock = new PlaybackClock();
    let saves = 0;
    for (let t = 0; t <= 65; t += 0.25) if (clock.tick(t)) saves++;
    expect(saves).toBe(2);
    clock.jumped(500);
    expect(clock.tick(500.25)).toBe(false);
    expect(Math.round(clock.playedSeconds)).toBe(65);
  });
});
