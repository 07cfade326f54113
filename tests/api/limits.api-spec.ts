import { describe, expect, it } from '@jest/globals';
import { waitUntil } from '../support/wait-until.js';
import { call, randomIp, register, uniqueEmail, type ApiResponse } from './support/api-client.js';

// The test stack runs with TRUST_PROXY=1: the test process (127.0.0.1) plays the one trusted proxy,
// so the client address is the right-most X-Forwarded-For entry, the one a proxy appends.

const retryAfter = (res: { headers: Headers }) => Number(res.headers.get('retry-after'));
const RATE_LIMITED = 'Trop de tentatives. Veuillez réessayer plus tard.';

describe('client address behind the proxy', () => {
  it('is the address the proxy appended: what a client writes in front of it changes nothing', async () => {
    const email = uniqueEmail('usurpation');
    const client = randomIp();
    // Five attempts from one client, each claiming another address in front.
    for (let i = 0; i < 5; i++) {
      const res = await call('/api/auth/login', { body: { email, password: 'mauvais' }, headers: { 'x-forwarded-for': `${randomIp()}, ${client}` } });
      expect(res.status).toBe(401);
    }
    const again = await call('/api/auth/login', { body: { email, password: 'mauvais' }, headers: { 'x-forwarded-for': `${randomIp()}, ${client}` } });
    expect(again.status).toBe(429);
    // Writing the waiting address in front does not borrow its wait either: that client is someone else.
    const other = await call('/api/auth/login', { body: { email, password: 'mauvais' }, headers: { 'x-forwarded-for': `${client}, ${randomIp()}` } });
    expect(other.status).toBe(401);
  });
});

describe('sign-in limits', () => {
  it('cannot lock a member out: 10 wrong passwords from A, the right one from B still works, A waits longer each time', async () => {
    const member = await register();
    const a = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await call('/api/auth/login', { ip: a, body: { email: member.email, password: `essai-${i}` } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);

    const fromB = await call('/api/auth/login', { ip: randomIp(), body: { email: member.email, password: member.password } });
    expect(fromB.status).toBe(200);

    // The wait applies to every attempt of A on this account, the right password included.
    const rightFromA = await call('/api/auth/login', { ip: a, body: { email: member.email, password: member.password } });
    expect(rightFromA.status).toBe(429);
    expect(rightFromA.body.detail).toBe(RATE_LIMITED);
    expect(retryAfter(rightFromA)).toBe(1);

    // Attempts during a wait are refused (and not counted); the first one after it goes ahead.
    const fromA = (password: string) => call('/api/auth/login', { ip: a, body: { email: member.email, password } });
    const goesAheadAfter = async (limited: ApiResponse, limitedAt: number, password: string) => {
      const res = await waitUntil(() => fromA(password), (r) => r.status !== 429, { what: "the end of A's wait" });
      expect(Date.now() - limitedAt).toBeGreaterThan(retryAfter(limited) * 1000 - 500);
      return res;
    };
    const waits: number[] = [];
    let limited = rightFromA;
    let limitedAt = Date.now();
    for (let round = 0; round < 2; round++) {
      expect((await goesAheadAfter(limited, limitedAt, 'encore-faux')).status).toBe(401);
      limited = await fromA('encore-faux');
      limitedAt = Date.now();
      expect(limited.status).toBe(429);
      waits.push(retryAfter(limited));
    }
    expect(waits).toEqual([2, 4]);

    // Once the wait is over, the right password from A works and clears A's count.
    expect((await goesAheadAfter(limited, limitedAt, member.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await call('/api/auth/login', { ip: a, body: { email: member.email, password: 'faux' } })).status).toBe(401);
  }, 30000);

  it('limits the failures of one address over many accounts, not the other addresses', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 51; i++) statuses.push((await call('/api/auth/login', { ip, body: { email: uniqueEmail('balayage'), password: 'mauvais' } })).status);
    expect(statuses.slice(0, 50).every((s) => s === 401)).toBe(true);
    expect(statuses[50]).toBe(429);
    expect((await call('/api/auth/login', { ip: randomIp(), body: { email: uniqueEmail('balayage'), password: 'mauvais' } })).status).toBe(401);
  }, 60000);
});

describe('limits on routes that create challenges or send mail', () => {
  it('limits anti-robot challenges per address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await call('/api/auth/captcha', { method: 'POST', ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    const limited = await call('/api/auth/captcha', { method: 'POST', ip });
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBe(RATE_LIMITED);
    expect(retryAfter(limited)).toBeGreaterThan(500);
    expect((await call('/api/auth/captcha', { method: 'POST', ip: randomIp() })).status).toBe(201);
  });

  it('limits reset mails per client address, whatever the target addresses', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await call('/api/auth/password/forgot', { ip, body: { email: uniqueEmail('cible') } })).status);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('limits contact messages per account and per address', async () => {
    const member = await register();
    const message = (i: number) => ({ email: member.email, category: 'autre', subject: `Question ${i}`, message: 'Bonjour' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await call('/api/contact', { token: member.accessToken, body: message(i) })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);

    // Ten messages from one address, spread over accounts, then the address is limited too.
    const ip = randomIp();
    const senders = [await register(), await register(), await register()];
    const fromIp: number[] = [];
    for (let i = 0; i < 11; i++) {
      const sender = senders[i % 3];
      fromIp.push((await call('/api/contact', { ip, token: sender.accessToken, body: { ...message(i), email: sender.email } })).status);
    }
    expect(fromIp.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(fromIp[10]).toBe(429);
  });
});
