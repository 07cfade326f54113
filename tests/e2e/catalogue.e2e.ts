import type { Locator, Page } from '@playwright/test';
import { demoCatalogue } from '../../services/catalogue/src/seed/demo-catalogue.js';
import { baseUrl, expect, passTime, register, signIn, skipDonationReminder, test } from './support/fixtures.js';
import { loadDemoCatalogue } from './support/demo-catalogue.js';

const { movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();

// The catalogue screens through the real SPA, gateway and catalogue service, on the demo catalogue.


test.beforeAll(loadDemoCatalogue);

test.beforeEach(async ({ page }) => {
  const member = await register();
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
});

const main = (page: Page) => page.locator('main');
const carousel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
/** The titles of the cards of a grid or carousel, in order. */
const cardTitles = (scope: Locator) => scope.locator('.title-card__title').allTextContents();
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Rechercher un film ou une série' });

test.describe('catalogue', () => {
  test('home shows its carousels in order, paged with arrows, dots and the keyboard', async ({ page }) => {
    const titles = [
      'Films à la Une',
      'Séries à la Une',
      'Top Films',
      'Top Séries',
      'Top Animés',
      'Derniers Films Ajoutés',
      'Dernières Séries Ajoutées',
    ];
    await expect(carousel(page, 'Films à la Une').locator('.title-card').first()).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(titles);
    // Header counters: the demo catalogue's size.
    await expect(page.locator('.topbar__counter').nth(0)).toHaveText(`${DEMO_MOVIES.length} films`);
    await expect(page.locator('.topbar__counter').nth(1)).toHaveText(`${DEMO_SERIES.length} séries`);

    // The latest films: 12 cards, 6 per view at this width, two pages.
    const latest = carousel(page, 'Derniers Films Ajoutés');
    const dots = latest.getByRole('group', { name: 'Pages de Derniers Films Ajoutés' }).getByRole('button');
    await expect(dots).toHaveCount(2);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    const firstCard = latest.getByRole('listitem').first().getByRole('link');
    const seventhCard = latest.getByRole('listitem').nth(6).getByRole('link');
    await latest.scrollIntoViewIfNeeded();
    await expect(firstCard).toBeInViewport();
    await expect(seventhCard).not.toBeInViewport();

    await latest.getByRole('button', { name: 'Page suivante' }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(seventhCard).toBeInViewport();
    // Cards of the hidden page are out of the Tab order.
    await expect(latest.getByRole('listitem').first()).toHaveAttribute('inert', '');

    // Arrow keys turn pages while the focus is on the controls.
    await dots.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(firstCard).toBeInViewport();
  });

  test('a filter narrows the films grid after Appliquer, and reset brings the sections back', async ({ page }) => {
    const listRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/movies') listRequests.push(url.search);
    });
    await page.goto('/films');
    await expect(page.getByRole('heading', { level: 1, name: 'Films' })).toBeVisible();
    await expect(main(page).locator('.catalogue-banner__count')).toHaveText(`${DEMO_MOVIES.length} films disponibles`);
    for (const title of ['Films à la Une', 'Films les Mieux Notés', 'Derniers Films Ajoutés']) {
      await expect(carousel(page, title).locator('.title-card').first()).toBeVisible();
    }
    await expect(main(page).getByRole('heading', { level: 2, name: 'Tous les Films' })).toBeVisible();
    // No title appears in two sections.
    await expect(main(page).getByRole('list', { name: 'Tous les Films' }).getByRole('listitem').first()).toBeVisible();
    const shown = await cardTitles(main(page));
    expect(new Set(shown).size).toBe(shown.length);
    // A full first page of the other films, from one request: the server left out the 36 titles of the sections.
    await expect(main(page).getByRole('list', { name: 'Tous les Films' }).getByRole('listitem')).toHaveCount(Math.min(24, DEMO_MOVIES.length - 36));
    expect(listRequests).toHaveLength(1);
    expect(listRequests[0]).toMatch(/[?&]excludeSections=\d+(&|$)/);

    const early = DEMO_MOVIES.filter((movie) => movie.release_year <= 1910).map((movie) => movie.title);
    expect(early.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Filtres' }).click();
    const yearTo = page.getByLabel('Année de fin', { exact: true });
    await yearTo.fill('1910');
    // A draft until 'Appliquer': the list and the address have not changed.
    await expect(page.getByText('Filtres modifiés : cliquez sur Appliquer pour mettre la liste à jour.')).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl()}/films`);
    await expect(carousel(page, 'Films à la Une')).toBeVisible();

    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/films?yearTo=1910`);
    const filtered = main(page).getByRole('list', { name: `Films filtrés (${early.length})` });
    await expect(main(page).getByRole('heading', { level: 2, name: `Films filtrés (${early.length})` })).toBeVisible();
    await expect(carousel(page, 'Films à la Une')).toHaveCount(0);
    expect((await cardTitles(filtered)).sort()).toEqual([...early].sort());
    await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeVisible();

    // An inverted range is refused in French before any request.
    await page.getByLabel('Année de début', { exact: true }).fill('1950');
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(page.getByRole('alert')).toHaveText("L'année de début doit être inférieure ou égale à l'année de fin.");
    await expect(page).toHaveURL(`${baseUrl()}/films?yearTo=1910`);

    // A year without any film: the empty state, and its reset button.
    const emptyYear = Array.from({ length: 131 }, (_, i) => 1900 + i).find((year) => !DEMO_MOVIES.some((m) => m.release_year === year))!;
    await page.getByLabel('Année de début', { exact: true }).fill(String(emptyYear));
    await yearTo.fill(String(emptyYear));
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expect(main(page).getByText('Aucun film trouvé', { exact: true })).toBeVisible();
    await main(page).getByRole('button', { name: 'Réinitialiser les filtres' }).click();
    await expect(page).toHaveURL(`${baseUrl()}/films`);
    await expect(carousel(page, 'Films à la Une')).toBeVisible();
    await expect(yearTo).toHaveValue('');
  });

  test('the series page filters by status', async ({ page }) => {
    await page.goto('/series');
    await expect(carousel(page, 'Séries à la Une').locator('.title-card').first()).toBeVisible();
    await page.getByRole('button', { name: 'Filtres' }).click();
    await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'Terminée' });
    await page.getByRole('button', { name: 'Appliquer' }).click();
    const completed = DEMO_SERIES.filter((series) => series.status === 'completed').length;
    await expect(main(page).getByRole('heading', { level: 2, name: `Séries filtrées (${completed})` })).toBeVisible();

    await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'En cours' });
    await page.getByRole('button', { name: 'Appliquer' }).click();
    const ongoing = DEMO_SERIES.filter((series) => series.status === 'ongoing').length;
    if (ongoing === 0) await expect(main(page).getByText('Aucune série trouvée', { exact: true })).toBeVisible();
    else await expect(main(page).getByRole('heading', { level: 2, name: `Séries filtrées (${ongoing})` })).toBeVisible();
  });

  test('the live search finds accented titles typed without accents, and the search page lists them', async ({ page }) => {
    const box = searchBox(page);
    await box.fill('c');
    // One character: nothing is asked.
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();

    await box.fill('coeur');
    const option = page.getByRole('option', { name: /Cœur fidèle/ });
    await expect(option).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(await page.getByRole('group', { name: 'Films' }).getByRole('option').count()).toBeLessThanOrEqual(4);

    // Enter without a highlighted suggestion opens the results page.
    await box.press('Enter');
    await expect(page).toHaveURL(`${baseUrl()}/search?q=coeur`);
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour "coeur"' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Cœur fidèle', exact: true })).toBeVisible();

    // 'leon' without its accent finds Léonce Perret's film (director field), on the results page too.
    await page.goto('/search?q=leon');
    await expect(main(page).getByRole('link', { name: "L'Enfant de Paris", exact: true })).toBeVisible();

    // Arrow keys pick a suggestion; Enter opens its page.
    await box.fill('melomane');
    await expect(page.getByRole('option', { name: /Le Mélomane/ })).toBeVisible();
    await box.press('ArrowDown');
    await expect(page.getByRole('option', { name: /Le Mélomane/ })).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/movie\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Le Mélomane' })).toBeVisible();

    // Nothing found: the dropdown and the page say so.
    await box.fill('zzqx');
    await expect(page.getByText('Aucun résultat pour "zzqx"', { exact: true })).toBeVisible();
    await page.goto('/search?q=zzqx');
    await expect(main(page).getByText('Aucun résultat trouvé', { exact: true })).toBeVisible();
  });

  test('a movie page shows its information, the player and similar films', async ({ page }) => {
    const voyage = DEMO_MOVIES.find((movie) => movie.title === 'Le Voyage dans la Lune')!;
    const sameDirector = DEMO_MOVIES.filter((movie) => movie.director === voyage.director && movie.title !== voyage.title).map((m) => m.title);
    expect(sameDirector.length).toBeGreaterThan(0);

    await page.goto('/search?q=voyage lune');
    await main(page).getByRole('link', { name: voyage.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: voyage.title })).toBeVisible();

    const info = page.getByRole('complementary', { name: 'Informations' });
    await expect(info.locator('dt', { hasText: /^Réalisateur$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(voyage.director);
    await expect(info.locator('dt', { hasText: /^Année$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(String(voyage.release_year));
    await expect(info.locator('dt', { hasText: /^Note$/ }).locator('xpath=following-sibling::dd[1]').getByRole('img')).toHaveAttribute(
      'aria-label',
      `Note : ${voyage.rating.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} sur 5`,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Synopsis' })).toBeVisible();

    // The player, with the version choice (VF by default); the demo films play the sample clip.
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${voyage.title}` });
    await expect(player.getByRole('button', { name: 'VF', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByRole('button', { name: 'Lecture', exact: true })).toBeVisible();
    await player.getByRole('button', { name: 'VOSTFR', exact: true }).click();
    await expect(player.getByRole('button', { name: 'VOSTFR', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(player.locator('video')).toHaveCount(1);

    // Similar films, with the same-director badge on the director's other films.
    const similar = page.getByRole('list', { name: 'Films Similaires' });
    await expect(similar.getByRole('listitem').first()).toBeVisible();
    const cards = similar.locator('.title-card');
    expect(await cards.count()).toBeLessThanOrEqual(12);
    const badged = cards.filter({ has: page.getByText('Même réalisateur', { exact: true }) });
    await expect(badged.first()).toBeVisible();
    for (const title of await cardTitles(badged)) expect(sameDirector).toContain(title);

    // A similar film opens its own page.
    const next = (await cardTitles(badged))[0];
    await badged.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
  });

  test('a series page lists its seasons and episodes, with French dates', async ({ page }) => {
    const vampires = DEMO_SERIES.find((series) => series.title === 'Les Vampires')!;
    const first = vampires.episodes[0];
    await page.goto('/search?q=vampires');
    await main(page).getByRole('link', { name: vampires.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: vampires.title })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Saison 1' })).toHaveAttribute('aria-selected', 'true');
    const episodes = page.getByRole('tabpanel').getByRole('listitem');
    await expect(episodes).toHaveCount(vampires.episodes.filter((e) => e.season_number === 1).length);
    await expect(episodes.first()).toContainText(first.title);
    const day = new Date(`${first.air_date}T00:00:00Z`).toLocaleDateString('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    await expect(episodes.first()).toContainText(day);
    // The first episode is the one the player opens on; choosing another one plays it instead.
    await expect(page.getByRole('region', { name: `Lecteur vidéo : ${vampires.title} – S1 · É1 – ${first.title}` })).toBeVisible();
    await expect(page.getByText(`En lecture : S1 · É1 – ${first.title}`)).toBeVisible();
    await episodes.nth(1).getByRole('button').first().click();
    await expect(page.getByRole('region', { name: `Lecteur vidéo : ${vampires.title} – S1 · É2 – ${vampires.episodes[1].title}` })).toBeVisible();
    await expect(page.getByText(`En lecture : S1 · É2 – ${vampires.episodes[1].title}`)).toBeVisible();
    const info = page.getByRole('complementary', { name: 'Informations' });
    await expect(info.locator('dt', { hasText: /^Statut$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('Terminée');
  });

  test('a movie page writes views with k, budget and box office in K € / M €, the running time in hours', async ({ page }) => {
    const night = DEMO_MOVIES.find((movie) => movie.title === 'La Nuit des morts-vivants')!;
    expect(night.budget).toBeLessThan(1_000_000);
    expect(night.box_office).toBeGreaterThanOrEqual(1_000_000);
    await page.goto('/search?q=morts vivants');
    await main(page).getByRole('link', { name: night.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: night.title })).toBeVisible();

    const info = page.getByRole('complementary', { name: 'Informations' });
    const value = (term: string) => info.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Vues')).toHaveText(`${(Math.round(night.views_count / 100) / 10).toLocaleString('fr-FR')}k vues`);
    await expect(value('Budget')).toHaveText(`${Math.round(night.budget! / 1000)} K €`);
    await expect(value('Box-office')).toHaveText(
      `${(night.box_office! / 1_000_000).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} M €`,
    );
    const hours = Math.floor(night.duration_minutes / 60);
    const minutes = String(night.duration_minutes % 60).padStart(2, '0');
    await expect(value('Durée')).toHaveText(`${hours} h ${minutes} min`);
    await expect(value('Langue')).toHaveText(night.language);
    await expect(value('Qualité')).toHaveText(night.quality);
  });

  test('the FILMS menu lists the genres; a genre page and unknown pages say what is missing', async ({ page }) => {
    await page.clock.install();
    const toggle = page.getByRole('button', { name: 'Genres : FILMS' });
    // Hovering opens the list; leaving it closes it (after 500 ms).
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // From the keyboard: Arrow Down moves into the list, Escape closes it and gives the focus back.
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Tous les films' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Clicking the caret (the pointer opens it on the way) keeps it open, even once the pointer leaves.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 700);
    await passTime(page, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Muet', exact: true }).click();
    await expect(page).toHaveURL(`${baseUrl()}/genre/muet`);
    await expect(page.getByRole('heading', { level: 1, name: 'Muet' })).toBeVisible();
    const silent = DEMO_MOVIES.filter((movie) => movie.genres.includes('muet')).length;
    await expect(main(page).locator('.catalogue-banner__count')).toContainText(`${silent} films`);

    await page.goto('/genre/inexistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Genre non trouvé' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/home');

    await page.goto('/movie/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Film non trouvé' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/home');

    await page.goto('/series/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Série non trouvée' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour aux séries' })).toHaveAttribute('href', '/series');
  });
});
