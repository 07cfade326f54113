import type { BanView } from '@streaming/contracts';
import { baseUrl, call, detail, expect, profileButton, register, registerAdmin, signIn, test, uniqueEmail } from './support/fixtures.js';

/** A date and time as the ban page shows them: fr-FR, long date, short time, in the browser's time zone. */
const frenchDateTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

test.describe('ban', () => {
  test("a ban shows up in the member's open tab, and the ban page's logout works", async ({ page }) => {
    // The SPA asks GET /api/me every 30 s: the open tab shows the ban at its next check.
    test.setTimeout(60_000);
    const member = await register(uniqueEmail('banni'));
    await signIn(page, member.email, member.password);

    const admin = await registerAdmin();
    const ban = await call<BanView>(`/api/admin/users/${member.session.user.id}/ban`, {
      token: admin.accessToken,
      body: { reason: 'Comportement abusif', days: 7 },
    });
    expect(ban.status).toBe(200);

    // No reload: the tab notices the ban by itself.
    await expect(page.getByRole('heading', { name: 'COMPTE SUSPENDU' })).toBeVisible({ timeout: 40_000 });
    await expect(page).toHaveURL(`${baseUrl()}/home`);
    await expect(detail(page, 'Raison')).toHaveText('Comportement abusif');
    await expect(detail(page, 'Type')).toHaveText('TEMPORAIRE');
    // Seven days from the ban, rounded up to the minute.
    await expect(detail(page, 'Temps restant')).toHaveText(/^(7 jours|6 jours, 23 heures et \d+ minutes?)$/);
    await expect(detail(page, 'Date de suspension')).toHaveText(frenchDateTime(ban.body.createdAt));
    await expect(detail(page, 'Date de fin')).toHaveText(frenchDateTime(ban.body.bannedUntil!));
    await expect(page.getByRole('link', { name: 'Contester la suspension' })).toBeVisible();
    // The ban page stands alone: no header menus.
    await expect(profileButton(page, member.email)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    // Signed out for good: the protected page sends back to the login page.
    await page.goto('/home');
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  });
});
