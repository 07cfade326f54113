import { describe, expect, it } from '@jest/globals';

import { formatDateTime } from '../../../shared/format/date';
import {
  ADMIN_BLOCKED,
  BAN_REASON_REQUIRED,
  banDays,
  banDaysLabel,
  banFailure,
  banLabel,
  banRequest,
  EMPTY_BAN_FORM,
  lastSignInLabel,
  MAIL_MESSAGE_INVALID,
  MAIL_SUBJECT_INVALID,
  mailFormErrors,
  SELF_BLOCKED,
  shortId,
  unbanFailure,
  userActions,
  userCounters,
  userFilter,
  usersQuery,
  verifiedLabel,
} from './users';

const ID = '3f2b9c1e-7a44-4d3b-9a0e-5c6d7e8f9a0b';

describe('usersQuery', () => {
  it('asks slices of 50, leaving out a blank search and the filter all', () => {
    expect(usersQuery('  ', 'all')).toEqual({ pageSize: 50 });
    expect(usersQuery(' alice@exemple.fr ', 'admin')).toEqual({ pageSize: 50, search: 'alice@exemple.fr', filter: 'admin' });
  });

  it('reads a filter from its option value, all for anything else', () => {
    expect(userFilter('recent')).toBe('recent');
    expect(userFilter('active')).toBe('active');
    expect(userFilter('banned')).toBe('all');
  });
});

describe('labels', () => {
  it('names the five counters in the order of the spec', () => {
    expect(userCounters({ total: 12, admins: 2, regular: 10, recent: 3, active: 5 })).toEqual([
      { label: 'Total utilisateurs', value: 12 },
      { label: 'Administrateurs', value: 2 },
      { label: 'Utilisateurs standards', value: 10 },
      { label: 'Nouveaux (7 jours)', value: 3 },
      { label: 'Actifs (30 jours)', value: 5 },
    ]);
  });

  it('shortens an id to its first 8 characters', () => {
    expect(shortId(ID)).toBe('3f2b9c1e');
  });

  it('says Jamais connecté for an account never signed in', () => {
    expect(lastSignInLabel({ lastSignInAt: null })).toBe('Jamais connecté');
    expect(lastSignInLabel({ lastSignInAt: '2026-03-05T13:05:00Z' })).toBe(formatDateTime('2026-03-05T13:05:00Z'));
  });

  it('tells a verified address from one that is not', () => {
    expect(verifiedLabel({ emailConfirmedAt: '2026-03-05T13:05:00Z' })).toBe('Vérifié');
    expect(verifiedLabel({ emailConfirmedAt: null })).toBe('Non vérifié');
  });

  it('says how long a ban lasts', () => {
    expect(banLabel({ isBanned: false, bannedUntil: null })).toBe('Non banni');
    expect(banLabel({ isBanned: true, bannedUntil: null })).toBe('Banni définitivement');
    expect(banLabel({ isBanned: true, bannedUntil: '2026-03-12T13:05:00Z' })).toBe(`Banni jusqu’au ${formatDateTime('2026-03-12T13:05:00Z')}`);
  });
});

describe('userActions', () => {
  const member = { id: ID, isAdmin: false, isBanned: false };

  it('lets an admin ban and delete a member, and unban only a banned one', () => {
    expect(userActions(member, 'another')).toEqual({ canUnban: false, blocked: null });
    expect(userActions({ ...member, isBanned: true }, 'another').canUnban).toBe(true);
  });

  it('refuses ban and delete on oneself and on an admin, saying why', () => {
    expect(userActions({ ...member, isAdmin: true }, ID)).toEqual({ canUnban: false, blocked: SELF_BLOCKED });
    expect(userActions({ ...member, isAdmin: true }, 'another')).toEqual({ canUnban: false, blocked: ADMIN_BLOCKED });
  });
});

describe('ban form', () => {
  it('starts temporary, for 7 days', () => {
    expect(EMPTY_BAN_FORM).toEqual({ reason: '', kind: 'temporary', days: 7 });
  });

  it('asks for a reason with the spec alert when it is blank', () => {
    expect(banRequest({ ...EMPTY_BAN_FORM, reason: '  \n' })).toEqual({ error: BAN_REASON_REQUIRED });
    expect(BAN_REASON_REQUIRED).toBe('Veuillez indiquer une raison pour le bannissement');
  });

  it('sends the trimmed reason and the days, 0 for a permanent ban', () => {
    expect(banRequest({ reason: ' Spam ', kind: 'temporary', days: 30 })).toEqual({ body: { reason: 'Spam', days: 30 } });
    expect(banRequest({ reason: 'Spam', kind: 'permanent', days: 30 })).toEqual({ body: { reason: 'Spam', days: 0 } });
  });

  it('reads a duration from its option, 7 days for anything not offered', () => {
    expect(banDays('365')).toBe(365);
    expect(banDays('2')).toBe(7);
    expect(banDaysLabel(1)).toBe('1 jour');
    expect(banDaysLabel(14)).toBe('14 jours');
  });

  it('words the failures as the spec does', () => {
    expect(banFailure('Vous ne pouvez pas vous bannir vous-même.')).toBe('Erreur lors du bannissement: Vous ne pouvez pas vous bannir vous-même.');
    expect(banFailure('')).toBe('Erreur lors du bannissement: Erreur inconnue');
    expect(unbanFailure("Cet utilisateur n'est pas banni.")).toBe("Erreur lors du débannissement: Cet utilisateur n'est pas banni.");
  });
});

describe('mailFormErrors', () => {
  it('takes a subject of one line and a message, neither blank', () => {
    expect(mailFormErrors('Votre compte', 'Bonjour,\nvotre compte est vérifié.')).toEqual([]);
    expect(mailFormErrors(' ', '\n')).toEqual([MAIL_SUBJECT_INVALID, MAIL_MESSAGE_INVALID]);
    expect(mailFormErrors('Votre\ncompte', 'Bonjour')).toEqual([MAIL_SUBJECT_INVALID]);
  });

  it('counts characters as people do, up to 200 and 10,000', () => {
    expect(mailFormErrors('🎬'.repeat(200), 'é'.repeat(10000))).toEqual([]);
    expect(mailFormErrors('a'.repeat(201), 'Bonjour')).toEqual([MAIL_SUBJECT_INVALID]);
    expect(mailFormErrors('Objet', 'a'.repeat(10001))).toEqual([MAIL_MESSAGE_INVALID]);
  });

  it('says what the server says', () => {
    expect(MAIL_SUBJECT_INVALID).toBe("L'objet est requis (200 caractères maximum, sur une ligne).");
    expect(MAIL_MESSAGE_INVALID).toBe('Le message est requis (10000 caractères maximum).');
  });
});
