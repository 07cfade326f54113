import { describe, expect, it } from '@jest/globals';
import { banChanges, banEnd, banSuccessMessage, isBanActive, remainingTime, toBanView } from './ban.rules.js';

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

  it("says what the back office shows once a ban is given (DESIGN section 9)", () => {
    expect(banSuccessMessage(0)).toBe('Utilisateur banni définitivement');
    expect(banSuccessMessage(1)).toBe('Utilisateur banni avec succès pour 1 jour(s)');
    expect(banSuccessMessage(30)).toBe('Utilisateur banni avec succès pour 30 jour(s)');
  });

  it('records a ban in the audit log as its reason, type and end, before and after', () => {
    const temporary = { reason: 'Spam', bannedUntil: new Date('2026-11-29T12:00:00Z'), createdAt: now, liftedAt: null };
    const permanent = { reason: 'Fraude', bannedUntil: null, createdAt: now, liftedAt: null };
    expect(banChanges(null, temporary)).toEqual({
      reason: { before: null, after: 'Spam' },
      type: { before: null, after: 'TEMPORAIRE' },
      bannedUntil: { before: null, after: '2026-11-29T12:00:00.000Z' },
    });
    expect(banChanges(temporary, permanent)).toEqual({
      reason: { before: 'Spam', after: 'Fraude' },
      type: { before: 'TEMPORAIRE', after: 'PERMANENT' },
      bannedUntil: { before: '2026-11-29T12:00:00.000Z', after: null },
    });
    expect(banChanges(permanent, null)).toEqual({
      reason: { before: 'Fraude', after: null },
      type: { before: 'PERMANENT', after: null },
      bannedUntil: { before: null, after: null },
    });
  });
});
