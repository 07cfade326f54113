import type { AdminUsersPage, UserView } from '@streaming/contracts';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { waitForMail } from '../support/smtp-mail.js';
import { call, detail, expect, mailDir, register, registerAdmin, signIn, skipDonationReminder, test, uniqueEmail, type Member } from './support/fixtures.js';

// /admin/users through the screen. Other tests register members all the time: no absolute count is
// asserted, each test searches for its own members by their unique addresses.

let admin: Member;

test.beforeAll(async () => {
  admin = await registerAdmin();
});

async function openUsers(page: Page): Promise<void> {
  await skipDonationReminder(page, admin);
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Gestion des utilisateurs' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Utilisateurs' });
const rowOf = (page: Page, email: string) => table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${email}`) }) });

async function searchFor(page: Page, text: string): Promise<void> {
  await page.getByLabel('Rechercher un utilisateur').fill(text);
  await expect(page.getByText(/^1 utilisateur$/)).toBeVisible();
}

test.describe('admin users screen', () => {
  test('counters, search by address and short id, details; promote then demote; no ban or deletion of oneself', async ({ page }) => {
    const member = await register(uniqueEmail('promu'));
    const memberId = member.session.user.id;
    await openUsers(page);

    const counters = page.getByLabel('Compteurs des utilisateurs');
    for (const label of ['Total utilisateurs', 'Administrateurs', 'Utilisateurs standards', 'Nouveaux (7 jours)', 'Actifs (30 jours)']) {
      await expect(detail(counters, label.replace(/[()]/g, '\\$&'))).toHaveText(/^\d[\d\s\u202f]*$/);
    }

    await searchFor(page, member.email);
    const row = rowOf(page, member.email);
    await expect(row.getByRole('cell').nth(0)).toHaveText(memberId.slice(0, 8));
    await expect(row.getByText('Admin', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Tous les utilisateurs ont été chargés')).toBeVisible();

    // The short id finds the same account.
    await page.getByLabel('Rechercher un utilisateur').fill(memberId.slice(0, 8));
    await expect(rowOf(page, member.email)).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(1);

    await row.getByRole('button', { name: 'Détails' }).click();
    const details = page.getByRole('dialog', { name: 'Détails de l’utilisateur' });
    await expect(details.getByText(memberId, { exact: true })).toBeVisible();
    await expect(detail(details, 'Rôle')).toHaveText('Utilisateur');
    await page.keyboard.press('Escape');
    await expect(details).toHaveCount(0);

    await row.getByRole('button', { name: 'Promouvoir admin' }).click();
    const promote = page.getByRole('dialog', { name: 'Promouvoir administrateur ?' });
    await promote.getByRole('button', { name: 'Promouvoir' }).click();
    await expect(page.getByText(`${member.email} est maintenant administrateur`)).toBeVisible();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    expect((await call<UserView>('/api/me', { token: member.accessToken })).body.isAdmin).toBe(true);
    // An admin is demoted before being banned or deleted: the screen says so.
    await expect(row.getByRole('button', { name: /^Bannir/ })).toBeDisabled();
    await expect(row.getByRole('button', { name: /^Supprimer/ })).toBeDisabled();
    await expect(row.getByText('Administrateur : retirez-lui d’abord ses droits pour le bannir ou supprimer son compte.')).toBeVisible();

    await row.getByRole('button', { name: 'Retirer admin' }).click();
    const demote = page.getByRole('dialog', { name: 'Retirer les droits administrateur ?' });
    await expect(demote.getByText(`${member.email} n’aura plus accès à l’administration.`)).toBeVisible();
    await demote.getByRole('button', { name: 'Retirer les droits' }).click();
    await expect(page.getByText(`Droits administrateur retirés à ${member.email}`)).toBeVisible();
    await expect(row.getByText('Admin', { exact: true })).toHaveCount(0);
    expect((await call<UserView>('/api/me', { token: member.accessToken })).body.isAdmin).toBe(false);

    // The admin's own row: the server refuses that they ban or delete themself.
    await searchFor(page, admin.email);
    const own = rowOf(page, admin.email);
    await expect(own.getByRole('button', { name: /^Bannir/ })).toBeDisabled();
    await expect(own.getByRole('button', { name: /^Supprimer/ })).toBeDisabled();
    await expect(own.getByText('C’est votre compte : vous ne pouvez ni vous bannir ni supprimer votre compte depuis l’administration.')).toBeVisible();
  });

  test('a temporary ban with its reason reaches the member, and the unban lifts it', async ({ page }) => {
    const member = await register(uniqueEmail('banni'));
    await openUsers(page);
    await searchFor(page, member.email);
    const row = rowOf(page, member.email);
    await expect(row.getByRole('button', { name: 'Débannir' })).toHaveCount(0);

    await row.getByRole('button', { name: 'Bannir' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bannir l’utilisateur' });
    await expect(dialog.getByRole('radio', { name: 'Temporaire' })).toBeChecked();
    await expect(dialog.getByLabel('Durée')).toHaveValue('7');
    const durations = await dialog.getByLabel('Durée').locator('option').allTextContents();
    expect(durations).toEqual(['1 jour', '3 jours', '7 jours', '14 jours', '30 jours', '90 jours', '365 jours']);
    // The reason is required.
    await dialog.getByRole('button', { name: 'Bannir' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez indiquer une raison pour le bannissement');
    // A permanent ban has no duration.
    await dialog.getByRole('radio', { name: 'Permanent' }).check();
    await expect(dialog.getByLabel('Durée')).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Temporaire' }).check();

    await dialog.getByLabel('Raison du bannissement').fill('Messages injurieux');
    await dialog.getByLabel('Durée').selectOption('3');
    await dialog.getByRole('button', { name: 'Bannir' }).click();
    await expect(page.getByText('Utilisateur banni avec succès pour 3 jour(s)')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Banni', { exact: true })).toBeVisible();

    const banned = await call('/api/me', { token: member.accessToken });
    expect(banned.status).toBe(403);
    expect(banned.body).toMatchObject({ code: 'ACCOUNT_BANNED', ban: { reason: 'Messages injurieux', type: 'TEMPORAIRE' } });

    await row.getByRole('button', { name: 'Débannir' }).click();
    const unban = page.getByRole('dialog', { name: 'Débannir cet utilisateur ?' });
    await unban.getByRole('button', { name: 'Débannir' }).click();
    await expect(page.getByText('Utilisateur débanni avec succès')).toBeVisible();
    await expect(row.getByText('Banni', { exact: true })).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Débannir' })).toHaveCount(0);
    // The ban ended the member's sessions; they sign in again.
    expect((await call('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(200);
  });

  test('an e-mail to a member reaches their mailbox', async ({ page }) => {
    const member = await register(uniqueEmail('courrier'));
    const subject = `Votre compte ${randomUUID().slice(0, 8)}`;
    await openUsers(page);
    await searchFor(page, member.email);
    await rowOf(page, member.email).getByRole('button', { name: /^Envoyer un email à / }).click();
    const dialog = page.getByRole('dialog', { name: 'Envoyer un email' });

    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "L'objet est requis (200 caractères maximum, sur une ligne). Le message est requis (10000 caractères maximum).",
    );
    await dialog.getByLabel('Objet').fill(subject);
    await dialog.getByLabel('Message').fill('Bonjour,\nvotre demande a bien été prise en compte.');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(page.getByText(`Email envoyé à ${member.email}`)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const mail = await waitForMail(mailDir(), member.email, subject);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('votre demande a bien été prise en compte.');
  });

  test('an account deleted after the irreversible confirmation is gone', async ({ page }) => {
    const member = await register(uniqueEmail('efface'));
    await openUsers(page);
    await searchFor(page, member.email);
    await rowOf(page, member.email).getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer ce compte ?' });
    await expect(dialog.getByText('Cette action est irréversible.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(page.getByText(`Le compte ${member.email} a été supprimé`)).toBeVisible();
    await expect(page.getByText('Aucun utilisateur ne correspond à votre recherche')).toBeVisible();

    const found = await call<AdminUsersPage>(`/api/admin/users?search=${encodeURIComponent(member.email)}`, { token: admin.accessToken });
    expect(found.body.total).toBe(0);
    const again = await call(`/api/admin/users/${member.session.user.id}/admin`, { method: 'PUT', token: admin.accessToken, body: { isAdmin: true } });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('USER_NOT_FOUND');
    expect((await call('/api/auth/login', { body: { email: member.email, password: member.password } })).status).toBe(401);
  });

  test('slices of 50: the next one with Charger plus or when scrolling to 80 % of the page, then the end', async ({ page }) => {
    test.setTimeout(120_000);
    const tag = `lot-${randomUUID().slice(0, 8)}`;
    for (let batch = 0; batch < 51; batch += 10) {
      await Promise.all(Array.from({ length: Math.min(10, 51 - batch) }, (_, i) => register(`${tag}-${batch + i}@exemple.fr`)));
    }
    await openUsers(page);
    const rows = table(page).locator('tbody tr');

    await page.getByLabel('Rechercher un utilisateur').fill(tag);
    await expect(page.getByText(/^51 utilisateurs$/)).toBeVisible();
    await expect(rows).toHaveCount(50);
    // Activated as a screen reader does, without scrolling the page (scrolling there would load the slice by itself).
    await page.getByRole('button', { name: 'Charger plus' }).dispatchEvent('click');
    await expect(rows).toHaveCount(51);
    await expect(page.getByText('Tous les utilisateurs ont été chargés')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Charger plus' })).toHaveCount(0);

    await page.reload();
    await page.getByLabel('Rechercher un utilisateur').fill(tag);
    await expect(rows).toHaveCount(50);
    await expect(page.getByText('Tous les utilisateurs ont été chargés')).toHaveCount(0);
    await page.mouse.wheel(0, 100_000);
    await expect(rows).toHaveCount(51);
    await expect(page.getByText('Tous les utilisateurs ont été chargés')).toBeVisible();
  });
});
