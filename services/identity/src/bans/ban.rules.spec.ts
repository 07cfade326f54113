import { describe, expect, it } from '@jest/globals';
import { banEnd, isBanActive, remainingTime, toBanView } from './ban.rules.js';

const now = new Date('2026-11-22T12:00:00Z');

describe('ban rules', () => {
  it('0 days is permanent, otherwise the end is days later', () => {
    expect(banEnd(0, now)).toBeNull();
    expect(banEnd(7, now)?.toISOString()).toBe('2026-11-29T12:00:00.000Z');
  });

  it('is active while not lifted and not past its end', () => {
    const base = { reason: 'Spam', createdAt: now, liftedAt: null };
    expect(isBanActive({ ...base, bannedUntil: null }, now)).toBe(true);
    expect(isBanActive({ ...base, bannedUntil: new Date(now.getTime() + 1000) }, now)).toBe(true);
    expect(isBanActive({ ...base, bannedUntil: now }, now)).toBe(false);
    expect(isBanActive({ ...base, bannedUntil: null, liftedAt: now }, now)).toBe(false);
  });

  it('gives the remaining days, hours and minutes', () => {
    const until = new Date(now.getTime() + ((2 * 24 + 5) * 60 + 7) * 60000 + 30000);
    expect(remainingTime(until, now)).toEqual({ days: 2, hours: 5, minutes: 8 });
    expect(remainingTime(new Date(now.getTime() - 1000), now)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(remainingTime(null, now)).toBeNull();
  });

  it('labels the type as the ban page shows it, with the address to contest it', () => {
    expect(toBanView({ reason: 'x', bannedUntil: null, createdAt: now, liftedAt: null }, 'aide@exemple.fr')).toEqual({
      reason: 'x', type: 'PERMANENT', bannedUntil: null, createdAt: now.toISOString(), contestEmail: 'aide@exemple.fr',
    });
    expect(toBanView({ reason: 'x', bannedUntil: now, createdAt: now, liftedAt: null }, 'aide@exemple.fr').type).toBe('TEMPORAIRE');
  });
});
