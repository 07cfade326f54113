import { waitForMail } from '../support/smtp-mail.js';
import { baseUrl, expect, mailDir, profileButton, register, submitLogin, test, uniqueEmail } from './support/fixtures.js';

test.describe('forgotten password', () => {
  test('the mailed link lets the member choose a new password and sign in with it', async ({ page }) => {
    const member = await register(uniqueEmail('oubli'), 'Ancien-1895');
    const newPassword = 'Nouveau-1927';

    await page.goto('/');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/forgot-password`);
    await page.getByLabel('Email', { exact: true }).fill(member.email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByText('Email envoyé !', { exact: true })).toBeVisible();
    await expect(page.getByText('Vérifiez votre boîte email pour le lien de réinitialisation', { exact: true })).toBeVisible();

    const mail = await waitForMail(mailDir(), member.email, 'Réinitialisation de votre mot de passe', 15_000);
    const link = mail.links.find((l) => l.startsWith(`${baseUrl()}/reset-password#`));
    expect(link).toMatch(/\/reset-password#access_token=[\w-]+&type=recovery$/);

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'NOUVEAU MOT DE PASSE' })).toBeVisible();
    // The single-use token is taken out of the address bar.
    await expect(page).toHaveURL(`${baseUrl()}/reset-password`);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'RÉINITIALISER' }).click();

    await expect(page.getByText('Mot de passe réinitialisé !', { exact: true })).toBeVisible();
    await expect(page.getByText('Redirection vers la page de connexion...', { exact: true })).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(`${baseUrl()}/`);
    expect(Date.now() - shownAt).toBeGreaterThan(1000); // the success text stays ~2 s before the redirect

    await submitLogin(page, member.email, member.password);
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
    await expect(page).toHaveURL(`${baseUrl()}/`);

    await submitLogin(page, member.email, newPassword);
    await expect(page).toHaveURL(`${baseUrl()}/home`);
    await expect(profileButton(page, member.email)).toBeVisible();
  });

  test('opening /reset-password without a token says the link is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'NOUVEAU MOT DE PASSE' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Lien de réinitialisation invalide ou expiré');
    await expect(page.getByRole('button', { name: 'RÉINITIALISER' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/forgot-password`);
  });
});
