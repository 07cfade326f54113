import type { Page } from '@playwright/test';
import { demoCatalogue } from '../../services/catalogue/src/seed/demo-catalogue.js';
import { baseUrl, expect, profileButton, register, signOutFromMenu, skipDonationReminder, submitLogin, test } from './support/fixtures.js';
import { loadDemoCatalogue } from './support/demo-catalogue.js';

const { movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();

// What a guest sees of the header and of the pages that need an account.

test.beforeAll(loadDemoCatalogue);

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /^Connectez-vous pour / });

test.describe('guest access', () => {
  test('a guest sees the catalogue counts in the header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.locator('.topbar__counter').nth(0)).toHaveText(`${DEMO_MOVIES.length} films`);
    await expect(page.locator('.topbar__counter').nth(1)).toHaveText(`${DEMO_SERIES.length} séries`);
  });

  test('a guest opening a page that needs an account is told so, and comes back to it once signed in', async ({ page }) => {
    const member = await register();
    await skipDonationReminder(page, member);

    await page.goto('/favorites');
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(notice(page)).toHaveText('Connectez-vous pour voir vos favoris');

    // A menu entry of the header: the same, with its own reason.
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'DONATION' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(notice(page)).toHaveText('Connectez-vous pour soutenir le site');
    await page.getByRole('banner').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(notice(page)).toHaveText('Connectez-vous pour consulter la FAQ');

    // Signed in from there: back on the page the guest wanted.
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL(`${baseUrl()}/faq`);
    await expect(profileButton(page, member.email)).toBeVisible();

    // Signing out of a member page (opened anew: the session restored) says nothing of the kind, and
    // signing in again goes to the home page, not back to it.
    await page.reload();
    await expect(profileButton(page, member.email)).toBeVisible();
    await signOutFromMenu(page, member.email);
    await expect(notice(page)).toHaveCount(0);
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL(`${baseUrl()}/home`);
  });

  test("'Page introuvable' sends a guest to the login page and a member to the home page", async ({ page }) => {
    await page.goto('/nulle-part');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à la connexion' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();

    const member = await register();
    await skipDonationReminder(page, member);
    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL(`${baseUrl()}/home`);
    await page.goto('/nulle-part');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/home`);
  });
});
