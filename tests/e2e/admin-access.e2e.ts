import type { Page } from '@playwright/test';
import type { ModerationCounts } from '@streaming/contracts';
import { randomUUID } from 'node:crypto';
import { demoTitleId, loadDemoCatalogue } from './support/demo-catalogue.js';
import { baseUrl, call, expect, register, registerAdmin, signIn, skipDonationReminder, test, uniqueEmail, type Member } from './support/fixtures.js';

// The admin area's door and hub: a member is turned away, an admin sees a tile per screen with the
// moderation queues' pending counts, and handles the contact messages. Reports are made on the demo
// catalogue (a title created here would change the counts other tests read).

test.beforeAll(loadDemoCatalogue);

async function signInAs(page: Page, member: Member): Promise<void> {
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
}

/** A hub tile, found by its title. */
const tile = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

test.describe('admin area access and hub', () => {
  test("a member opening /admin is told 'Accès refusé' and led back home; none of the admin calls is made", async ({ page }) => {
    const member = await register(uniqueEmail('membre'));
    await signInAs(page, member);
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/admin/')) adminCalls.push(path);
    });

    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    await expect(page.getByText("Vous n'avez pas les permissions d'administrateur")).toBeVisible();
    // The header offers no Admin entry to a member.
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
    expect(adminCalls).toEqual([]);

    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/home`);
  });

  test('an admin reaches the hub from the header: a tile per screen, the built ones as links, the pending counts of the queues', async ({ page }) => {
    const admin = await registerAdmin();
    const reporter = await register(uniqueEmail('signale'));
    const movieId = await demoTitleId(reporter, 'movie', 'Frankenstein');
    const before = (await call<ModerationCounts>('/api/admin/moderation/counts', { token: admin.accessToken })).body;
    const report = await call('/api/reports', {
      token: reporter.accessToken,
      body: { contentType: 'movie', contentId: movieId, problemType: 'audio_issue' },
    });
    expect(report.status).toBe(201);

    await signInAs(page, admin);
    await page.getByRole('link', { name: 'Admin', exact: true }).click();
    await expect(page).toHaveURL(`${baseUrl()}/admin`);
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();

    // A tile per screen, each a link.
    await expect(page.locator('.admin-tiles > li')).toHaveCount(11);
    for (const [title, path] of [
      ['Films', '/admin/films'],
      ['Séries', '/admin/series'],
      ['Animés', '/admin/animes'],
      ['Message de connexion', '/admin/popup'],
      ['Signalements', '/admin/reports'],
      ['Demandes de contenu', '/admin/content-requests'],
      ['Messages de contact', '/admin/contact'],
      ['Journal d’audit', '/admin/audit'],
      ['Utilisateurs', '/admin/users'],
      ['Genres', '/admin/genres'],
      ['Statistiques', '/admin/analytics'],
    ]) {
      await expect(tile(page, title).getByRole('link')).toHaveAttribute('href', path);
    }

    // At least the report just made is waiting (other tests of the run may add more meanwhile).
    const pending = tile(page, 'Signalements').getByText(/^\d[\d\s]* en attente$/);
    await expect(pending).toBeVisible();
    expect(Number((await pending.textContent())!.replace(/\D/g, ''))).toBeGreaterThanOrEqual(before.reportsPending + 1);
    await expect(tile(page, 'Demandes de contenu').getByText(/^\d[\d\s]* en attente$/)).toBeVisible();
    await expect(tile(page, 'Messages de contact').getByText(/^\d[\d\s]* non traités?$/)).toBeVisible();

    // Each screen leads back to the hub.
    await tile(page, 'Signalements').getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Signalements' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’administration' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/admin`);
  });

  test('an admin reads a contact message with both addresses and marks it handled, then not handled', async ({ page }) => {
    const admin = await registerAdmin();
    const sender = await register(uniqueEmail('contact'));
    const subject = `Question ${randomUUID().slice(0, 8)}`;
    const typed = uniqueEmail('ecrit');
    const sent = await call('/api/contact', {
      token: sender.accessToken,
      body: { email: typed, category: 'compte', subject, message: 'Bonjour,\nje ne reçois pas le mail de confirmation.' },
    });
    expect(sent.status).toBe(202);

    await signInAs(page, admin);
    await page.goto('/admin/contact');
    await expect(page.getByRole('heading', { name: 'Messages de contact' })).toBeVisible();
    await page.getByLabel('Catégorie').selectOption({ label: 'Compte' });
    await page.getByLabel('État').selectOption({ label: 'À traiter' });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('À traiter', { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: sender.email })).toHaveAttribute('href', new RegExp(`^mailto:${sender.email}`));
    await expect(card.getByText(typed, { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Marquer comme traité' }).click();
    await expect(page.getByText('Message marqué comme traité')).toBeVisible();
    // No longer among the messages to handle.
    await expect(card).toHaveCount(0);
    await page.getByLabel('État').selectOption({ label: 'Traités' });
    await expect(card.getByText('Traité', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Marquer comme non traité' }).click();
    await expect(card).toHaveCount(0);
  });
});
