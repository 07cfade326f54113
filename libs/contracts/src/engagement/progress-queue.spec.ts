import { describe, expect, it } from '@jest/globals';
import { progressToSave } from './progress-queue.js';

describe('progressToSave', () => {
  it('keeps a position inside the video as it is, in progress', () => {
    expect(progressToSave({ positionSeconds: 125.5, durationSeconds: 1000 })).toEqual({ positionSeconds: 125.5, durationSeconds: 1000, completed: false });
  });

  it('clamps a position past the end to the duration (and then it is completed)', () => {
    expect(progressToSave({ positionSeconds: 1003, durationSeconds: 1000 })).toEqual({ positionSeconds: 1000, durationSeconds: 1000, completed: true });
  });

  it('marks completed over 90 % of the duration, as the web player does (isCompletedAt)', () => {
    expect(progressToSave({ positionSeconds: 900, durationSeconds: 1000 }).completed).toBe(false);
    expect(progressToSave({ positionSeconds: 900.5, durationSeconds: 1000 })).toEqual({ positionSeconds: 900.5, durationSeconds: 1000, completed: true });
  });

  it('at the end: completed with the position cleared, wherever the player was', () => {
    expect(progressToSave({ positionSeconds: 995, durationSeconds: 1000, ended: true })).toEqual({ positionSeconds: 0, durationSeconds: 1000, completed: true });
    expect(progressToSave({ positionSeconds: 12, durationSeconds: 1000, ended: true })).toEqual({ positionSeconds: 0, durationSeconds: 1000, completed: true });
  });

  it('a re-watch under 90 % is in progress again (the latest save wins)', () => {
    expect(progressToSave({ positionSeconds: 60, durationSeconds: 1000, ended: false }).completed).toBe(false);
  });
});
