import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { CaptchaChallenge, SessionView } from '@streaming/contracts';
import { LOGIC_QUESTIONS } from '../../../services/identity/src/captcha/captcha.rules.js';
import { queryDb } from '../../support/servers.js';
import { waitForMail } from '../../support/smtp-mail.js';
import { currentTestNames } from '../../support/test-env.js';

export const API_URL = () => {
  const url = process.env.API_URL;
  if (!url) throw new Error('API_URL not set: the api project global setup starts the stack');
  return url;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- black-box tests probe any JSON the API answers, including error bodies and bad shapes
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  /** Value of the refresh cookie set by the response, if any ('' when cleared). */
  refreshCookie?: string;
  setCookie: string[];
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  cookie?: string;
  ip?: string;
  contentType?: string;
  /** Extra request headers (Origin, Sec-Fetch-Site…); `x-forwarded-for` here replaces `ip`'s. */
  headers?: Record<string, string>;
}

/** A fresh client address per test, so rate limits of one test never touch another. */
export const randomIp = () => `10.${(Math.random() * 255) | 0}.${(Math.random() * 255) | 0}.${((Math.random() * 253) | 0) + 1}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- black-box tests probe any JSON the API answers, including error bodies and bad shapes
export async function call<T = any>(path: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? randomIp() };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.cookie !== undefined) headers.cookie = `rt=${opts.cookie}`;
  Object.assign(headers, opts.headers);
  let payload: string | undefined;
  if (opts.rawBody !== undefined) payload = opts.rawBody;
  else if (opts.body !== undefined) payload = JSON.stringify(opts.body);
  if (payload !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
  const res = await fetch(`${API_URL()}${path}`, { method: opts.method ?? (payload !== undefined ? 'POST' : 'GET'), headers, body: payload });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  const setCookie = res.headers.getSetCookie();
  const rt = setCookie.find((c) => c.startsWith('rt='));
  return { status: res.status, headers: res.headers, body: body as T, setCookie, refreshCookie: rt ? decodeURIComponent(rt.slice(3).split(';')[0]) : undefined };
}

/** Answers a challenge as a person would. */
export function solveCaptcha(c: CaptchaChallenge): string {
  if (c.kind === 'visual') return String(Array.from(c.display ?? '').length);
  if (c.kind === 'logic') return LOGIC_QUESTIONS.find((q) => q.question === c.question)!.answer;
  const [, a, op, b] = /Combien font (\d+) ([+\-×]) (\d+)/.exec(c.question)!;
  const x = Number(a);
  const y = Number(b);
  return String(op === '+' ? x + y : op === '-' ? x - y : x * y);
}

export const uniqueEmail = (tag = 'membre') => `${tag}-${randomUUID().slice(0, 8)}@exemple.fr`;

export interface Member {
  email: string;
  password: string;
  accessToken: string;
  refreshCookie: string;
  session: SessionView;
  ip: string;
}

export async function register(email = uniqueEmail(), password = 'Lumière-1895', extra: Record<string, unknown> = {}): Promise<Member> {
  const ip = randomIp();
  const captcha = (await call<CaptchaChallenge>('/api/auth/captcha', { method: 'POST', ip })).body;
  const res = await call<SessionView>('/api/auth/register', {
    ip,
    body: { email, password, captchaToken: captcha.token, captchaAnswer: solveCaptcha(captcha), ...extra },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, accessToken: res.body.accessToken, refreshCookie: res.refreshCookie!, session: res.body, ip };
}

export async function login(email: string, password: string): Promise<Member> {
  const ip = randomIp();
  const res = await call<SessionView>('/api/auth/login', { ip, body: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, password, accessToken: res.body.accessToken, refreshCookie: res.refreshCookie!, session: res.body, ip };
}

/** Makes a member admin the way an operator does: `npm run admin:grant -- email`. */
export function grantAdmin(email: string): void {
  execFileSync(process.execPath, ['scripts/identity-cli.mjs', 'grant-admin', email], {
    env: { ...process.env, ...currentTestNames() },
    stdio: 'pipe',
  });
}

export async function registerAdmin(): Promise<Member> {
  const member = await register(uniqueEmail('admin'));
  grantAdmin(member.email);
  return login(member.email, member.password);
}

/** Issue time (seconds) of an access token, as the gateway reads it. */
export const issuedSecond = (accessToken: string) => (JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8')) as { iat: number }).iat;

/**
 * Asks for a password-reset mail for `email` and returns its link's token (the fragment's
 * `access_token`), read from the mails in `mailDir` (the API tests' or the browser tests' folder).
 */
export async function mailedResetToken(mailDir: string, email: string): Promise<string> {
  const asked = await call('/api/auth/password/forgot', { body: { email } });
  if (asked.status !== 202) throw new Error(`password/forgot failed: ${asked.status} ${JSON.stringify(asked.body)}`);
  const mail = await waitForMail(mailDir, email, 'Réinitialisation');
  const link = mail.links.find((l) => l.includes('/reset-password#'));
  if (!link) throw new Error(`no reset link in the mail to ${email}`);
  return new URLSearchParams(link.split('#')[1]).get('access_token')!;
}

/** Ages the member's reset links past their hour, as if they had been mailed long ago. */
export async function expireResetLinks(userId: string): Promise<void> {
  await queryDb(currentTestNames(), `UPDATE identity.email_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND kind = 'recovery'`, [userId]);
}
