import { describe, expect, it } from '@jest/globals';
import { fillEmails, memberIdsOf, withEmails } from './member-emails.js';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const row = (id: string, userId: string | null) => ({ id, userId, email: null });

describe("the admin lists' member addresses", () => {
  it('asks for each member of a page once, and never for an erased one', () => {
    expect(memberIdsOf([row('1', A), row('2', null), row('3', B), row('4', A)])).toEqual([A, B]);
  });

  it('fills every row from one look-up of the distinct ids', async () => {
    const asked: string[][] = [];
    const rows = await fillEmails([row('1', A), row('2', B), row('3', A), row('4', null)], async (ids) => {
      asked.push(ids);
      return { [A]: 'alice@exemple.fr', [B]: null };
    });
    expect(asked).toEqual([[A, B]]);
    expect(rows.map((r) => r.email)).toEqual(['alice@exemple.fr', null, 'alice@exemple.fr', null]);
    expect(rows.map((r) => r.id)).toEqual(['1', '2', '3', '4']);
  });

  it('asks nothing for an empty page or a page of erased members', async () => {
    const lookup = async (): Promise<Record<string, string | null>> => {
      throw new Error('no look-up expected');
    };
    await expect(fillEmails([], lookup)).resolves.toEqual([]);
    await expect(fillEmails([row('1', null)], lookup)).resolves.toEqual([row('1', null)]);
  });

  it('leaves null an id the answer does not name, inherited names included', () => {
    const rows = withEmails([row('1', A), row('2', 'constructor'), row('3', '__proto__')], {});
    expect(rows.map((r) => r.email)).toEqual([null, null, null]);
  });
});
