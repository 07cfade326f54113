import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type { CaptchaChallenge } from '@streaming/contracts';
import { waitForMail } from '../support/smtp-mail.js';
import { currentTestNames } from '../support/test-env.js';
import { waitUntil } from '../support/wait-until.js';
import { API_URL, call, randomIp, solveCaptcha, uniqueEmail } from './support/api-client.js';

/** Where scripts/lib/test-run.mjs has every process of this run write its log. */
const logDir = () => join(fileURLToPath(new URL('../../var/log/', import.meta.url)), `test-${currentTestNames().TEST_RUN_ID}`);
const readLogs = () =>
  readdirSync(logDir())
    .filter((f) => f.endsWith('.log'))
    .map((f) => ({ file: f, text: readFileSync(join(logDir(), f), 'utf8') }));
const logOf = (logs: Array<{ file: string; text: string }>, file: string) => logs.find((l) => l.file === file)?.text ?? '';
/** How many contact forms moderation has logged storing so far (identity mails them from its event). */
const contactsLogged = (logs: Array<{ file: string; text: string }>) => logOf(logs, 'moderation.log').split('moderation.contact.create').length - 1;

const mailDir = () => process.env.TEST_MAIL_DIR!;
const fragmentParam = (link: string, name: string) => new URLSearchParams(link.split('#')[1]).get(name)!;

describe('logs of the services hold no secrets', () => {
  it('after sign-up, sign-in, refresh, reset (its link checked, then used), e-mail confirmation and contact, no password, token, link, address or message is logged', async () => {
    const ip = randomIp();
    const email = uniqueEmail('journal-secret');
    const password = `Secret-Inscription-${Date.now()}`;
    const wrongPassword = `Mauvais-Secret-${Date.now()}`;
    const newPassword = `Secret-Reinit-${Date.now()}`;
    const contactText = `Message confidentiel ${Date.now()} : mon code est 4242`;
    const secrets: Record<string, string> = { email, password, wrongPassword, newPassword, contactText };

    const captcha = (await call<CaptchaChallenge>('/api/auth/captcha', { method: 'POST', ip })).body;
    const signUp = await call('/api/auth/register', { ip, body: { email, password, captchaToken: captcha.token, captchaAnswer: solveCaptcha(captcha) } });
    expect(signUp.status).toBe(201);
    secrets.captchaToken = captcha.token;
    secrets.signUpAccessToken = signUp.body.accessToken;
    secrets.signUpRefreshToken = signUp.refreshCookie!;

    const confirmMail = await waitForMail(mailDir(), email, 'Confirmez votre adresse');
    const confirmLink = confirmMail.links.find((l) => l.includes('/confirm-email#'))!;
    secrets.confirmLink = confirmLink;
    secrets.confirmToken = fragmentParam(confirmLink, 'token');
    expect((await call('/api/auth/email/confirm', { body: { token: secrets.confirmToken } })).status).toBe(200);

    expect((await call('/api/auth/login', { body: { email, password: wrongPassword } })).status).toBe(401);
    const signIn = await call('/api/auth/login', { body: { email, password } });
    expect(signIn.status).toBe(200);
    secrets.signInAccessToken = signIn.body.accessToken;
    expect((await call('/api/me', { token: signIn.body.accessToken })).status).toBe(200);

    const refreshed = await call('/api/auth/refresh', { method: 'POST', cookie: signIn.refreshCookie });
    expect(refreshed.status).toBe(200);
    secrets.signInRefreshToken = signIn.refreshCookie!;
    secrets.rotatedRefreshToken = refreshed.refreshCookie!;

    expect((await call('/api/auth/password/forgot', { body: { email } })).status).toBe(202);
    const resetMail = await waitForMail(mailDir(), email, 'Réinitialisation');
    const resetLink = resetMail.links.find((l) => l.includes('/reset-password#'))!;
    secrets.resetLink = resetLink;
    secrets.resetToken = fragmentParam(resetLink, 'access_token');
    expect((await call('/api/auth/password/reset/check', { body: { token: secrets.resetToken } })).status).toBe(204);
    expect((await call('/api/auth/password/reset', { body: { token: secrets.resetToken, password: newPassword } })).status).toBe(204);

    // The reset ended every session: the member signs in again with the new password.
    const afterReset = await call('/api/auth/login', { body: { email, password: newPassword } });
    expect(afterReset.status).toBe(200);
    secrets.afterResetAccessToken = afterReset.body.accessToken;
    expect((await call('/api/me', { token: refreshed.body.accessToken })).status).toBe(401);

    const contactsBefore = contactsLogged(readLogs());
    const contact = await call('/api/contact', { token: afterReset.body.accessToken, body: { email, category: 'autre', subject: 'Journal', message: contactText } });
    expect(contact.status).toBe(202);
    await waitForMail(mailDir(), 'support@streaming.local', 'Journal');

    // A token in a query string (a link pasted by hand) and a refused NUL in a database lookup.
    const queryToken = `jeton-en-clair-${Date.now()}`;
    secrets.queryToken = queryToken;
    expect((await fetch(`${API_URL()}/confirm-email?token=${queryToken}`)).status).toBe(200);
    const search = `/api/search?q=${encodeURIComponent(contactText)}%00`;
    expect((await call(search)).status).toBe(400);

    // The services' output reaches the files through this process: wait for the lines of the last requests.
    const logs = await waitUntil(readLogs, (found) => logOf(found, 'gateway.log').includes(`"url":"${search}"`) && contactsLogged(found) > contactsBefore, {
      what: "the gateway's line for the last request and moderation's for the contact form",
    });
    const all = logs.map((l) => l.text).join('\n');
    // The files read are this run's: they show the requests just made.
    expect(logs.map((l) => l.file)).toEqual(expect.arrayContaining(['gateway.log', 'identity.log', 'moderation.log']));
    expect(all).toContain('"url":"/api/auth/register"');
    expect(all).toContain('/confirm-email?token=[masqué]');

    for (const [name, secret] of Object.entries(secrets)) {
      const found = logs.filter((l) => l.text.includes(secret)).map((l) => l.file);
      expect({ name, found }).toEqual({ name, found: [] });
    }
    // Nothing shaped like a secret either, whoever it belongs to.
    expect(all).not.toMatch(/Bearer\s+[\w-]+\.[\w-]+/);
    expect(all).not.toMatch(/"(password|newPassword|currentPassword|refreshToken|accessToken|token|captchaToken)":"(?!\[masqué\])/);
    expect(all).not.toMatch(/(access_token|token)=(?!\[masqué\])[\w-]{16,}/);
  });
});
