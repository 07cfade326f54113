import { describe, expect, it } from '@jest/globals';
import { Reflector } from '@nestjs/core';
import type { ExecutionContext } from '@nestjs/common';
import { SignJWT } from 'jose';
import type { AccessState } from '@streaming/contracts';
import { AccessTokenVerifier } from '../access/access-token.js';
import type { AccessStateService } from '../access/access-state.service.js';
import { AccessGuard } from './access.guard.js';
import type { RouteAccess } from './route-access.decorators.js';
import type { HttpProblem } from '../errors/http-problem.js';

const SECRET = 'unit-test-secret-unit-test-secret-123';
const USER = '7d5c2a0e-0000-4000-8000-000000000001';

async function token(iat = Math.floor(Date.now() / 1000), secret = SECRET, extra: { iatMs?: number; jti?: string } = {}) {
  const claims = extra.iatMs !== undefined ? { iat_ms: extra.iatMs } : {};
  const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject(USER).setIssuedAt(iat).setExpirationTime(iat + 900);
  return (extra.jti ? jwt.setJti(extra.jti) : jwt).sign(new TextEncoder().encode(secret));
}

/** A token as identity issues it now: issue time in milliseconds and an id. */
const tokenAt = (ms: number, jti = 'token-1') => token(Math.floor(ms / 1000), SECRET, { iatMs: ms, jti });

function guardWith(rule: RouteAccess | undefined, state: Partial<AccessState>) {
  const reflector = { getAllAndOverride: () => rule } as unknown as Reflector;
  const access = { get: async () => ({ userId: USER, exists: true, isAdmin: false, ban: null, tokensValidAfter: 0, ...state }) } as unknown as AccessStateService;
  return new AccessGuard(reflector, new AccessTokenVerifier(SECRET), access);
}

function ctx(authorization?: string) {
  const req: Record<string, unknown> = { headers: authorization ? { authorization } : {}, id: 'req-1' };
  return { req, context: { switchToHttp: () => ({ getRequest: () => req }), getHandler: () => undefined, getClass: () => undefined } as unknown as ExecutionContext };
}

async function outcome(rule: RouteAccess | undefined, state: Partial<AccessState>, authorization?: string) {
  const { req, context } = ctx(authorization);
  try {
    await guardWith(rule, state).canActivate(context);
    return { ok: true, actor: req.actor };
  } catch (err) {
    const res = (err as HttpProblem).getResponse() as { code: string; extra?: Record<string, unknown> };
    return { status: (err as HttpProblem).getStatus(), code: res.code, extra: res.extra };
  }
}

const ban = { reason: 'Spam', type: 'PERMANENT' as const, bannedUntil: null, createdAt: '2026-11-01T00:00:00.000Z' };

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
});
