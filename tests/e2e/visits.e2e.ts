import type { Page, Request } from '@playwright/test';
import { VISIT_DAY_KEY, VISITOR_ID_KEY } from '../../web/src/features/visits/rules/visit.js';
import { expect, register, signIn, skipDonationReminder, test } from './support/fixtures.js';

// The visitor tracking (member area spec, section 1): a random id kept in the browser, sent once a
// Paris day from the first page seen, the login page included, and nothing else about the person.

function visits(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/visits') sent.push(r);
  });
  return sent;
}

const stored = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

test.describe('visitor tracking', () => {
  // The browser's clock stands still, so that a test running across midnight in Paris keeps one day.
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(Date.now());
  });

  test('the login page sends the id once, then no page sends it again that day, signed in or not', async ({ page }) => {
    const sent = visits(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect.poll(() => sent.length).toBe(1);
    const visitorId = await stored(page, VISITOR_ID_KEY);
    expect(visitorId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[0].postDataJSON()).toEqual({ visitorId });
    // Neither the session's token nor its cookies go with it.
    const headers = await sent[0].allHeaders();
    expect(headers.authorization).toBeUndefined();
    expect(headers.cookie).toBeUndefined();
    expect((await sent[0].response())?.status()).toBe(204);
    await expect.poll(() => stored(page, VISIT_DAY_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const member = await register();
    await skipDonationReminder(page, member);
    await signIn(page, member.email, member.password);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Films à la Une' })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(await stored(page, VISITOR_ID_KEY)).toBe(visitorId);
  });

  test('the next Paris day, the first page sends the same id again', async ({ page }) => {
    const sent = visits(page);
    await page.goto('/');
    await expect.poll(() => sent.length).toBe(1);
    const visitorId = await stored(page, VISITOR_ID_KEY);
    // The day is stored once the visit is answered: overwritten before that, the answer would put today back.
    await expect.poll(() => stored(page, VISIT_DAY_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // As if the last one had been sent yesterday.
    await page.evaluate((k) => window.localStorage.setItem(k, '2000-01-01'), VISIT_DAY_KEY);
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1].postDataJSON()).toEqual({ visitorId });
  });
});
