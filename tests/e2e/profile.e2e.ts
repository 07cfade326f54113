import { baseUrl, detail, expect, profileButton, register, signIn, signOutFromMenu, submitLogin, test, uniqueEmail } from './support/fixtures.js';

/** The account creation date as the profile shows it: fr-FR, day/month/year, in the browser's time zone. */
const frenchDate = (date: Date) =>
  date.toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' });

test.describe('profile', () => {
  test('shows the account, refuses a mismatched confirmation and changes the password', async ({ page }) => {
    const before = new Date();
    const member = await register(uniqueEmail('profil'), 'Ancien-1895');
    const after = new Date();
    const newPassword = 'Nouveau-1927';
    await signIn(page, member.email, member.password);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();
    await expect(detail(page, 'Email')).toHaveText(member.email);
    // Either side of midnight: the creation date is the day the account was made.
    await expect(detail(page, 'Membre depuis le')).toHaveText(new RegExp(`^(${frenchDate(before)}|${frenchDate(after)})$`));

    const form = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Changer de mot de passe' }) });
    await form.getByLabel('Mot de passe actuel', { exact: true }).fill(member.password);
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill('Autre-1927');
    await form.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Les nouveaux mots de passe ne correspondent pas');

    await form.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Mettre à jour le mot de passe' }).click();
    await expect(form.getByText('Mot de passe mis à jour avec succès', { exact: true })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByLabel('Nouveau mot de passe', { exact: true })).toHaveValue('');
    // Still signed in after the change.
    await expect(profileButton(page, member.email)).toBeVisible();

    await signOutFromMenu(page, member.email);
    await submitLogin(page, member.email, member.password);
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
    await submitLogin(page, member.email, newPassword);
    await expect(page).toHaveURL(`${baseUrl()}/home`);
    await expect(profileButton(page, member.email)).toBeVisible();
  });
});
