import { waitForMail } from '../support/smtp-mail.js';
import { baseUrl, detail, expect, mailDir, profileButton, register, signIn, signOutFromMenu, submitLogin, test, uniqueEmail } from './support/fixtures.js';

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
    // Still signed in after the change, and the account's address is told.
    await expect(profileButton(page, member.email)).toBeVisible();
    await waitForMail(mailDir(), member.email, 'Votre mot de passe a été modifié', 15_000);

    await signOutFromMenu(page, member.email);
    await submitLogin(page, member.email, member.password);
    await expect(page.getByRole('alert')).toHaveText('Email ou mot de passe incorrect.');
    await submitLogin(page, member.email, newPassword);
    await expect(page).toHaveURL(`${baseUrl()}/home`);
    await expect(profileButton(page, member.email)).toBeVisible();
  });

  test('changes the e-mail with the current password; the old address can cancel the change', async ({ page }) => {
    // Three screens and two mails: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const member = await register(uniqueEmail('profil'), 'Ancien-1895');
    const target = uniqueEmail('nouvelle');
    await signIn(page, member.email, member.password);
    await page.goto('/profile');

    const form = page.locator('section').filter({ has: page.getByRole('heading', { name: "Changer d'adresse email" }) });
    const submit = form.getByRole('button', { name: "Mettre à jour l'email" });
    const address = form.getByLabel('Nouvelle adresse email', { exact: true });
    const password = form.getByLabel('Mot de passe actuel', { exact: true });
    await expect(address).toHaveValue(member.email);
    await expect(submit).toBeDisabled();
    await address.fill(target);
    await expect(submit).toBeEnabled();

    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Veuillez saisir votre mot de passe actuel');

    await password.fill('pas-le-bon');
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Afficher le mot de passe actuel' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await form.getByRole('button', { name: 'Masquer le mot de passe actuel' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Le mot de passe actuel est incorrect.');

    await password.fill(member.password);
    await submit.click();
    await expect(form.getByRole('status')).toContainText(`Un email de confirmation a été envoyé à ${target}.`);
    await expect(form.getByRole('status')).toContainText("permet d'annuler ce changement");
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(password).toHaveValue('');
    await expect(detail(page, 'Email')).toHaveText(member.email);

    const notice = await waitForMail(mailDir(), member.email, 'Demande de changement de votre adresse email', 15_000);
    expect(notice.text).toContain(target);
    const link = notice.links.find((l) => l.startsWith(`${baseUrl()}/cancel-email-change#token=`));
    expect(link).toBeDefined();

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: "Annulation du changement d'email" })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`Le changement d'adresse vers ${target} est annulé. Votre adresse email reste ${member.email}.`);
    // The single-use token is taken out of the address bar.
    await expect(page).toHaveURL(`${baseUrl()}/cancel-email-change`);

    await page.getByRole('link', { name: 'Aller à mon profil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mon Profil' })).toBeVisible();
    await expect(detail(page, 'Email')).toHaveText(member.email);
    await expect(page.getByText(/Changement en attente de confirmation/)).toHaveCount(0);

    // The confirmation link sent to the new address no longer works.
    const confirmation = await waitForMail(mailDir(), target, 'Confirmez votre nouvelle adresse', 15_000);
    await page.goto(confirmation.links.find((l) => l.startsWith(`${baseUrl()}/confirm-email#token=`))!);
    await expect(page.getByRole('alert')).toHaveText('Lien de confirmation invalide ou expiré.');

    // Opened again, the cancel link says it was already used.
    await page.goto(link!);
    await expect(page.getByRole('alert')).toHaveText("Cette demande de changement d'adresse a déjà été annulée : votre adresse email reste inchangée.");
  });
});
