import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { auditCriteria, auditRange, auditRecordOf, eraseChanges } from './audit.rules.js';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('eraseChanges', () => {
  it('erases the fields named personal, before and after, and leaves null where nothing was', () => {
    const changes = {
      to: { before: null, after: 'alice@exemple.fr' },
      subject: { before: null, after: 'Votre compte' },
      message: { before: null, after: 'Bonjour Alice' },
    };
    expect(eraseChanges(changes, ['to', 'message'])).toEqual({
      to: { before: null, after: 'effacé' },
      subject: { before: null, after: 'Votre compte' },
      message: { before: null, after: 'effacé' },
    });
  });

  it("erases, in the other fields, any text holding one of the member's addresses, case aside, at any depth", () => {
    const changes = {
      reason: { before: null, after: 'Spam depuis ALICE@exemple.fr' },
      note: { before: { lines: ['ok', 'écrit par alice@exemple.fr'] }, after: 'rien' },
      days: { before: 3, after: 7 },
    };
    expect(eraseChanges(changes, [], [' Alice@Exemple.fr '])).toEqual({
      reason: { before: null, after: 'effacé' },
      note: { before: { lines: ['ok', 'effacé'] }, after: 'rien' },
      days: { before: 3, after: 7 },
    });
  });

  it('without a list of personal fields, erases every text but ids, and keeps numbers, booleans and nulls', () => {
    const changes = {
      status: { before: 'pending', after: 'resolved' },
      description: { before: null, after: 'La vidéo coupe à 12 min' },
      contentId: { before: id, after: id },
      flags: { before: { urgent: true, count: 2 }, after: ['a', id] },
    };
    expect(eraseChanges(changes, undefined)).toEqual({
      status: { before: 'effacé', after: 'effacé' },
      description: { before: null, after: 'effacé' },
      contentId: { before: id, after: id },
      flags: { before: { urgent: true, count: 2 }, after: ['effacé', id] },
    });
  });

  it('changes nothing in fields that are neither personal nor hold an address', () => {
    const changes = { isAdmin: { before: false, after: true }, title: { before: 'A', after: 'B' } };
    expect(eraseChanges(changes, [], ['alice@exemple.fr'])).toEqual(changes);
  });
});

describe('auditRange', () => {
  it('takes a date alone as its whole day in UTC', () => {
    expect(auditRange('2026-03-01', '2026-03-01')).toEqual({ from: new Date('2026-03-01T00:00:00Z'), until: new Date('2026-03-02T00:00:00Z') });
  });

  it('takes a date-time as that instant, included at both ends', () => {
    expect(auditRange('2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z')).toEqual({
      from: new Date('2026-03-01T10:00:00Z'),
      until: new Date('2026-03-01T10:00:00.001Z'),
    });
    expect(auditRange('2026-03-01T12:00:00+02:00', undefined)).toEqual({ from: new Date('2026-03-01T10:00:00Z') });
  });

  it('is open where a bound is missing, and empty (null) when the end comes before the start', () => {
    expect(auditRange(undefined, undefined)).toEqual({});
    expect(auditRange(undefined, '2026-03-01')).toEqual({ until: new Date('2026-03-02T00:00:00Z') });
    expect(auditRange('2026-03-02', '2026-03-01')).toBeNull();
    expect(auditRange('2026-03-01T10:00:00Z', '2026-03-01T09:59:59Z')).toBeNull();
  });
});

describe('auditCriteria', () => {
  it('reads an id as an id (lower-cased) and anything else as part of an address or a type', () => {
    expect(auditCriteria({ actor: id.toUpperCase(), target: id.toUpperCase() })).toEqual({ actorId: id, targetId: id });
    expect(auditCriteria({ actor: ' Admin@Exemple ', target: 'movie', action: 'movie.update' })).toEqual({
      actorEmail: 'admin@exemple', targetType: 'movie', action: 'movie.update',
    });
  });

  it('is null for an empty range', () => {
    expect(auditCriteria({ from: '2026-03-02', to: '2026-03-01' })).toBeNull();
  });
});

describe('auditRecordOf', () => {
  const event = (data: unknown) => ({ id: randomUUID(), occurredAt: '2026-03-01T10:00:00.000Z', data });
  const good = {
    actorId: id.toUpperCase(), action: 'movie.update', targetType: 'movie', targetId: id,
    changes: { title: { before: 'A', after: 'B' } }, clientAddress: '10.0.0.1',
  };

  it('reads the row an event carries, ids lower-cased, member and personal fields when given', () => {
    const e = event({ ...good, memberId: id, personalFields: ['description'] });
    expect(auditRecordOf(e)).toEqual({
      record: {
        eventId: e.id, occurredAt: new Date('2026-03-01T10:00:00.000Z'), actorId: id, action: 'movie.update', targetType: 'movie', targetId: id,
        changes: { title: { before: 'A', after: 'B' } }, clientAddress: '10.0.0.1', memberId: id, personalFields: ['description'],
      },
    });
    expect(auditRecordOf(event({ ...good, clientAddress: null }))).toMatchObject({ record: { clientAddress: null, memberId: null } });
  });

  it('refuses what the log cannot hold, saying why', () => {
    for (const [data, reason] of [
      [null, 'data is not an object'],
      [{ ...good, actorId: 'admin' }, 'actorId is not an id'],
      [{ ...good, action: 'Mise à jour' }, 'action is not <target>.<verb>'],
      [{ ...good, targetType: '' }, 'targetType is not a type name'],
      [{ ...good, targetId: '' }, 'targetId is missing'],
      [{ ...good, changes: { title: 'B' } }, 'changes are not { before, after } by field'],
      [{ ...good, changes: [] }, 'changes are not { before, after } by field'],
      [{ ...good, clientAddress: 12 }, 'clientAddress is not an address'],
      [{ ...good, memberId: 'alice' }, 'memberId is not an id'],
      [{ ...good, personalFields: 'description' }, 'personalFields is not a list of fields'],
    ] as const) {
      expect({ data, read: auditRecordOf(event(data)) }).toEqual({ data, read: { refused: reason } });
    }
    expect(auditRecordOf({ id: randomUUID(), occurredAt: 'hier', data: good })).toEqual({ refused: 'occurredAt is not a date' });
  });
});
