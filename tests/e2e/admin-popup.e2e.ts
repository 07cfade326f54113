import type { PopupMessage } from '@streaming/contracts';
import { randomUUID } from 'node:crypto';
import { call, expect, registerAdmin, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';

// /admin/popup through the screen. An active login message covers the login page of every test running
// meanwhile: this file runs in its own project, after the others (playwright.config.ts), and deletes its
// message even when a step fails.

let admin: Member;
let title: string;

test.beforeAll(async () => {
  admin = await registerAdmin();
});

test.afterAll(async () => {
  const popups = await call<{ items: PopupMessage[] }>('/api/admin/popups', { token: admin.accessToken });
  for (const popup of popups.body.items.filter((item) => item.title === title)) {
    const res = await call(`/api/admin/popups/${popup.id}`, { method: 'DELETE', token: admin.accessToken });
    expect([204, 404]).toContain(res.status);
  }
});

test.describe('admin login message screen', () => {
  test('an admin creates a login message, activates it and deletes it', async ({ page }) => {
    title = `Maintenance ${randomUUID().slice(0, 8)}`;
    await skipDonationReminder(page, admin);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/popup');
    await expect(page.getByRole('heading', { name: 'Message de connexion' })).toBeVisible();

    // Title and content are required.
    await page.getByRole('button', { name: 'Créer le message' }).click();
    await expect(page.getByText('Le titre est requis (200 caractères maximum). Le contenu est requis (5000 caractères maximum).')).toBeVisible();

    await page.getByLabel('Titre', { exact: true }).fill(title);
    await expect(page.getByLabel('Contenu')).toHaveAttribute('rows', '12');
    await page.getByLabel('Contenu').fill('Le site sera indisponible ce soir.\nMerci de votre patience.');
    await page.getByRole('button', { name: 'Aperçu' }).click();
    await expect(page.getByText('Aperçu sur la page de connexion')).toBeVisible();
    await page.getByRole('button', { name: 'Créer le message' }).click();
    await expect(page.getByText('Nouveau message créé avec succès !')).toBeVisible();
    // The form starts again empty.
    await expect(page.getByLabel('Titre', { exact: true })).toHaveValue('');

    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(item.getByText('Inactif')).toBeVisible();
    await expect(item.getByText('59 caractères')).toBeVisible();

    await item.getByRole('button', { name: 'Activer' }).click();
    await expect(page.getByText('Message activé avec succès !')).toBeVisible();
    await expect(item.getByText('Actif', { exact: true })).toBeVisible();
    const saved = await call<{ items: PopupMessage[] }>('/api/admin/popups', { token: admin.accessToken });
    expect(saved.body.items.find((popup) => popup.title === title)).toMatchObject({ isActive: true, content: 'Le site sera indisponible ce soir.\nMerci de votre patience.' });

    // Edited: the form takes its values.
    await item.getByRole('button', { name: 'Modifier' }).click();
    await expect(page.getByLabel('Titre', { exact: true })).toHaveValue(title);
    await page.getByRole('button', { name: 'Nouveau' }).click();
    await expect(page.getByLabel('Titre', { exact: true })).toHaveValue('');

    await item.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer ce message ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(page.getByText('Message supprimé avec succès !')).toBeVisible();
    await expect(item).toHaveCount(0);
  });
});
