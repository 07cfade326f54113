import { describe, expect, it } from '@jest/globals';
import { hashPassword, passwordProblem, verifyPassword } from './password.rules.js';

describe('password rules', () => {
  it('needs at least 6 characters', () => {
    expect(passwordProblem('a1b2c')).toBe('too_short');
    expect(passwordProblem('a1b2c3-x')).toBeNull();
  });

  it('refuses the most common passwords whatever their case', () => {
    expect(passwordProblem('AZERTY123')).toBe('too_common');
    expect(passwordProblem('motdepasse')).toBe('too_common');
  });

  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('Cinéma-1927');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(h, 'Cinéma-1927')).toBe(true);
    expect(await verifyPassword(h, 'cinéma-1927')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});
