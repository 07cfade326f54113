import { describe, expect, it } from '@jest/globals';
import { clampPosition, digitSeekTarget, formatClock, seekValueText, spokenDuration } from './time';

describe('player time', () => {
  it('shows a clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('speaks minutes and seconds in French', () => {
    expect(spokenDuration(0)).toBe('0 seconde');
    expect(spokenDuration(1)).toBe('1 seconde');
    expect(spokenDuration(65)).toBe('1 minute 5 secondes');
    expect(spokenDuration(120)).toBe('2 minutes');
    expect(spokenDuration(3725)).toBe('1 heure 2 minutes 5 secondes');
    expect(seekValueText(6, 12)).toBe('6 secondes sur 12 secondes');
    expect(seekValueText(6, Number.NaN)).toBe('6 secondes');
  });

  it('maps digits to 0-90 % and keeps positions inside the video', () => {
    expect(digitSeekTarget(0, 600)).toBe(0);
    expect(digitSeekTarget(5, 600)).toBe(300);
    expect(digitSeekTarget(9, 600)).toBe(540);
    expect(digitSeekTarget(5, Number.NaN)).toBeNull();
    expect(clampPosition(-3, 600)).toBe(0);
    expect(clampPosition(610, 600)).toBe(600);
  });
});
