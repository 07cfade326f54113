import type { Page } from '@playwright/test';
import type { AuditPage, GenreDto } from '@streaming/contracts';
import { randomUUID } from 'node:crypto';
import { randomIp } from '../api/support/api-client.js';
import { waitUntil } from '../support/wait-until.js';
import { baseUrl, call, expect, register, registerAdmin, signIn, skipDonationReminder, test, uniqueEmail, type Member } from './support/fixtures.js';

// /admin/audit: a fresh admin acts through the API (bans and unbans a member, creates and deletes a
// genre of their own: nothing other tests count), then reads those actions on the screen, filtered
// by their own address (other tests' admins act meanwhile).

async function signInAs(page: Page, member: Member): Promise<void> {
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
}

/** The card of an action, found by its French label. */
const entry = (page: Page, label: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test.describe('admin audit log', () => {
  test('an admin reads their actions newest first with the before and after, filters them (kept on reload), and is told a bad range', async ({ page }) => {
    const admin = await registerAdmin();
    const member = await register(uniqueEmail('audite'));
    const memberId = member.session.user.id;
    const ip = randomIp();
    const token = admin.accessToken;
    const reason = 'Messages injurieux répétés';
    expect((await call(`/api/admin/users/${memberId}/ban`, { token, ip, body: { reason, days: 7 } })).status).toBe(200);
    expect((await call(`/api/admin/users/${memberId}/ban`, { method: 'DELETE', token, ip })).status).toBe(204);
    const genreName = `Audit ${randomUUID().slice(0, 8)}`;
    const genre = await call<GenreDto>('/api/admin/genres', { token, ip, body: { name: genreName, category: 'Documentaires' } });
    expect(genre.status).toBe(201);
    expect((await call(`/api/admin/genres/${genre.body.id}`, { method: 'DELETE', token, ip })).status).toBe(200);
    // The catalogue's actions reach the log through its events: wait for the four.
    await waitUntil(
      () => call<AuditPage>(`/api/admin/audit?actor=${admin.session.user.id}`, { token }),
      (res) => res.body.total === 4,
      { what: "the admin's four actions in the audit log" },
    );

    await signInAs(page, admin);
    await page.goto('/admin');
    await page.getByRole('listitem').filter({ has: page.getByText('Journal d’audit', { exact: true }) }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Journal d’audit', level: 1 })).toBeVisible();

    await page.getByLabel('Administrateur', { exact: true }).fill(admin.email);
    await expect(page.getByText(/^4 actions$/)).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl()}/admin/audit?${new URLSearchParams({ actor: admin.email })}`);
    const list = page.getByRole('list', { name: 'Actions des administrateurs' });
    await expect(list.getByRole('heading')).toHaveText(['Genre supprimé', 'Genre ajouté', 'Bannissement levé', 'Utilisateur banni']);

    const ban = entry(page, 'Utilisateur banni');
    await expect(ban.getByText(admin.email, { exact: true })).toBeVisible();
    await expect(ban.getByText(`Utilisateur ${memberId}`, { exact: true })).toBeVisible();
    await expect(ban.getByText(member.email, { exact: true })).toBeVisible();
    await expect(ban.getByText(ip, { exact: true })).toBeVisible();
    const changes = ban.getByRole('table', { name: 'Modifications' });
    await expect(changes.getByRole('row', { name: `Raison — ${reason}` })).toBeVisible();
    await expect(changes.getByRole('row', { name: 'Type — TEMPORAIRE' })).toBeVisible();
    await expect(changes.getByRole('row', { name: /^Banni jusqu’au — \d+ \S+ \d{4} à \d{2}:\d{2}$/ })).toBeVisible();

    const unban = entry(page, 'Bannissement levé').getByRole('table', { name: 'Modifications' });
    await expect(unban.getByRole('row', { name: `Raison ${reason} —` })).toBeVisible();

    const created = entry(page, 'Genre ajouté');
    await expect(created.getByText(`Genre ${genre.body.id}`, { exact: true })).toBeVisible();
    await expect(created.getByRole('link', { name: `Genre ${genre.body.id}` })).toHaveCount(0);
    await expect(created.getByRole('row', { name: `Nom — ${genreName}` })).toBeVisible();
    await expect(created.getByRole('row', { name: 'Catégorie — Documentaires' })).toBeVisible();
    await expect(entry(page, 'Genre supprimé').getByRole('row', { name: `Nom ${genreName} —` })).toBeVisible();

    // By action: the ban alone, and a reload keeps both filters.
    await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Utilisateur banni' });
    await expect(page.getByText(/^1 action$/)).toBeVisible();
    await expect(list.getByRole('heading')).toHaveText(['Utilisateur banni']);
    await expect(page).toHaveURL(/[?&]action=user\.ban(&|$)/);
    await page.reload();
    await expect(page.getByText(/^1 action$/)).toBeVisible();
    await expect(page.getByLabel('Administrateur', { exact: true })).toHaveValue(admin.email);
    await expect(page.getByLabel('Action', { exact: true })).toHaveValue('user.ban');

    // An end before the start: the server's message under the red banner.
    await page.getByLabel('Du', { exact: true }).fill('2020-01-10');
    await page.getByLabel('Au', { exact: true }).fill('2020-01-01');
    await expect(page.getByText('Erreur lors du chargement')).toBeVisible();
    await expect(page.getByText('La date de fin doit être postérieure ou égale à la date de début.')).toBeVisible();
    await page.getByLabel('Au', { exact: true }).fill('');
    await expect(page.getByText(/^1 action$/)).toBeVisible();
    await expect(page.getByText('Erreur lors du chargement')).toHaveCount(0);
  });
});
