import type { AdminGenres, AdminMovieRow, AdminPage, AdminTitleCounters, MovieDto } from '@streaming/contracts';
import { randomUUID } from 'node:crypto';
import { call, detail, expect, registerAdmin, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';

// /admin/genres through the screen: a genre added, refused again, edited, used by a film made through
// the API, then deleted through both confirmations. Runs in the 'admin-catalogue' project, after the
// member pages' tests (they count genres); what it made is removed even when a step fails.

let admin: Member;
const tag = randomUUID().slice(0, 8);
const firstName = `Polar nordique ${tag}`;
const editedName = `Polar scandinave ${tag}`;
const filmTitle = `Le Fjord ${tag}`;
let movieId: string | undefined;

async function genresList(): Promise<AdminGenres> {
  const res = await call<AdminGenres>('/api/admin/genres', { token: admin.accessToken });
  expect(res.status).toBe(200);
  return res.body;
}

const ours = (genres: AdminGenres) => genres.categories.flatMap((group) => group.genres).filter((genre) => genre.slug.endsWith(tag));

test.beforeAll(async () => {
  admin = await registerAdmin();
});

test.afterAll(async () => {
  for (const genre of ours(await genresList())) {
    const res = await call(`/api/admin/genres/${genre.id}?confirm=true`, { method: 'DELETE', token: admin.accessToken });
    expect([200, 404]).toContain(res.status);
  }
  if (movieId) {
    const res = await call(`/api/admin/movies/${movieId}`, { method: 'DELETE', token: admin.accessToken });
    expect([204, 404]).toContain(res.status);
  }
});

test.describe('admin genre screen', () => {
  // A whole flow per test (sign-ins, several dialogs, the member page after): more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('an admin adds a genre, is told of a duplicate, edits it and deletes it from the film using it', async ({ page }) => {
    await skipDonationReminder(page, admin);
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin/genres');
    await expect(page.getByRole('heading', { name: 'Genres', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’administration' })).toHaveAttribute('href', '/admin');

    // A tab and a tile per category, Films first.
    const tabs = page.getByRole('tablist', { name: 'Catégories' }).getByRole('tab');
    await expect(tabs).toHaveText(['Films', 'Séries', 'Animés', 'Spectacles', 'Documentaires']);
    await expect(page.getByRole('tab', { name: 'Films' })).toHaveAttribute('aria-selected', 'true');
    const tiles = page.getByLabel('Genres par catégorie');

    // Added in Films, the tab shown.
    await page.getByLabel('Nom', { exact: true }).fill(firstName);
    await expect(page.getByText(`Slug : polar-nordique-${tag}`)).toBeVisible();
    await expect(page.getByLabel('Catégorie', { exact: true })).toHaveValue('Films');
    await page.getByRole('button', { name: 'Ajouter le genre' }).click();
    await expect(page.getByText(`Le genre « ${firstName} » a été ajouté.`)).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: firstName }) });
    await expect(detail(card, 'Slug')).toHaveText(`polar-nordique-${tag}`);
    await expect(detail(card, 'Utilisé par')).toHaveText('0 film · 0 série');
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('');
    // The Films tile counts the catalogue's genres of the category.
    await expect(async () => {
      const films = (await genresList()).categories.find((group) => group.category === 'Films');
      await expect(detail(tiles, 'Films')).toHaveText(new Intl.NumberFormat('fr-FR').format(films?.count ?? -1), { timeout: 1000 });
    }).toPass();

    // Again, in capitals: the name is taken; with other punctuation: the slug is.
    await page.getByLabel('Nom', { exact: true }).fill(firstName.toUpperCase());
    await page.getByRole('button', { name: 'Ajouter le genre' }).click();
    await expect(page.getByRole('alert')).toHaveText(`Un genre avec le nom "${firstName.toUpperCase()}" existe déjà dans la catégorie "Films".`);
    await page.getByLabel('Nom', { exact: true }).fill(`Polar, nordique ${tag} !`);
    await page.getByRole('button', { name: 'Ajouter le genre' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Un genre avec le slug "polar-nordique-${tag}" existe déjà dans la catégorie "Films". Veuillez choisir un nom différent.`,
    );
    expect(ours(await genresList()).map((genre) => genre.name)).toEqual([firstName]);

    // Edited: the form takes its values; the new name gives a new slug.
    await card.getByRole('button', { name: 'Modifier' }).click();
    await expect(page.getByRole('heading', { name: 'Modifier le genre' })).toBeVisible();
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue(firstName);
    await expect(page.getByText('Genre des animés', { exact: true })).toBeVisible();
    await expect(page.getByText('Une série qui porte ce genre est classée parmi les animés', { exact: false })).toBeVisible();
    await page.getByLabel('Nom', { exact: true }).fill(editedName);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText(`Le genre « ${editedName} » a été modifié.`)).toBeVisible();
    const edited = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: editedName }) });
    await expect(detail(edited, 'Slug')).toHaveText(`polar-scandinave-${tag}`);
    await expect(card).toHaveCount(0);
    const [genre] = ours(await genresList());
    expect(genre).toMatchObject({ name: editedName, slug: `polar-scandinave-${tag}`, category: 'Films', isAnime: false });

    // A genre another admin added since the list was read: the catalogue refuses it, the form says why.
    const other = await call<{ id: string }>('/api/admin/genres', { method: 'POST', token: admin.accessToken, body: { name: `Polar islandais ${tag}`, category: 'Films' } });
    expect(other.status).toBe(201);
    await page.getByLabel('Nom', { exact: true }).fill(`polar islandais ${tag}`);
    const refused = page.waitForResponse((res) => res.url().endsWith('/api/admin/genres') && res.request().method() === 'POST');
    await page.getByRole('button', { name: 'Ajouter le genre' }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.getByRole('alert')).toHaveText(`Un genre avec le nom "polar islandais ${tag}" existe déjà dans la catégorie "Films".`);
    expect((await call(`/api/admin/genres/${other.body.id}`, { method: 'DELETE', token: admin.accessToken })).status).toBe(200);
    await page.getByLabel('Nom', { exact: true }).fill('');

    // A film uses it.
    const film = await call<MovieDto>('/api/admin/movies', { method: 'POST', token: admin.accessToken, body: { title: filmTitle, genreIds: [genre.id] } });
    expect(film.status).toBe(201);
    movieId = film.body.id;
    await page.reload();
    await expect(detail(edited, 'Utilisé par')).toHaveText('1 film · 0 série');

    // Deleted: the first confirmation, then the catalogue's count and the second.
    await edited.getByRole('button', { name: 'Supprimer' }).click();
    const first = page.getByRole('dialog', { name: 'Supprimer ce genre ?' });
    await expect(first).toContainText(`Le genre « ${editedName} » (Films) sera supprimé définitivement.`);
    await first.getByRole('button', { name: 'Supprimer' }).click();
    const second = page.getByRole('dialog', { name: 'Ce genre est utilisé' });
    await expect(second).toContainText('Ce genre est utilisé par 1 film et 0 série : confirmez pour le retirer de ces titres et le supprimer.');
    await expect(first).toHaveCount(0);
    expect(ours(await genresList())).toHaveLength(1);
    await second.getByRole('button', { name: 'Retirer et supprimer' }).click();
    await expect(page.getByText(`Le genre « ${editedName} » a été supprimé.`)).toBeVisible();
    await expect(second).toHaveCount(0);
    await expect(edited).toHaveCount(0);
    expect(ours(await genresList())).toHaveLength(0);

    // The film stays, without the genre.
    const table = await call<AdminPage<AdminMovieRow, AdminTitleCounters>>(`/api/admin/movies?search=${encodeURIComponent(filmTitle)}`, { token: admin.accessToken });
    expect(table.body.items.map((row) => ({ id: row.id, genres: row.genres }))).toEqual([{ id: movieId, genres: [] }]);
    const removed = await call(`/api/admin/movies/${movieId}`, { method: 'DELETE', token: admin.accessToken });
    expect(removed.status).toBe(204);
    movieId = undefined;
  });
});
