import type { Page, Request } from '@playwright/test';
import { baseUrl, expect, profileButton, register, signIn, signOutFromMenu, skipDonationReminder, test } from './support/fixtures.js';

// What a first load costs the browser: a guest's login page asks nothing that fails and loads no more
// than it needs; a member's session comes back on reload; the session marker cookie follows the session.

/** Every request the page makes, and every console error it logs, from now on. */
function watch(page: Page) {
  const requests: Request[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return {
    errors,
    paths: () => requests.map((r) => new URL(r.url()).pathname),
    scripts: () => requests.filter((r) => r.resourceType() === 'script').map((r) => new URL(r.url()).pathname),
  };
}

const marker = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'has_session');

test.describe('first load', () => {
  test('a guest on the login page asks no session refresh, logs no error and loads no TanStack Query', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeEditable();
    // The popup question is the page's last request: once answered, nothing more is coming.
    await page.waitForLoadState('networkidle');

    expect(seen.paths()).not.toContain('/api/auth/refresh');
    expect(seen.errors).toEqual([]);
    // The first load is the entry, the runtime and the vendor file (React, the router): TanStack Query
    // (the `tanstack-query` file) comes only with the screens that fetch with it.
    expect(seen.scripts().filter((path) => /\/assets\/tanstack-query-[^/]+\.js$/.test(path))).toEqual([]);
    expect(await marker(page)).toBeUndefined();

    // The register screen fetches with TanStack Query: it arrives with it and works.
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('heading', { name: 'Inscription' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Vérification anti-robot' }).locator('.captcha__question')).toBeVisible();
    expect(seen.scripts().some((path) => /\/assets\/tanstack-query-[^/]+\.js$/.test(path))).toBe(true);
  });

  test('signing in sets the session marker; a reload restores the session; signing out clears it', async ({ page }) => {
    const member = await register();
    await skipDonationReminder(page, member);
    await signIn(page, member.email, member.password);

    const set = await marker(page);
    expect(set?.value).toBe('1');
    expect(set?.httpOnly).toBe(false);
    expect(set?.sameSite).toBe('Strict');
    expect(set?.path).toBe('/');

    const seen = watch(page);
    await page.reload();
    await expect(profileButton(page, member.email)).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl()}/home`);
    await expect(page.locator('.topbar__counter').first()).not.toHaveText(/^–/);
    expect(seen.paths()).toContain('/api/auth/refresh');
    expect(seen.errors).toEqual([]);

    await signOutFromMenu(page, member.email);
    expect(await marker(page)).toBeUndefined();
    const afterSignOut = watch(page);
    await page.goto('/home');
    // No session to restore: straight to the login page, without asking.
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    expect(afterSignOut.paths()).not.toContain('/api/auth/refresh');
  });

  test('a marker left without its refresh cookie costs one refused refresh, then both are gone', async ({ page }) => {
    await page.context().addCookies([{ name: 'has_session', value: '1', url: baseUrl(), sameSite: 'Strict' }]);
    const seen = watch(page);
    await page.goto('/home');
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    expect(seen.paths().filter((path) => path === '/api/auth/refresh')).toHaveLength(1);
    await expect.poll(() => marker(page)).toBeUndefined();
  });
});
