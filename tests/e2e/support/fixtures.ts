import { expect, test as base, type Locator, type Page } from '@playwright/test';
import type { CaptchaChallenge } from '@streaming/contracts';
import { LOGIC_QUESTIONS } from '../../../services/identity/src/captcha/captcha.rules.js';
import { storageKey } from '../../../web/src/features/donation/reminder-storage.js';
import { call, randomIp, register, registerAdmin, uniqueEmail, type Member } from '../../api/support/api-client.js';

// The API helpers of tests/api (global-setup.mjs sets the API_URL and TEST_RUN_ID they read).
export { call, expect, register, registerAdmin, uniqueEmail, type Member };

/**
 * Every test is another person on another network address (the gateway trusts X-Forwarded-For in
 * tests), so the per-address limits (5 sign-ups an hour) of one test never reach another.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': randomIp() });
  },
});

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL not set: run through tests/e2e/playwright.config.ts (its global setup starts the stack)');
  return url;
};

export const mailDir = (): string => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR not set: run through tests/e2e/playwright.config.ts');
  return dir;
};

/** Support's address the browser tests' stack runs with (identity's SUPPORT_EMAIL). */
export const supportEmail = (): string => {
  const email = process.env.E2E_SUPPORT_EMAIL;
  if (!email) throw new Error('E2E_SUPPORT_EMAIL not set: run through tests/e2e/playwright.config.ts');
  return email;
};

/** The value shown beside a term of a description list (`<dt>Email</dt><dd>...</dd>`). */
export const detail = (scope: Page | Locator, term: string): Locator =>
  scope.locator('dt').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/** The challenge box of the registration form. */
export const captchaBox = (page: Page): Locator => page.getByRole('group', { name: 'Vérification anti-robot' });

/** The right answer to a challenge, read as a person reads it on the screen. */
function rightAnswer(question: string, emojiRow: string | null): string {
  const logic = LOGIC_QUESTIONS.find((q) => q.question === question);
  if (logic) return logic.answer;
  const visual = /^Combien de (.+) voyez-vous \?$/.exec(question);
  if (visual) {
    if (emojiRow === null) throw new Error(`no emoji row shown for "${question}"`);
    return String(emojiRow.trim().split(visual[1]).length - 1);
  }
  const math = /^Combien font (\d+) ([+\-×]) (\d+) \?$/.exec(question);
  if (!math) throw new Error(`unknown challenge: "${question}"`);
  const [a, op, b] = [Number(math[1]), math[2], Number(math[3])];
  return String(op === '+' ? a + b : op === '-' ? a - b : a * b);
}

/**
 * Reads the challenge on the page (math question, emoji row to count, or multiple choice) and answers
 * it, rightly or, with `wrong`, with another value. Returns the question that was answered.
 */
export async function answerCaptcha(page: Page, { wrong = false } = {}): Promise<string> {
  const box = captchaBox(page);
  const questionText = box.locator('.captcha__question');
  await expect(questionText).toBeVisible();
  await expect(box).toBeEnabled();
  const question = (await questionText.textContent())!.trim();
  const emoji = box.locator('.captcha__emoji');
  const answer = rightAnswer(question, (await emoji.count()) ? await emoji.textContent() : null);

  const logic = LOGIC_QUESTIONS.find((q) => q.question === question);
  if (logic) {
    const choice = wrong ? logic.choices.find((c) => c !== answer)! : answer;
    await box.getByRole('radio', { name: choice, exact: true }).check();
  } else {
    await box.getByLabel(question, { exact: true }).fill(wrong ? String(Number(answer) + 1) : answer);
  }
  return question;
}

/** Fills e-mail, password and confirmation of /register (the challenge is answered apart). */
export async function fillRegistration(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(password);
}

/**
 * Signs in through the login form at / and waits for /home. A new member's donation reminder opens over
 * /home 3 s later (a modal: the page behind is inert), so callers go elsewhere before clicking anything.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(`${baseUrl()}/home`);
  await expect(profileButton(page, email)).toBeVisible();
}

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Stores today's date as the member's last donation reminder before the SPA loads, so that the
 * reminder modal (3 s after arriving on /home) does not open over a test that is about something else.
 */
export async function skipDonationReminder(page: Page, member: Member): Promise<void> {
  await page.addInitScript((key) => window.localStorage.setItem(key, new Date().toISOString()), storageKey(member.session.user.id));
}

/**
 * Moves the page's clock `ms` forward, firing the timers due meanwhile, then lets the page render what
 * they changed (one animation frame). The test calls `page.clock.install()` before the page loads.
 * For "after X s" and "nothing happens during X s" without waiting X s.
 */
export async function passTime(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await nextFrame(page);
}

/** Waits for the page's next animation frame: what the page had to render by then is on the screen. */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

/** The header's profile menu button, named by the signed-in member's e-mail. */
export const profileButton = (page: Page, email: string): Locator => page.getByRole('button', { name: email, exact: true });

/** Logs out through the header's profile menu and checks the login page is shown. */
export async function signOutFromMenu(page: Page, email: string): Promise<void> {
  await profileButton(page, email).click();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
}

export type { CaptchaChallenge };
