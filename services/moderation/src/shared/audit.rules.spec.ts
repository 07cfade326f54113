import { describe, expect, it } from '@jest/globals';
import { auditChanges } from './audit.rules.js';

describe('auditChanges', () => {
  it('lists every field of what was created or deleted', () => {
    expect(auditChanges(null, { title: 'Maintenance', isActive: true })).toEqual({
      title: { before: null, after: 'Maintenance' }, isActive: { before: null, after: true },
    });
    expect(auditChanges({ title: 'Maintenance', isActive: false }, null)).toEqual({
      title: { before: 'Maintenance', after: null }, isActive: { before: false, after: null },
    });
  });

  it('keeps only what a change changed', () => {
    expect(auditChanges({ status: 'pending', adminNotes: null }, { status: 'rejected', adminNotes: 'Doublon.' })).toEqual({
      status: { before: 'pending', after: 'rejected' }, adminNotes: { before: null, after: 'Doublon.' },
    });
    expect(auditChanges({ status: 'approved', adminNotes: 'x' }, { status: 'approved', adminNotes: 'y' })).toEqual({ adminNotes: { before: 'x', after: 'y' } });
    expect(auditChanges({ handled: true }, { handled: true })).toEqual({});
  });
});
