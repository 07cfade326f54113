// Just enough of the HTTP API (docs/api.md) to prepare the load: sign up a member through the
// anti-robot challenge, sign in, make an administrator.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { ROOT, serviceEnv } from '../../../scripts/lib/stack.mjs';

/** JSON request to the gateway; throws with the problem+json detail on an unexpected status. */
export async function api(baseUrl, method, path, { body, token, expect = [200, 201, 202, 204] } = {}) {
  const headers = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(new URL(path, baseUrl), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const json = text ? JSON.parse(text) : undefined;
  if (!expect.includes(res.status)) {
    const err = new Error(`${method} ${path} answered ${res.status}: ${json?.code ?? ''} ${json?.detail ?? text.slice(0, 200)}`);
    Object.assign(err, { status: res.status, body: json });
    throw err;
  }
  return { status: res.status, body: json, bytes: Buffer.byteLength(text) };
}

let logicQuestions;
/** The fixed logic questions, read from identity's built rules (the bench runs after `npm run build`). */
async function loadLogicQuestions() {
  if (!logicQuestions) {
    const rules = await import(pathToFileURL(join(ROOT, 'services', 'identity', 'dist', 'captcha', 'captcha.rules.js')).href);
    logicQuestions = rules.LOGIC_QUESTIONS;
  }
  return logicQuestions;
}

/** Answers a CaptchaChallenge ({ kind, question, display?, choices? }) the way a person would. */
export async function solveCaptcha(challenge) {
  const question = challenge.question.replace(/\s+/g, ' ').trim();
  const math = /^Combien font (\d+) ([+\-×x*]) (\d+) \?$/.exec(question);
  if (math) {
    const [a, b] = [Number(math[1]), Number(math[3])];
    return String(math[2] === '+' ? a + b : math[2] === '-' ? a - b : a * b);
  }
  const visual = /^Combien de (.+) voyez-vous \?$/.exec(question);
  if (visual && challenge.display) {
    // Count code points, not UTF-16 units (most emoji are surrogate pairs).
    return String(Array.from(challenge.display).length / Array.from(visual[1]).length);
  }
  const logic = (await loadLogicQuestions()).find((q) => q.question === challenge.question);
  if (logic) return logic.answer;
  throw new Error(`unknown anti-robot challenge: ${JSON.stringify(challenge)}`);
}

/**
 * Signs up a new member (POST /api/auth/captcha, then POST /api/auth/register with the answer).
 * Returns { email, password, accessToken, user }.
 */
export async function registerMember(baseUrl, { email = `bench-${randomUUID().slice(0, 8)}@example.com`, password = 'Bench-load-2025!' } = {}) {
  let challenge = (await api(baseUrl, 'POST', '/api/auth/captcha')).body;
  for (let attempt = 1; ; attempt++) {
    const res = await api(baseUrl, 'POST', '/api/auth/register', {
      body: { email, password, captchaToken: challenge.token, captchaAnswer: await solveCaptcha(challenge) },
      expect: [201, 400],
    });
    if (res.status === 201) return { email, password, accessToken: res.body.accessToken, user: res.body.user };
    if (res.body?.code !== 'CAPTCHA_INVALID' || !res.body.captcha || attempt >= 3) {
      throw new Error(`sign-up failed: ${res.status} ${res.body?.code} ${res.body?.detail ?? ''} ${(res.body?.errors ?? []).join(' ')}`);
    }
    challenge = res.body.captcha;
  }
}

/** POST /api/auth/login; returns the SessionView. */
export async function login(baseUrl, email, password) {
  return (await api(baseUrl, 'POST', '/api/auth/login', { body: { email, password } })).body;
}

/**
 * A member signed up through the API, made an administrator by identity's own command (the built
 * `grant-admin` that `npm run admin:grant` runs, here on the bench stack's database and NATS), then
 * signed in again so that the token carries the role. Returns { email, password, accessToken, user }.
 */
export async function registerAdmin(stack) {
  const member = await registerMember(stack.url);
  await promisify(execFile)(process.execPath, [join(ROOT, 'services', 'identity', 'dist', 'admin', 'grant-admin.cli.js'), member.email], {
    cwd: ROOT,
    env: serviceEnv({ ...process.env, ...stack.env }, 'identity'),
  });
  const session = await login(stack.url, member.email, member.password);
  return { ...member, accessToken: session.accessToken, user: session.user };
}
