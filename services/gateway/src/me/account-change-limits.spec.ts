import { describe, expect, it } from '@jest/globals';
import { RpcCallError } from '@streaming/platform';
import { HttpProblem } from '../errors/http-problem.js';
import type { Limit } from '../rate-limit/rate-limiter.service.js';
import { AccountChangeLimiter } from './account-change-limits.js';

/** Counts per bucket and subject, like the Redis windows, with the window never ending. */
class FakeLimiter {
  readonly counts = new Map<string, number>();
  async hit(bucket: string, subject: string, limit: Limit): Promise<void> {
    const key = `${bucket}:${subject}`;
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    if (n > limit.count) throw HttpProblem.of('RATE_LIMITED', { retryAfter: limit.windowSeconds });
  }
  async release(bucket: string, subject: string): Promise<void> {
    const key = `${bucket}:${subject}`;
    this.counts.set(key, Math.max(0, (this.counts.get(key) ?? 0) - 1));
  }
}

const wrongPassword = () => Promise.reject(new RpcCallError('CURRENT_PASSWORD_WRONG', 400, 'Le mot de passe actuel est incorrect.'));
const tooShort = () => Promise.reject(new RpcCallError('NEW_PASSWORD_TOO_SHORT', 400, 'Le nouveau mot de passe doit contenir au moins 6 caractères'));
const ok = () => Promise.resolve('ok');
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string; response?: { code: string } }) => e.response?.code ?? e.code);

describe('account change limits', () => {
  const failures = { count: 3, windowSeconds: 900 };

  it('after N wrong current passwords refuses the account with 429, even with the right one', async () => {
    const limits = new AccountChangeLimiter(new FakeLimiter(), failures);
    for (let i = 0; i < 3; i++) expect(await code(limits.run('u1', '10.0.0.1', wrongPassword))).toBe('CURRENT_PASSWORD_WRONG');
    expect(await code(limits.run('u1', '10.0.0.2', ok))).toBe('RATE_LIMITED');
    expect(await code(limits.run('u2', '10.0.0.2', ok))).toBe('ok');
  });

  it('does not count checks that passed, nor refusals after a right password', async () => {
    const fake = new FakeLimiter();
    const limits = new AccountChangeLimiter(fake, failures);
    expect(await code(limits.run('u1', '10.0.0.1', wrongPassword))).toBe('CURRENT_PASSWORD_WRONG');
    expect(await code(limits.run('u1', '10.0.0.1', tooShort))).toBe('NEW_PASSWORD_TOO_SHORT');
    expect(await code(limits.run('u1', '10.0.0.1', ok))).toBe('ok');
    expect(await code(limits.run('u1', '10.0.0.1', wrongPassword))).toBe('CURRENT_PASSWORD_WRONG');
    expect(fake.counts.get('account-change-fail:u1')).toBe(2);
    expect(await code(limits.run('u1', '10.0.0.1', ok))).toBe('ok');
  });

  it('counts parallel guesses before they run', async () => {
    const limits = new AccountChangeLimiter(new FakeLimiter(), failures);
    const slowWrong = () => new Promise<never>((_, reject) => setTimeout(() => reject(new RpcCallError('CURRENT_PASSWORD_WRONG', 400, 'x')), 10));
    const results = await Promise.all(Array.from({ length: 5 }, () => code(limits.run('u1', '10.0.0.1', slowWrong))));
    expect(results.filter((r) => r === 'CURRENT_PASSWORD_WRONG')).toHaveLength(3);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(2);
  });

  it('limits change requests of any outcome to twice the failures per account', async () => {
    const limits = new AccountChangeLimiter(new FakeLimiter(), failures);
    for (let i = 0; i < 6; i++) expect(await code(limits.run('u1', `10.0.0.${i}`, ok))).toBe('ok');
    expect(await code(limits.run('u1', '10.0.0.9', ok))).toBe('RATE_LIMITED');
  });

  it('holds guesses spread over accounts from one client address (x4)', async () => {
    const limits = new AccountChangeLimiter(new FakeLimiter(), failures);
    for (let i = 0; i < 12; i++) expect(await code(limits.run(`u${i}`, '10.0.0.1', wrongPassword))).toBe('CURRENT_PASSWORD_WRONG');
    expect(await code(limits.run('u99', '10.0.0.1', ok))).toBe('RATE_LIMITED');
    expect(await code(limits.run('u99', '10.0.0.2', ok))).toBe('ok');
  });
});
