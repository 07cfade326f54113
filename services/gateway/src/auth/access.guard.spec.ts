import { describe, expect, it } from '@jest/globals';
import { Reflector } from '@nestjs/core';
import type { ExecutionContext } from '@nestjs/common';
import { SignJWT } from 'jose';
import type { AccessState } from '@streaming/contracts';
import { AccessTokenVerifier } from '../access/access-token.js';
import type { AccessStateService } from '../access/access-state.service.js';
import { RpcCallError } from '@streaming/platform';
import { AccessGuard } from './access.guard.js';
import { AccessTokenStrategy } from './access-token.strategy.js';
import type { GatewayRequest } from '../rpc/rpc.service.js';
import type { RouteAccess } from './route-access.decorators.js';
import type { HttpProblem } from '../errors/http-problem.js';

const SECRET = 'unit-test-secret-unit-test-secret-123';
const USER = '7d5c2a0e-0000-4000-8000-000000000001';

async function token(iat = Math.floor(Date.now() / 1000), secret = SECRET, extra: { iatMs?: number; jti?: string; sid?: string } = {}) {
  const claims = { ...(extra.iatMs !== undefined ? { iat_ms: extra.iatMs } : {}), ...(extra.sid ? { sid: extra.sid } : {}) };
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(USER).setIssuedAt(iat).setExpirationTime(iat + 900);
  return (extra.jti ? jwt.setJti(extra.jti) : jwt).sign(new TextEncoder().encode(secret));
}

/** A token as identity issues it now: issue time in milliseconds, an id and its session. */
const tokenAt = (ms: number, jti = 'token-1', sid = 'session-1') => token(Math.floor(ms / 1000), SECRET, { iatMs: ms, jti, sid });

function guardWith(rule: RouteAccess | undefined, state: Partial<AccessState> | Error) {
  const reflector = { getAllAndOverride: () => rule } as unknown as Reflector;
  const access = {
    get: async () => {
      if (state instanceof Error) throw state;
      return { userId: USER, exists: true, isAdmin: false, ban: null, tokensValidAfter: 0, ...state };
    },
  } as unknown as AccessStateService;
  // The strategy registers itself with Passport under its name, as Nest does when it creates the provider.
  new AccessTokenStrategy(new AccessTokenVerifier(SECRET), access);
  return new AccessGuard(reflector);
}

function ctx(authorization?: string) {
  const req: Record<string, unknown> = { headers: authorization ? { authorization } : {}, id: 'req-1' };
  const http = { getRequest: () => req, getResponse: () => ({}) };
  return { req, context: { switchToHttp: () => http, getHandler: () => undefined, getClass: () => undefined } as unknown as ExecutionContext };
}

type Outcome = { ok: true; actor: unknown } | { status: number; code: string; extra?: Record<string, unknown> };

/** What the caller sees through Nest's pipeline (AuthGuard.canActivate). */
async function throughNest(rule: RouteAccess | undefined, state: Partial<AccessState> | Error, authorization?: string): Promise<Outcome> {
  const { req, context } = ctx(authorization);
  return settle(req, guardWith(rule, state).canActivate(context));
}

/** What the caller sees through the cached reads' shortcut (AccessGuard.authorize, before Nest). */
async function throughShortcut(rule: RouteAccess | undefined, state: Partial<AccessState> | Error, authorization?: string): Promise<Outcome> {
  const { req } = ctx(authorization);
  return settle(req, guardWith(rule, state).authorize(req as unknown as GatewayRequest, rule ?? 'member'));
}

/** The outcome of a check decided at once (authorize letting a caller through) or by a promise. */
async function settle(req: Record<string, unknown>, check: void | Promise<unknown>): Promise<Outcome> {
  try {
    await check;
    return { ok: true, actor: req.actor };
  } catch (err) {
    if (err instanceof RpcCallError) return { status: err.status, code: err.code };
    const res = (err as HttpProblem).getResponse() as { code: string; extra?: Record<string, unknown> };
    return { status: (err as HttpProblem).getStatus(), code: res.code, extra: res.extra };
  }
}

/** Both entries must answer alike: the shortcut goes through the same strategies and rule. */
async function outcome(rule: RouteAccess | undefined, state: Partial<AccessState> | Error, authorization?: string): Promise<Outcome> {
  const nest = await throughNest(rule, state, authorization);
  expect(await throughShortcut(rule, state, authorization)).toEqual(nest);
  return nest;
}

const ban = { reason: 'Spam', type: 'PERMANENT' as const, bannedUntil: null, createdAt: '2026-11-01T00:00:00.000Z', contestEmail: 'support@exemple.fr' };

describe('access guard', () => {
  it('needs a valid token on member routes (the default)', async () => {
    expect(await outcome(undefined, {})).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await outcome(undefined, {}, `Bearer ${await token(undefined, 'another-secret-another-secret-12345')}`)).toMatchObject({ status: 401 });
    expect(await outcome(undefined, {}, `Bearer ${await token()}`)).toEqual({ ok: true, actor: { userId: USER, isAdmin: false } });
  });

  it('refuses tokens issued before a revocation (password change), and deleted users', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await outcome('member', { tokensValidAfter: now }, `Bearer ${await token(now - 5)}`)).toMatchObject({ status: 401 });
    expect(await outcome('member', { tokensValidAfter: now }, `Bearer ${await token(now)}`)).toMatchObject({ ok: true });
    expect(await outcome('member', { exists: false }, `Bearer ${await token()}`)).toMatchObject({ status: 401 });
  });

  it('refuses a token issued earlier in the same second as a revocation, but not the session the revocation opened', async () => {
    const second = Math.floor(Date.now() / 1000) * 1000;
    const state = { tokensValidAfter: second / 1000, tokensValidAfterMs: second + 400 };
    expect(await outcome('member', state, `Bearer ${await tokenAt(second + 150)}`)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await outcome('member', state, `Bearer ${await tokenAt(second + 400)}`)).toMatchObject({ ok: true });
    expect(await outcome('member', state, `Bearer ${await tokenAt(second + 900)}`)).toMatchObject({ ok: true });
    expect(await outcome('public', state, `Bearer ${await tokenAt(second + 150)}`)).toEqual({ ok: true, actor: undefined });
  });

  it('refuses a token a logout revoked, on every route and even for a banned member, while the same member\'s other tokens work', async () => {
    const ms = Date.now();
    const state = { revokedTokenIds: ['logged-out'] };
    const loggedOut = `Bearer ${await tokenAt(ms, 'logged-out')}`;
    expect(await outcome('member', state, loggedOut)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await outcome('member-even-banned', { ...state, ban }, loggedOut)).toMatchObject({ status: 401 });
    expect(await outcome('admin', { ...state, isAdmin: true }, loggedOut)).toMatchObject({ status: 401 });
    expect(await outcome('public', state, loggedOut)).toEqual({ ok: true, actor: undefined });
    expect(await outcome('member', state, `Bearer ${await tokenAt(ms, 'other-session')}`)).toEqual({ ok: true, actor: { userId: USER, isAdmin: false, tokenId: 'other-session' } });
  });

  it("refuses every token of an ended session (a replayed refresh token), on every route and even for a banned member, while the member's other sessions work", async () => {
    const ms = Date.now();
    const state = { revokedSessionIds: ['stolen'] };
    for (const ended of [`Bearer ${await tokenAt(ms - 600_000, 'first', 'stolen')}`, `Bearer ${await tokenAt(ms, 'newest', 'stolen')}`]) {
      expect(await outcome('member', state, ended)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
      expect(await outcome('member-even-banned', { ...state, ban }, ended)).toMatchObject({ status: 401 });
      expect(await outcome('admin', { ...state, isAdmin: true }, ended)).toMatchObject({ status: 401 });
      expect(await outcome('public', state, ended)).toEqual({ ok: true, actor: undefined });
    }
    expect(await outcome('member', state, `Bearer ${await tokenAt(ms, 'elsewhere', 'other-session')}`)).toMatchObject({ ok: true });
  });

  it('gives a banned member 403 with the ban, even with a token the ban revoked, except on ban-allowed routes', async () => {
    const now = Math.floor(Date.now() / 1000);
    const revoked = `Bearer ${await token(now - 60)}`;
    expect(await outcome('member', { ban, tokensValidAfter: now }, revoked)).toEqual({ status: 403, code: 'ACCOUNT_BANNED', extra: { ban } });
    expect(await outcome('admin', { ban, isAdmin: true }, revoked)).toMatchObject({ status: 403, code: 'ACCOUNT_BANNED' });
    expect(await outcome('member-even-banned', { ban, tokensValidAfter: now }, revoked)).toMatchObject({ ok: true });
  });

  it('checks the admin role on admin routes', async () => {
    expect(await outcome('admin', { isAdmin: false }, `Bearer ${await token()}`)).toMatchObject({ status: 403, code: 'FORBIDDEN_ADMIN' });
    expect(await outcome('admin', { isAdmin: true }, `Bearer ${await token()}`)).toEqual({ ok: true, actor: { userId: USER, isAdmin: true } });
  });

  it('lets anyone through public routes, knowing the caller only when the token is valid and not banned', async () => {
    expect(await outcome('public', {})).toEqual({ ok: true, actor: undefined });
    expect(await outcome('public', {}, `Bearer ${await token()}`)).toEqual({ ok: true, actor: { userId: USER, isAdmin: false } });
    expect(await outcome('public', { ban }, `Bearer ${await token()}`)).toEqual({ ok: true, actor: undefined });
  });

  it('answers identity\'s 503 or 504 when the access state cannot be read, except on public routes where the caller is anonymous', async () => {
    const bearer = `Bearer ${await token()}`;
    const down = new RpcCallError('SERVICE_UNAVAILABLE', 503, 'Service indisponible');
    expect(await outcome('member', down, bearer)).toEqual({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(await outcome('admin', new RpcCallError('SERVICE_TIMEOUT', 504, 'Délai dépassé'), bearer)).toEqual({ status: 504, code: 'SERVICE_TIMEOUT' });
    expect(await outcome('public', down, bearer)).toEqual({ ok: true, actor: undefined });
    // Without a token, identity is not asked at all.
    expect(await outcome('member', down)).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('sets the caller and its access state for the route, and the caller as Passport\'s req.user', async () => {
    const { req, context } = ctx(`Bearer ${await token()}`);
    await guardWith('member', { isAdmin: true }).canActivate(context);
    expect(req.actor).toEqual({ userId: USER, isAdmin: true });
    expect(req.access).toMatchObject({ userId: USER, isAdmin: true, ban: null });
    expect(req.user).toEqual({ actor: { userId: USER, isAdmin: true }, access: req.access });
  });
});
