import type { SeriesDetailDto } from '@streaming/contracts';
import { randomUUID } from 'node:crypto';
import { call, detail, expect, register, registerAdmin, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';

// The episode manager (/admin/series/:id/episodes) through the screen, on a series of its own made
// through the API and deleted at the end. It changes what the member pages list: it runs in the
// 'admin-catalogue' project, after the others (playwright.config.ts).

let admin: Member;
let member: Member;
let seriesId: string | null = null;

test.beforeAll(async () => {
  [admin, member] = await Promise.all([registerAdmin(), register()]);
});

test.afterAll(async () => {
  if (seriesId === null) return;
  const res = await call(`/api/admin/series/${seriesId}`, { method: 'DELETE', token: admin.accessToken });
  expect([204, 404]).toContain(res.status);
});

test.describe('admin episode manager', () => {
  // A whole flow per test (sign-ins, several dialogs, the member page after): more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('an admin adds episodes over two seasons, edits one and deletes one; the member page shows it', async ({ page, browser }) => {
    const title = `Série des épisodes ${randomUUID().slice(0, 8)}`;
    const created = await call<SeriesDetailDto>('/api/admin/series', { method: 'POST', token: admin.accessToken, body: { title } });
    expect(created.status).toBe(201);
    seriesId = created.body.id;

    await skipDonationReminder(page, admin);
    await signIn(page, admin.email, admin.password);
    await page.goto(`/admin/series/${seriesId}/episodes`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gestion des épisodes' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour aux séries' })).toHaveAttribute('href', '/admin/series');
    await expect(page.getByText('Aucun épisode pour cette série.')).toBeVisible();
    await expect(detail(page, 'Saisons')).toHaveText('0');
    await expect(detail(page, 'Épisodes')).toHaveText('0');

    // The first episode: season 1, episode 1, 45 minutes unless told; a title is required.
    await page.getByRole('button', { name: 'Ajouter un épisode' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter un épisode' });
    await expect(dialog.getByLabel('Saison')).toHaveValue('1');
    await expect(dialog.getByLabel('Épisode', { exact: true })).toHaveValue('1');
    await expect(dialog.getByLabel('Durée (minutes)')).toHaveValue('45');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByText("Le titre de l'épisode est requis.")).toBeVisible();
    await dialog.getByLabel('Titre').fill('Pilote');
    await dialog.getByLabel('Date de diffusion').fill('2024-03-15');
    await dialog.getByLabel('Vidéo VF (URL)').fill('https://exemple.fr/pilote-vf.mp4');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog).toHaveCount(0);
    const seasonOne = page.getByRole('region', { name: 'Saison 1' });
    await expect(seasonOne.getByRole('listitem')).toHaveCount(1);
    await expect(seasonOne.getByRole('listitem').first()).toContainText('Épisode 1 · 45 min · Diffusé le 15 mars 2024');
    await expect(detail(page, 'Épisodes')).toHaveText('1');

    // A number the season already has is refused with the server's message, and the form stays open.
    await page.getByRole('button', { name: 'Ajouter un épisode' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter un épisode' });
    await expect(dialog.getByLabel('Épisode', { exact: true })).toHaveValue('2');
    await dialog.getByLabel('Épisode', { exact: true }).fill('1');
    await dialog.getByLabel('Titre').fill('Doublon');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Erreur lors de la sauvegarde de l’épisode');
    await expect(dialog.getByRole('alert')).toContainText('La saison 1 a déjà un épisode 1.');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // 'Nouvelle saison': the next season, episode 1.
    await page.getByRole('button', { name: 'Nouvelle saison' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter un épisode' });
    await expect(dialog.getByLabel('Saison')).toHaveValue('2');
    await expect(dialog.getByLabel('Épisode', { exact: true })).toHaveValue('1');
    await dialog.getByLabel('Titre').fill('Le retour');
    await dialog.getByRole('button', { name: 'Ajouter' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Saison 2' }).getByRole('listitem')).toHaveCount(1);
    await expect(detail(page, 'Saisons')).toHaveText('2');
    await expect(detail(page, 'Épisodes')).toHaveText('2');

    // Edited: the form starts from the episode's values.
    await page.getByRole('button', { name: 'Modifier S1 · É1 – Pilote' }).click();
    dialog = page.getByRole('dialog', { name: 'Modifier l’épisode' });
    await expect(dialog.getByLabel('Titre')).toHaveValue('Pilote');
    await expect(dialog.getByLabel('Date de diffusion')).toHaveValue('2024-03-15');
    await expect(dialog.getByLabel('Vidéo VF (URL)')).toHaveValue('https://exemple.fr/pilote-vf.mp4');
    await dialog.getByLabel('Titre').fill('Pilote (version longue)');
    await dialog.getByLabel('Durée (minutes)').fill('52');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(seasonOne.getByRole('heading', { name: 'Pilote (version longue)' })).toBeVisible();
    await expect(seasonOne.getByRole('listitem').first()).toContainText('Épisode 1 · 52 min');

    // Deleted after the confirmation: season 2 goes, and the totals with it.
    await page.getByRole('button', { name: 'Supprimer S2 · É1 – Le retour' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer l’épisode' });
    await expect(confirm.getByText('Êtes-vous sûr de vouloir supprimer cet épisode ?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Saison 2' })).toHaveCount(0);
    await expect(detail(page, 'Saisons')).toHaveText('1');
    await expect(detail(page, 'Épisodes')).toHaveText('1');

    // Opened from the anime table, the manager goes back there.
    await page.goto(`/admin/animes/${seriesId}/episodes`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour aux animés' })).toHaveAttribute('href', '/admin/animes');
    await expect(page.getByRole('heading', { name: 'Pilote (version longue)' })).toBeVisible();

    // A member's series page shows the series as it now is.
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': member.ip } });
    try {
      const memberPage = await context.newPage();
      await skipDonationReminder(memberPage, member);
      await signIn(memberPage, member.email, member.password);
      await memberPage.goto(`/series/${seriesId}`);
      await expect(memberPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const info = memberPage.getByRole('complementary', { name: 'Informations' });
      await expect(detail(info, 'Saisons')).toHaveText('1');
      await expect(detail(info, 'Épisodes')).toHaveText('1');
      const episodes = memberPage.getByRole('tabpanel').getByRole('listitem');
      await expect(episodes).toHaveCount(1);
      await expect(episodes.first()).toContainText('Pilote (version longue)');
      await expect(memberPage.getByText('Le retour')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('an unknown series shows the red banner with the server\'s message', async ({ page }) => {
    await skipDonationReminder(page, admin);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/series/00000000-0000-4000-8000-000000000000/episodes');
    const banner = page.getByRole('alert');
    await expect(banner).toHaveCount(1);
    await expect(banner).toContainText('Erreur lors du chargement');
    await expect(banner).toContainText('Série non trouvée');
    await expect(page.getByRole('button', { name: 'Nouvelle saison' })).toBeDisabled();
  });
});
