import { describe, expect, it } from '@jest/globals';
import type { ExecutionContext } from '@nestjs/common';
import { IdentityPatterns, type IssuedSession } from '@streaming/contracts';
import { RpcCallError } from '@streaming/platform';
import type { AccessStateService } from '../access/access-state.service.js';
import type { HttpProblem } from '../errors/http-problem.js';
import type { LoginThrottle } from '../rate-limit/login-throttle.service.js';
import { rateLimited } from '../rate-limit/rate-limiter.service.js';
import type { RpcService } from '../rpc/rpc.service.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { LocalStrategy } from './local.strategy.js';

const EMAIL = 'camille@exemple.fr';
const PASSWORD = 'Lumière-1895';
const session = {
  accessToken: 'access',
  expiresAt: '2026-11-01T00:15:00.000Z',
  user: { id: '7d5c2a0e-0000-4000-8000-000000000001', email: EMAIL },
  refreshToken: 'refresh',
  refreshExpiresAt: '2026-12-01T00:00:00.000Z',
} as unknown as IssuedSession;

/** Sign-in through the guard and the strategy, with identity, the throttle and the cache faked; every call is logged. */
function signIn(body: unknown, opts: { login?: () => Promise<IssuedSession>; admit?: () => Promise<void> } = {}) {
  const calls: string[] = [];
  const rpc = {
    call: async (pattern: string, data: unknown) => {
      calls.push(`rpc ${pattern} ${JSON.stringify(data)}`);
      return (opts.login ?? (async () => session))();
    },
  } as unknown as RpcService;
  const throttle = {
    admit: async (ip: string, email: string) => {
      calls.push(`admit ${ip} ${email}`);
      await opts.admit?.();
    },
    failed: async (ip: string) => void calls.push(`failed ${ip}`),
    succeeded: async (ip: string, email: string) => void calls.push(`succeeded ${ip} ${email}`),
  } as unknown as LoginThrottle;
  const access = { drop: async (userId: string) => void calls.push(`drop ${userId}`) } as unknown as AccessStateService;
  // Registers itself with Passport under 'local', as when Nest creates the provider.
  new LocalStrategy(rpc, throttle, access);
  const req: Record<string, unknown> = { body, ip: '203.0.113.7', id: 'req-1', headers: {}, query: {} };
  const http = { getRequest: () => req, getResponse: () => ({}) };
  const context = { switchToHttp: () => http, getHandler: () => undefined, getClass: () => undefined } as unknown as ExecutionContext;
  const result = new LocalAuthGuard().canActivate(context).then(
    () => ({ ok: true as const, user: req.user }),
    (err: unknown) => {
      if (err instanceof RpcCallError) return { status: err.status, code: err.code, detail: err.message };
      const res = (err as HttpProblem).getResponse() as { code: string; detail: string };
      return { status: (err as HttpProblem).getStatus(), code: res.code, detail: res.detail };
    },
  );
  return { result, calls };
}

describe('sign-in through the local strategy', () => {
  it('refuses a bad body with the French validation message before anything is counted or checked', async () => {
    for (const [body, detail] of [
      [{ email: 'pas-une-adresse', password: PASSWORD }, 'Adresse email invalide.'],
      [{ email: EMAIL, password: '' }, 'Le mot de passe est requis.'],
      [{ email: EMAIL }, 'Le mot de passe est requis.'],
      [{ email: EMAIL, password: PASSWORD, role: 'admin' }, 'Champ inconnu : role'],
    ] as const) {
      const { result, calls } = signIn(body);
      expect(await result).toEqual({ status: 400, code: 'VALIDATION_FAILED', detail });
      expect(calls).toEqual([]);
    }
  });

  it('admits the attempt, has identity check the password, clears the pair and the cached access state, and hands over the session', async () => {
    const { result, calls } = signIn({ email: EMAIL, password: PASSWORD });
    expect(await result).toEqual({ ok: true, user: session });
    expect(calls).toEqual([
      `admit 203.0.113.7 ${EMAIL}`,
      `rpc ${IdentityPatterns.login} ${JSON.stringify({ email: EMAIL, password: PASSWORD })}`,
      `succeeded 203.0.113.7 ${EMAIL}`,
      `drop ${session.user.id}`,
    ]);
  });

  it("answers identity's refusal as it is and counts it against the address", async () => {
    const wrong = new RpcCallError('INVALID_CREDENTIALS', 401, 'Email ou mot de passe incorrect.');
    const { result, calls } = signIn({ email: EMAIL, password: 'faux' }, { login: () => Promise.reject(wrong) });
    expect(await result).toEqual({ status: 401, code: 'INVALID_CREDENTIALS', detail: 'Email ou mot de passe incorrect.' });
    expect(calls).toEqual([`admit 203.0.113.7 ${EMAIL}`, `rpc ${IdentityPatterns.login} ${JSON.stringify({ email: EMAIL, password: 'faux' })}`, 'failed 203.0.113.7']);
  });

  it('does not count an unreachable identity as a wrong password', async () => {
    const down = new RpcCallError('SERVICE_UNAVAILABLE', 503, 'Service indisponible');
    const { result, calls } = signIn({ email: EMAIL, password: PASSWORD }, { login: () => Promise.reject(down) });
    expect(await result).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(calls.some((c) => c.startsWith('failed') || c.startsWith('succeeded'))).toBe(false);
  });

  it('makes a throttled attempt wait (429) without the password being checked', async () => {
    const { result, calls } = signIn({ email: EMAIL, password: PASSWORD }, { admit: () => Promise.reject(rateLimited(4)) });
    expect(await result).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(calls).toEqual([`admit 203.0.113.7 ${EMAIL}`]);
  });
});
