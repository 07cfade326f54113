import type { Page } from '@playwright/test';
import { call, expect, mailDir, register, test } from './support/fixtures.js';
import { expireResetLinks, mailedResetToken } from '../api/support/api-client.js';

// The reset page checks its link as it opens: a dead link says so before any password is typed.
const INVALID = 'Lien de réinitialisation invalide ou expiré';
const EXPIRED = 'Le lien de réinitialisation a expiré. Veuillez demander un nouveau lien.';

async function openLink(page: Page, token: string): Promise<void> {
  await page.goto(`/reset-password#access_token=${encodeURIComponent(token)}&type=recovery`);
  await expect(page.getByRole('heading', { name: 'NOUVEAU MOT DE PASSE' })).toBeVisible();
}

async function expectDeadLink(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('alert')).toHaveText(message);
  await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'RÉINITIALISER' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
}

test.describe('reset link states', () => {
  test('a malformed link says it is invalid as the page opens', async ({ page }) => {
    await openLink(page, 'abc');
    await expectDeadLink(page, INVALID);
    await expect(page.getByText('token', { exact: false })).toHaveCount(0);
  });

  test('a link already used says it is invalid as the page opens', async ({ page }) => {
    const member = await register();
    const token = await mailedResetToken(mailDir(), member.email);
    expect((await call('/api/auth/password/reset', { body: { token, password: 'Nouveau-1927' } })).status).toBe(204);
    await openLink(page, token);
    await expectDeadLink(page, INVALID);
  });

  test('an expired link says it expired as the page opens', async ({ page }) => {
    const member = await register();
    const token = await mailedResetToken(mailDir(), member.email);
    await expireResetLinks(member.session.user.id);
    await openLink(page, token);
    await expectDeadLink(page, EXPIRED);
  });

  test('a live link shows the form, and opening it does not use it up', async ({ page }) => {
    const member = await register();
    const token = await mailedResetToken(mailDir(), member.email);
    await openLink(page, token);
    await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Opened again (a second tab, a reload of the mail's link): still live.
    await openLink(page, token);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Nouveau-1927');
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('Nouveau-1927');
    await page.getByRole('button', { name: 'RÉINITIALISER' }).click();
    await expect(page.getByText('Mot de passe réinitialisé !', { exact: true })).toBeVisible();
  });
});
