import { describe, expect, it } from '@jest/globals';
import { banRefusal, deleteRefusal, roleChangeRefusal } from './admin-guard.rules.js';

const admin = { id: 'a0000000-0000-4000-8000-000000000001', isAdmin: true };
const member = { id: 'b0000000-0000-4000-8000-000000000002', isAdmin: false };

describe('roleChangeRefusal', () => {
  it('keeps the role of the last admin, and only theirs', () => {
    expect(roleChangeRefusal(admin, false, 1)).toBe('LAST_ADMIN');
    expect(roleChangeRefusal(admin, false, 2)).toBeNull();
  });

  it('never refuses a promotion, nor removing a role nobody has', () => {
    expect(roleChangeRefusal(member, true, 1)).toBeNull();
    expect(roleChangeRefusal(member, false, 1)).toBeNull();
    expect(roleChangeRefusal(admin, true, 1)).toBeNull();
  });
});

describe('banRefusal and deleteRefusal', () => {
  it('refuse the caller themself first, whatever the case of the id', () => {
    expect(banRefusal(admin.id.toUpperCase(), admin)).toBe('SELF_BAN');
    expect(deleteRefusal(admin.id, admin)).toBe('SELF_DELETE');
  });

  it('refuse an admin: demoted first', () => {
    const other = { ...admin, id: 'c0000000-0000-4000-8000-000000000003' };
    expect(banRefusal(admin.id, other)).toBe('ADMIN_NOT_BANNABLE');
    expect(deleteRefusal(admin.id, other)).toBe('ADMIN_NOT_DELETABLE');
  });

  it('let a member be banned or deleted', () => {
    expect(banRefusal(admin.id, member)).toBeNull();
    expect(deleteRefusal(admin.id, member)).toBeNull();
  });
});
