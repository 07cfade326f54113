import { describe, expect, it } from '@jest/globals';
import { accountRef, addressesToForget } from './account-erasure.rules.js';

describe('accountRef', () => {
  it('reads an id as an id, lower-cased', () => {
    expect(accountRef('0F8FAD5B-D9CB-469F-A165-70867728950E')).toEqual({ id: '0f8fad5b-d9cb-469f-a165-70867728950e' });
  });

  it('reads an address as accounts store it: trimmed and lower-cased', () => {
    expect(accountRef('  Alice@Exemple.FR ')).toEqual({ email: 'alice@exemple.fr' });
  });

  it('refuses nothing, blanks and what is neither an id nor an address', () => {
    for (const input of [undefined, '', '   ', 'alice', 'alice@', '@exemple.fr', 'a b@exemple.fr', '0f8fad5b-d9cb-469f-a165']) {
      expect({ input, ref: accountRef(input) }).toEqual({ input, ref: null });
    }
  });
});

describe('addressesToForget', () => {
  it("keeps each of the member's addresses once, whatever its case, and skips the missing ones", () => {
    expect(addressesToForget(['alice@exemple.fr', null, 'Nouvelle@Exemple.fr', undefined, 'ALICE@exemple.fr', ' '], [])).toEqual([
      'alice@exemple.fr',
      'nouvelle@exemple.fr',
    ]);
  });

  it('never names an address another account holds: its waiting mail is that account’s', () => {
    expect(addressesToForget(['alice@exemple.fr', 'prise@exemple.fr'], ['Prise@exemple.fr'])).toEqual(['alice@exemple.fr']);
  });

  it('names nothing when the member has no address left of their own', () => {
    expect(addressesToForget([null], [])).toEqual([]);
    expect(addressesToForget(['prise@exemple.fr'], ['prise@exemple.fr'])).toEqual([]);
  });
});
