import type { Page } from '@playwright/test';
import type { FavoriteIds, SeriesDetailDto } from '@streaming/contracts';
import { demoCatalogue } from '../../services/catalogue/src/seed/demo-catalogue.js';
import { baseUrl, call, expect, profileButton, register, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';
import { demoTitleId as titleId, loadDemoCatalogue } from './support/demo-catalogue.js';

// Favourites, the watch history and the home row 'Reprendre la lecture' through the real SPA, gateway,
// catalogue and engagement services, on the demo catalogue.

const { movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();
const VOYAGE = DEMO_MOVIES.find((movie) => movie.title === 'Le Voyage dans la Lune')!;
const NIGHT = DEMO_MOVIES.find((movie) => movie.title === 'La Nuit des morts-vivants')!;
const VAMPIRES = DEMO_SERIES.find((series) => series.title === 'Les Vampires')!;


test.beforeAll(loadDemoCatalogue);

const main = (page: Page) => page.locator('main');
/**
 * The film's or series' own favourite button, beside its trailer button (the similar films' cards below
 * have hearts with the same name).
 */
const titleToggle = (page: Page) => page.locator('.title-page__main .favorite-toggle');

async function expectToggle(page: Page, favorite: boolean): Promise<void> {
  await expect(titleToggle(page)).toHaveAccessibleName(favorite ? 'Retirer des favoris' : 'Ajouter aux favoris');
  // The name says it all: no pressed state besides, which would contradict it ('Retirer des favoris, activé').
  await expect(titleToggle(page)).not.toHaveAttribute('aria-pressed');
}

/** What the player sends every 30 s of playback: PUT /api/me/progress. */
async function saveProgress(member: Member, body: Record<string, unknown>): Promise<void> {
  const res = await call('/api/me/progress', { method: 'PUT', token: member.accessToken, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const favoritesTabs = (page: Page) => page.getByRole('tablist', { name: 'Type de favoris' });
const filmsTab = (page: Page) => favoritesTabs(page).getByRole('tab', { name: 'Films', exact: true });
const seriesTab = (page: Page) => favoritesTabs(page).getByRole('tab', { name: 'Séries', exact: true });

async function openFromMenu(page: Page, member: Member, entry: string): Promise<void> {
  await profileButton(page, member.email).click();
  await page.getByRole('link', { name: entry, exact: true }).click();
}

async function openTitle(page: Page, query: string, title: string): Promise<void> {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  await main(page).getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('favourites', () => {
  // Several pages per test, each after a sign-in: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });
  let member: Member;

  test.beforeEach(async ({ page }) => {
    member = await register();
    await skipDonationReminder(page, member);
    await signIn(page, member.email, member.password);
  });

  test('a film and a series added on their pages appear on /favorites under their tab', async ({ page }) => {
    // The film page: 'Ajouter aux favoris', then 'Retirer des favoris', kept on the server.
    await openTitle(page, 'voyage lune', VOYAGE.title);
    await expectToggle(page, false);
    await titleToggle(page).click();
    await expectToggle(page, true);
    await page.reload();
    await expectToggle(page, true);

    // The series page.
    await openTitle(page, 'vampires', VAMPIRES.title);
    await expectToggle(page, false);
    await titleToggle(page).click();
    await expectToggle(page, true);

    // /favorites from the profile menu: the film under 'Films', the series under 'Séries'.
    await openFromMenu(page, member, 'Films favoris');
    await expect(page).toHaveURL(`${baseUrl()}/favorites`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
    await expect(filmsTab(page)).toHaveAttribute('aria-selected', 'true');
    const films = page.getByRole('tabpanel').getByRole('list', { name: 'Films favoris' });
    await expect(films.getByRole('listitem')).toHaveCount(1);
    await expect(films.getByRole('link', { name: VOYAGE.title, exact: true })).toHaveAttribute('href', /^\/movie\/[0-9a-f-]{36}$/);

    // Arrow keys move between the tabs.
    await filmsTab(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(seriesTab(page)).toBeFocused();
    await expect(seriesTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`${baseUrl()}/favorites?type=series`);
    const series = page.getByRole('tabpanel').getByRole('list', { name: 'Séries favorites' });
    await expect(series.getByRole('listitem')).toHaveCount(1);
    await expect(series.getByRole('link', { name: VAMPIRES.title, exact: true })).toHaveAttribute('href', /^\/series\/[0-9a-f-]{36}$/);
    await page.keyboard.press('ArrowLeft');
    await expect(filmsTab(page)).toBeFocused();
    await expect(films.getByRole('link', { name: VOYAGE.title, exact: true })).toBeVisible();
  });

  test('a favourite removed on /favorites or on its page leaves the list, for good', async ({ page }) => {
    const voyageId = await titleId(member, 'movie', VOYAGE.title, 'voyage lune');
    const vampiresId = await titleId(member, 'series', VAMPIRES.title, 'vampires');
    for (const path of [`/api/me/favorites/movie/${voyageId}`, `/api/me/favorites/series/${vampiresId}`]) {
      expect((await call(path, { method: 'PUT', token: member.accessToken })).status).toBe(200);
    }

    // Removed from the Séries tab: the empty state, also after a reload (the server forgot it).
    await page.goto('/favorites?type=series');
    const series = page.getByRole('list', { name: 'Séries favorites' });
    await series.getByRole('button', { name: `Retirer « ${VAMPIRES.title} » des favoris` }).click();
    await expect(page.getByText('Aucune série dans vos favoris', { exact: true })).toBeVisible();
    await page.reload();
    await expect(seriesTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Aucune série dans vos favoris', { exact: true })).toBeVisible();

    // Removed from the film's page: gone from the Films tab.
    await page.goto(`/movie/${voyageId}`);
    await expectToggle(page, true);
    await titleToggle(page).click();
    await expectToggle(page, false);
    await openFromMenu(page, member, 'Films favoris');
    await expect(filmsTab(page)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Aucun film dans vos favoris', { exact: true })).toBeVisible();

    const ids = await call<FavoriteIds>('/api/me/favorites/ids', { token: member.accessToken });
    expect(ids.body).toEqual({ movies: [], series: [] });
  });

  test('the heart on a card adds the title from a list, after the card link in the Tab order, with one request for every card', async ({ page }) => {
    const idRequests: string[] = [];
    page.on('request', (request) => {
      // Only the search page's: the screen left behind (signing in lands on /home) may still be asking.
      if (new URL(request.url()).pathname === '/api/me/favorites/ids' && new URL(request.frame().url()).pathname === '/search') {
        idRequests.push(request.method());
      }
    });
    await page.goto('/search?q=vampires');
    const card = main(page)
      .locator('.title-card')
      .filter({ has: page.getByRole('link', { name: VAMPIRES.title, exact: true }) });
    const heart = card.getByRole('button', { name: 'Ajouter aux favoris', exact: true });
    await expect(heart).not.toHaveAttribute('aria-pressed');
    // Every card of the results shows its heart from one shared request.
    const hearts = main(page).locator('.title-card').getByRole('button', { name: /aux favoris|des favoris/ });
    expect(await hearts.count()).toBe(await main(page).locator('.title-card').count());
    expect(idRequests).toEqual(['GET']);

    // The card's link keeps its place in the Tab order; the heart comes right after it.
    await card.getByRole('link', { name: VAMPIRES.title, exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(heart).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(card.getByRole('button', { name: 'Retirer des favoris', exact: true })).not.toHaveAttribute('aria-pressed');
    await expect(card.getByRole('button', { name: 'Retirer des favoris', exact: true })).toBeFocused();

    await page.goto('/favorites?type=series');
    await expect(page.getByRole('list', { name: 'Séries favorites' }).getByRole('link', { name: VAMPIRES.title, exact: true })).toBeVisible();
  });

  test('a removal the server refuses puts the favourite back and says so', async ({ page }) => {
    await openTitle(page, 'voyage lune', VOYAGE.title);
    await titleToggle(page).click();
    await expectToggle(page, true);
    await expect.poll(async () => (await call<FavoriteIds>('/api/me/favorites/ids', { token: member.accessToken })).body.movies).toHaveLength(1);

    await page.route('**/api/me/favorites/**', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            body: JSON.stringify({ status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'Service momentanément indisponible.' }),
          })
        : route.fallback(),
    );
    await titleToggle(page).click();
    await expect(page.getByRole('alert')).toHaveText('Erreur lors de la suppression du favori');
    await expectToggle(page, true);

    // On /favorites too: the card leaves, then comes back with the message.
    await page.goto('/favorites');
    const films = page.getByRole('list', { name: 'Films favoris' });
    await films.getByRole('button', { name: `Retirer « ${VOYAGE.title} » des favoris` }).click();
    await expect(page.getByRole('alert')).toHaveText('Erreur lors de la suppression du favori');
    await expect(films.getByRole('link', { name: VOYAGE.title, exact: true })).toBeVisible();
  });

  test('favourites that cannot be read are said so on the page, and asked again on request', async ({ page }) => {
    let refusing = true;
    await page.route('**/api/me/favorites/ids', (route) =>
      refusing
        ? route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            body: JSON.stringify({ status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'Service momentanément indisponible.' }),
          })
        : route.fallback(),
    );
    const similar = page.waitForResponse((r) => /\/api\/movies\/[^/?]+\/similar/.test(r.url()));
    await openTitle(page, 'voyage lune', VOYAGE.title);
    const retry = page.locator('.title-page__main').getByRole('button', { name: 'Favoris indisponibles : réessayer', exact: true });
    await expect(retry).toBeVisible();
    // A card drawn while the ids fail asks for them again; the similar films are drawn a few at a
    // time: once they are all there, only the button can ask again.
    const similarCount = ((await (await similar).json()) as unknown[]).length;
    await expect(page.getByRole('list', { name: 'Films Similaires' }).locator(':scope > li')).toHaveCount(similarCount);
    // The last card's own asking has failed too (while asked, the button gives way to the loading state).
    await expect(retry).toBeVisible();
    refusing = false;
    await retry.click();
    await expectToggle(page, false);
  });
});

test.describe('history', () => {
  test.describe.configure({ timeout: 60_000 });
  let member: Member;
  let voyageId: string;
  let nightId: string;
  let vampiresId: string;
  let episode: { id: string; seasonNumber: number; episodeNumber: number; title: string };

  /** Three titles watched, oldest first: the night film to its end, an episode of the series, the moon film to 45 %. */
  test.beforeEach(async ({ page }) => {
    member = await register();
    voyageId = await titleId(member, 'movie', VOYAGE.title, 'voyage lune');
    nightId = await titleId(member, 'movie', NIGHT.title, 'morts vivants');
    vampiresId = await titleId(member, 'series', VAMPIRES.title, 'vampires');
    const detail = await call<SeriesDetailDto>(`/api/series/${vampiresId}`, { token: member.accessToken });
    episode = detail.body.seasons[0].episodes[1];

    await saveProgress(member, { kind: 'movie', titleId: nightId, positionSeconds: 5400, durationSeconds: 5400, ended: true });
    await saveProgress(member, { kind: 'episode', titleId: vampiresId, episodeId: episode.id, positionSeconds: 600, durationSeconds: 2400 });
    await saveProgress(member, { kind: 'movie', titleId: voyageId, positionSeconds: 540, durationSeconds: 1200 });

    await skipDonationReminder(page, member);
    await signIn(page, member.email, member.password);
  });

  test('the home row "Reprendre la lecture" shows the titles in progress, newest first, with how far they were watched', async ({ page }) => {
    const row = page.getByRole('region', { name: 'Reprendre la lecture', exact: true });
    await expect(row).toBeVisible();
    // The first row of the page, above the catalogue's carousels.
    await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText('Reprendre la lecture');
    const cards = row.getByRole('listitem');
    // The film watched to its end is not in progress.
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', `/movie/${voyageId}`);
    await expect(cards.nth(0).getByRole('link')).toContainText(VOYAGE.title);
    await expect(cards.nth(0).getByRole('progressbar', { name: 'Vu à 45 %' })).toHaveAttribute('aria-valuenow', '45');
    await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', `/series/${vampiresId}?episode=${episode.id}`);
    await expect(cards.nth(1).getByRole('link')).toContainText(`S${episode.seasonNumber} · É${episode.episodeNumber} – ${episode.title}`);
    await expect(cards.nth(1).getByRole('progressbar', { name: 'Vu à 25 %' })).toBeVisible();

    // Watching further on another device moves it; the row is read again when /home opens.
    await saveProgress(member, { kind: 'episode', titleId: vampiresId, episodeId: episode.id, positionSeconds: 1200, durationSeconds: 2400 });
    await page.goto('/home');
    await expect(cards.nth(0).getByRole('link')).toHaveAttribute('href', `/series/${vampiresId}?episode=${episode.id}`);
    await expect(cards.nth(0).getByRole('progressbar', { name: 'Vu à 50 %' })).toBeVisible();

    // The card opens the page to resume on.
    await cards.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(`${baseUrl()}/movie/${voyageId}`);
    await expect(page.getByRole('heading', { level: 1, name: VOYAGE.title })).toBeVisible();

    // The whole history is one link away.
    await page.goto('/home');
    await row.getByRole('link', { name: 'Tout l’historique', exact: true }).click();
    await expect(page).toHaveURL(`${baseUrl()}/history`);
  });

  test('/history lists what was watched, when and how far, and removes one entry', async ({ page }) => {
    await openFromMenu(page, member, 'Historique');
    await expect(page).toHaveURL(`${baseUrl()}/history`);
    await expect(page.getByRole('heading', { level: 1, name: 'Historique' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Titres regardés' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.getByRole('heading', { level: 2 })).toHaveText([VOYAGE.title, VAMPIRES.title, NIGHT.title]);

    await expect(items.nth(0).getByRole('progressbar', { name: 'Vu à 45 %' })).toBeVisible();
    await expect(items.nth(0)).toContainText(/Regardé (à l’instant|il y a \d+ minutes?)/);
    await expect(items.nth(0).getByRole('link', { name: `Reprendre ${VOYAGE.title}` })).toHaveAttribute('href', `/movie/${voyageId}`);
    await expect(items.nth(1)).toContainText(`S${episode.seasonNumber} · É${episode.episodeNumber} – ${episode.title}`);
    await expect(items.nth(1).getByRole('link', { name: `Reprendre ${VAMPIRES.title}` })).toHaveAttribute('href', `/series/${vampiresId}?episode=${episode.id}`);
    await expect(items.nth(2).getByRole('progressbar', { name: 'Terminé' })).toBeVisible();
    await expect(items.nth(2).getByRole('link', { name: `Revoir ${NIGHT.title}` })).toHaveAttribute('href', `/movie/${nightId}`);

    // Remove one: it leaves the list (and the server), the focus goes to the next entry's button.
    await items.nth(0).getByRole('button', { name: `Retirer ${VOYAGE.title} de l’historique` }).click();
    await expect(items).toHaveCount(2);
    await expect(items.getByRole('heading', { level: 2 })).toHaveText([VAMPIRES.title, NIGHT.title]);
    await expect(items.nth(0).getByRole('button', { name: `Retirer ${VAMPIRES.title} de l’historique` })).toBeFocused();
    await page.reload();
    await expect(items).toHaveCount(2);
    const left = await call('/api/me/history', { token: member.accessToken });
    expect(left.body.total).toBe(2);
  });

  test("'Tout effacer' asks first, then empties the history and the home row", async ({ page }) => {
    await expect(page.getByRole('region', { name: 'Reprendre la lecture', exact: true })).toBeVisible();
    await page.goto('/history');
    const items = page.getByRole('list', { name: 'Titres regardés' }).getByRole('listitem');
    await expect(items).toHaveCount(3);

    // 'Annuler' keeps everything.
    await page.getByRole('button', { name: 'Tout effacer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Effacer tout l’historique ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(items).toHaveCount(3);

    await page.getByRole('button', { name: 'Tout effacer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Tout effacer', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Votre historique a été effacé.' })).toBeVisible();
    await expect(page.getByText('Votre historique est vide', { exact: true })).toBeVisible();
    const left = await call('/api/me/history', { token: member.accessToken });
    expect(left.body.total).toBe(0);

    // Nothing left to resume: the home row is gone.
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Films à la Une', exact: true }).locator('.title-card').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reprendre la lecture', exact: true })).toHaveCount(0);
  });
});
