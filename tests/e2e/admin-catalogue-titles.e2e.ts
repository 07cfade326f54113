import type { Locator, Page } from '@playwright/test';
import type { AdminPage, AdminTitleRow } from '@streaming/contracts';
import { randomUUID } from 'node:crypto';
import { call, expect, registerAdmin, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';

// The back office's film, series and anime screens through the SPA, with the TMDB lookup answered by the
// stack's fake TMDB (tests/support/fake-tmdb.mjs). Every title made here carries a random suffix, is
// found by it, and is deleted (through the screens, and through the API if a test stopped half-way).
// The tests of this file run one after the other: one queues a TMDB failure that another's lookup must
// not take.
test.describe.configure({ mode: 'default' });

const FALLBACK_MARK = 'Rempli en anglais (pas de traduction française)';

const tmdbControl = (): string => {
  const url = process.env.TEST_TMDB_CONTROL_URL;
  if (!url) throw new Error('TEST_TMDB_CONTROL_URL not set: run through tests/e2e/playwright.config.ts');
  return url;
};

async function signInAs(page: Page, admin: Member): Promise<void> {
  await skipDonationReminder(page, admin);
  await signIn(page, admin.email, admin.password);
}

/** Deletes, through the API, whatever titles of the run's suffix a failed test left behind. */
async function removeLeftovers(admin: Member, list: 'movies' | 'series', suffix: string): Promise<void> {
  const found = await call<AdminPage<AdminTitleRow, unknown>>(`/api/admin/${list}?search=${suffix}&pageSize=100`, { token: admin.accessToken });
  for (const row of found.body.items ?? []) {
    await call(`/api/admin/${list}/${row.id}`, { method: 'DELETE', token: admin.accessToken });
  }
}

const row = (page: Page, title: string): Locator => page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });

/** Deletes a row's title through its confirmation dialog (named `dialogName`, asking `question`), then reads the screen's notice. */
async function deleteThroughScreen(page: Page, title: string, dialogName: string, question: string, notice: string): Promise<void> {
  await row(page, title).getByRole('button', { name: `Supprimer ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: dialogName });
  await expect(confirm.getByText(question)).toBeVisible();
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible();
  await expect(confirm).toHaveCount(0);
}

test.describe('the back office title screens', () => {
  test('an admin adds a film from TMDB, finds it, changes it and deletes it', async ({ page }) => {
    const admin = await registerAdmin();
    const suffix = randomUUID().slice(0, 8);
    try {
      await signInAs(page, admin);
      await page.goto('/admin');
      await page.getByRole('link', { name: /^Films/ }).click();
      await expect(page).toHaveURL(/\/admin\/films$/);
      await expect(page.getByRole('heading', { name: 'Gestion des Films', level: 1 })).toBeVisible();
      const counters = page.getByRole('definition');
      await expect(page.getByText('Total Films', { exact: true })).toBeVisible();
      await expect(page.getByText('Films à la Une', { exact: true })).toBeVisible();
      await expect(page.getByText('Nouveaux Films', { exact: true })).toBeVisible();
      await expect(counters.first()).toHaveText(/^\d[\d\s\u202f]*$/);

      await page.getByRole('button', { name: 'Ajouter un film' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter un film' });
      // The defaults of a new film.
      await expect(dialog.getByLabel('Pays', { exact: true })).toHaveValue('France');
      await expect(dialog.getByLabel('Langue', { exact: true })).toHaveValue('Français');
      await expect(dialog.getByLabel('Qualité', { exact: true })).toHaveValue('HD 1080p');
      await expect(dialog.getByLabel('Nouveau', { exact: true })).toBeChecked();
      await expect(dialog.getByLabel('À la une', { exact: true })).not.toBeChecked();

      // TMDB failing: the server's French message.
      await fetch(`${tmdbControl()}/next`, { method: 'POST', body: JSON.stringify({ status: 500 }) });
      await dialog.getByLabel('Rechercher sur TMDB').fill('Caligari');
      await expect(dialog.getByRole('alert')).toHaveText('TMDB a répondu par une erreur : réessayez dans un moment ou remplissez le formulaire à la main.');

      // A title TMDB has no French text for: filled in English, and marked so.
      await dialog.getByLabel('Rechercher sur TMDB').fill('Lost Reel');
      const results = dialog.getByRole('list', { name: 'Résultats TMDB' });
      await results.getByRole('button', { name: /The Lost Reel/ }).click();
      const title = dialog.getByLabel('Titre', { exact: true });
      await expect(title).toHaveValue('The Lost Reel');
      await expect(title).toHaveAccessibleDescription(FALLBACK_MARK);
      await expect(dialog.getByLabel('Synopsis')).toHaveValue('Archivists look for the last copy of a film nobody has seen since 1931.');
      await expect(dialog.getByLabel('Synopsis')).toHaveAccessibleDescription(FALLBACK_MARK);
      await expect(dialog.getByText('Formulaire rempli depuis TMDB : The Lost Reel')).toBeVisible();
      // TMDB's country and language, in French; no runtime nor year: the fields stay empty.
      await expect(dialog.getByLabel('Pays', { exact: true })).toHaveValue('États-Unis');
      await expect(dialog.getByLabel('Langue', { exact: true })).toHaveValue('Anglais');
      await expect(dialog.getByLabel('Durée (minutes)')).toHaveValue('');

      const name = `La Bobine perdue ${suffix}`;
      await title.fill(name);
      await expect(title).not.toHaveAccessibleDescription(FALLBACK_MARK);
      // The form's rules before anything is sent.
      await dialog.getByLabel('Note (sur 5)').fill('7');
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await expect(dialog.getByRole('alert')).toContainText('La note doit être un nombre entre 0 et 5, par pas de 0,1.');
      await dialog.getByLabel('Note (sur 5)').fill('4.5');
      await dialog.getByLabel('Année').fill('1931');
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Film ajouté avec succès !' })).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // Found by the search, with what the table shows.
      await page.getByLabel('Rechercher un film', { exact: true }).fill(suffix);
      await expect(page.getByText(/^1 film trouvé$/)).toBeVisible();
      const added = row(page, name);
      await expect(added.getByRole('cell', { name: '4,5/5' })).toBeVisible();
      await expect(added.getByRole('cell', { name: '1931' })).toBeVisible();
      await expect(added.getByText('New', { exact: true })).toBeVisible();
      await expect(added.getByRole('link', { name: `Voir ${name}` })).toHaveAttribute('href', /^\/movie\/[0-9a-f-]{36}$/);

      // Edited: the stored film fills the form.
      await added.getByRole('button', { name: `Modifier ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Modifier le film' });
      await expect(edit.getByLabel('Titre', { exact: true })).toHaveValue(name);
      await expect(edit.getByLabel('Note (sur 5)')).toHaveValue('4.5');
      const renamed = `${name} restaurée`;
      await edit.getByLabel('Titre', { exact: true }).fill(renamed);
      await edit.getByLabel('À la une', { exact: true }).check();
      await edit.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Film modifié avec succès !' })).toBeVisible();
      const changed = row(page, renamed);
      await expect(changed.getByText('Une', { exact: true })).toBeVisible();

      // Deleted after the confirmation.
      await deleteThroughScreen(page, renamed, 'Supprimer le film', 'Êtes-vous sûr de vouloir supprimer ce film ?', 'Film supprimé avec succès !');
      await expect(page.getByText('Aucun film ne correspond à votre recherche.')).toBeVisible();
    } finally {
      await removeLeftovers(admin, 'movies', suffix);
    }
  });

  test('the film table shows 50 rows, then 50 more near the bottom of the page, or with Charger plus', async ({ page }) => {
    const admin = await registerAdmin();
    const suffix = randomUUID().slice(0, 8);
    try {
      for (let i = 0; i < 52; i += 1) {
        const created = await call('/api/admin/movies', { token: admin.accessToken, body: { title: `Pellicule ${suffix} ${String(i).padStart(2, '0')}` } });
        expect(created.status).toBe(201);
      }
      await signInAs(page, admin);
      await page.goto('/admin/films');
      await page.getByLabel('Rechercher un film', { exact: true }).fill(suffix);
      await expect(page.getByText(/^52 films trouvés$/)).toBeVisible();
      // The header row and 50 titles.
      const rows = page.getByRole('table', { name: 'Films' }).getByRole('row');
      await expect(rows).toHaveCount(51);
      await expect(page.getByRole('button', { name: 'Charger plus' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(rows).toHaveCount(53);
      await expect(page.getByRole('button', { name: 'Charger plus' })).toHaveCount(0);

      // Another order starts again from 50 rows; the button loads the rest without scrolling.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Filtres' }).click();
      await page.getByLabel('Trier par').selectOption('title');
      await page.getByLabel('Ordre').selectOption('asc');
      await expect(rows).toHaveCount(51);
      await expect(rows.nth(1)).toContainText(`Pellicule ${suffix} 00`);
      await page.getByRole('button', { name: 'Charger plus' }).click();
      await expect(rows).toHaveCount(53);
      await expect(rows.nth(52)).toContainText(`Pellicule ${suffix} 51`);
    } finally {
      await removeLeftovers(admin, 'movies', suffix);
    }
  });

  test('an admin adds a series from the TV lookup, with the status TMDB gives, and deletes it', async ({ page }) => {
    const admin = await registerAdmin();
    const suffix = randomUUID().slice(0, 8);
    try {
      await signInAs(page, admin);
      await page.goto('/admin/series');
      await expect(page.getByRole('heading', { name: 'Gestion des Séries', level: 1 })).toBeVisible();
      await expect(page.getByText('Total Épisodes', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Ajouter une série' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ajouter une série' });
      await expect(dialog.getByLabel('Pays', { exact: true })).toHaveValue('États-Unis');
      await expect(dialog.getByLabel('Langue', { exact: true })).toHaveValue('Anglais');
      await expect(dialog.getByLabel('Statut')).toHaveValue('completed');

      // TMDB's 'Canceled' is the catalogue's cancelled: 'Annulé'.
      await dialog.getByLabel('Rechercher sur TMDB').fill('Saison interrompue');
      await dialog.getByRole('list', { name: 'Résultats TMDB' }).getByRole('button', { name: /La Saison interrompue/ }).click();
      await expect(dialog.getByLabel('Titre', { exact: true })).toHaveValue('La Saison interrompue');
      await expect(dialog.getByLabel('Titre original')).toHaveValue('Jungdan-doen Gyejeol');
      await expect(dialog.getByLabel('Statut')).toHaveValue('cancelled');
      await expect(dialog.getByLabel('Statut').locator('option:checked')).toHaveText('Annulé');
      // The totals are counted from the episodes: shown, never typed.
      const totals = dialog.getByRole('definition');
      await expect(totals).toHaveText(['0', '0']);

      const name = `La Saison interrompue ${suffix}`;
      await dialog.getByLabel('Titre', { exact: true }).fill(name);
      await dialog.getByRole('button', { name: 'Ajouter' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Série ajoutée avec succès !' })).toBeVisible();

      await page.getByLabel('Rechercher une série', { exact: true }).fill(suffix);
      await expect(page.getByText(/^1 série trouvée$/)).toBeVisible();
      const added = row(page, name);
      await expect(added.getByText('Annulé', { exact: true })).toBeVisible();
      const view = added.getByRole('link', { name: `Voir ${name}` });
      const id = /^\/series\/([0-9a-f-]{36})$/.exec((await view.getAttribute('href')) ?? '')?.[1];
      expect(id).toBeDefined();
      await expect(added.getByRole('link', { name: `Épisodes de ${name}` })).toHaveAttribute('href', `/admin/series/${id}/episodes`);

      // The collapsible filters: the status filter keeps it, another status leaves nothing.
      await page.getByRole('button', { name: 'Filtres' }).click();
      await page.getByLabel('Statut').selectOption('ongoing');
      await expect(page.getByText('Aucune série ne correspond à votre recherche.')).toBeVisible();
      await page.getByLabel('Statut').selectOption('cancelled');
      await expect(page.getByText(/^1 série trouvée$/)).toBeVisible();

      await deleteThroughScreen(
        page,
        name,
        'Supprimer la série',
        'Êtes-vous sûr de vouloir supprimer cette série ? Tous les épisodes seront également supprimés.',
        'Série supprimée avec succès !',
      );
      await expect(row(page, name)).toHaveCount(0);
    } finally {
      await removeLeftovers(admin, 'series', suffix);
    }
  });

  test('the anime screen lists an anime with its studio, country and status, and deletes it', async ({ page }) => {
    const admin = await registerAdmin();
    const suffix = randomUUID().slice(0, 8);
    const name = `Les Voisins des nuages ${suffix}`;
    try {
      const created = await call<{ id: string }>('/api/admin/series', {
        token: admin.accessToken,
        body: { title: name, country: 'Japon', language: 'Japonais', status: 'ongoing', director: 'Studio Kumo', releaseYear: 2004, rating: 4.2 },
      });
      expect(created.status).toBe(201);

      await signInAs(page, admin);
      await page.goto('/admin/animes');
      await expect(page.getByRole('heading', { name: 'Gestion des Animés', level: 1 })).toBeVisible();
      for (const counter of ['Total Animés', 'Animés à la Une', 'Nouveaux Animés', 'Total Épisodes']) {
        await expect(page.getByText(counter, { exact: true })).toBeVisible();
      }
      await page.getByLabel('Rechercher un animé', { exact: true }).fill(suffix);
      await expect(page.getByText(/^1 animé trouvé$/)).toBeVisible();
      const anime = row(page, name);
      await expect(anime.getByRole('cell', { name: 'Studio Kumo' })).toBeVisible();
      await expect(anime.getByRole('cell', { name: 'Japon' })).toBeVisible();
      await expect(anime.getByRole('cell', { name: 'En cours' })).toBeVisible();
      await expect(anime.getByRole('cell', { name: '4,2/5' })).toBeVisible();
      await expect(anime.getByText('New', { exact: true })).toBeVisible();
      await expect(anime.getByRole('link', { name: `Voir ${name}` })).toHaveAttribute('href', `/series/${created.body.id}`);
      await expect(anime.getByRole('link', { name: `Épisodes de ${name}` })).toHaveAttribute('href', `/admin/animes/${created.body.id}/episodes`);

      // The anime form: its country and language choices, the stored values.
      await anime.getByRole('button', { name: `Modifier ${name}` }).click();
      const edit = page.getByRole('dialog', { name: "Modifier l'animé" });
      await expect(edit.getByLabel('Pays', { exact: true })).toHaveValue('Japon');
      await expect(edit.getByLabel('Pays', { exact: true }).locator('option')).toHaveText(['Japon', 'Corée du Sud', 'Chine', 'États-Unis']);
      await expect(edit.getByLabel('Langue', { exact: true }).locator('option')).toHaveText(['Japonais', 'Coréen', 'Chinois', 'Anglais']);
      await edit.getByLabel('Année').fill('1950');
      await edit.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(edit.getByRole('alert')).toContainText("L'année doit être comprise entre 1960 et 2030.");
      await page.keyboard.press('Escape');
      await expect(edit).toHaveCount(0);

      await deleteThroughScreen(
        page,
        name,
        "Supprimer l'animé",
        'Êtes-vous sûr de vouloir supprimer cet animé ? Tous les épisodes seront également supprimés.',
        'Animé supprimé avec succès !',
      );
      await expect(page.getByText('Aucun animé ne correspond à votre recherche.')).toBeVisible();
    } finally {
      await removeLeftovers(admin, 'series', suffix);
    }
  });
});
