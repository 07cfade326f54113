import { describe, expect, it } from '@jest/globals';
import { auditChanges } from './audit.rules.js';

describe('audited changes', () => {
  it('lists every field of a created item with null before', () => {
    expect(auditChanges(null, { title: 'Le Golem', rating: 3.9, genres: ['Horreur'] })).toEqual({
      title: { before: null, after: 'Le Golem' },
      rating: { before: null, after: 3.9 },
      genres: { before: null, after: ['Horreur'] },
    });
  });

  it('lists every field of a deleted item with null after', () => {
    expect(auditChanges({ name: 'Péplum', category: 'Films' }, null)).toEqual({
      name: { before: 'Péplum', after: null },
      category: { before: 'Films', after: null },
    });
  });

  it('keeps only what an update changed, lists compared by value', () => {
    const before = { title: 'Le Golem', rating: 3.9, genres: ['Horreur'], director: null, isNew: true };
    const after = { title: 'Le Golem (1920)', rating: 3.9, genres: ['Horreur'], director: 'Paul Wegener', isNew: true };
    expect(auditChanges(before, after)).toEqual({
      title: { before: 'Le Golem', after: 'Le Golem (1920)' },
      director: { before: null, after: 'Paul Wegener' },
    });
    expect(auditChanges(before, { ...before, genres: ['Drame', 'Horreur'] })).toEqual({ genres: { before: ['Horreur'], after: ['Drame', 'Horreur'] } });
    expect(auditChanges(before, { ...before })).toEqual({});
  });

  it('counts a field missing on one side as null', () => {
    expect(auditChanges({ a: 1 }, { b: 2 })).toEqual({ a: { before: 1, after: null }, b: { before: null, after: 2 } });
    expect(auditChanges({ a: null }, {})).toEqual({});
  });
});
