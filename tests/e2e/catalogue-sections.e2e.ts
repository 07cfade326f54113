import type { Page } from '@playwright/test';
import { demoCatalogue } from '../../services/catalogue/src/seed/demo-catalogue.js';
import { expect, register, signIn, skipDonationReminder, test } from './support/fixtures.js';
import { loadDemoCatalogue } from './support/demo-catalogue.js';

const { movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();

// The series page of the demo catalogue: 13 series, fewer than its three sections of 12 show.

test.beforeAll(loadDemoCatalogue);

const main = (page: Page) => page.locator('main');
const carousel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('the series page shows its four sections full even with 13 series', async ({ page }) => {
  expect(DEMO_SERIES).toHaveLength(13);
  const member = await register();
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);

  await page.goto('/series');
  await expect(page.getByRole('heading', { level: 1, name: 'Séries' })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    'Séries à la Une',
    'Séries les Mieux Notées',
    'Dernières Séries Ajoutées',
    'Toutes les Séries',
  ]);
  // Each carousel holds 12 series (two pages of 6), titles repeating from one section to the next.
  for (const title of ['Séries à la Une', 'Séries les Mieux Notées', 'Dernières Séries Ajoutées']) {
    await expect(carousel(page, title).locator('.carousel__slide')).toHaveCount(12);
  }
  // The best rated series of all is in 'Séries les Mieux Notées', featured or not.
  const best = [...DEMO_SERIES].sort((a, b) => b.rating - a.rating)[0];
  await expect(carousel(page, 'Séries les Mieux Notées').locator('.title-card__title').first()).toHaveText(best.title);
  // And the full list below shows every series rather than nothing.
  const all = main(page).getByRole('list', { name: 'Toutes les Séries' });
  await expect(all.getByRole('listitem')).toHaveCount(DEMO_SERIES.length);
  await expect(main(page).getByText('Tous les titres sont présentés ci-dessus.')).toHaveCount(0);
});

test("a genre page of films offers the 'Durée' sort: the longest film first", async ({ page }) => {
  const member = await register();
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);

  const silent = DEMO_MOVIES.filter((movie) => movie.genres.includes('muet'));
  expect(silent.length).toBeGreaterThan(1);
  await page.goto('/genre/muet');
  const sort = page.getByLabel('Trier par', { exact: true });
  await expect(sort.getByRole('option', { name: 'Durée' })).toHaveCount(1);
  await sort.selectOption({ label: 'Durée' });
  await expect(page).toHaveURL(/[?&]sort=duration(&|$)/);
  const longest = [...silent].sort((a, b) => b.duration_minutes - a.duration_minutes)[0];
  await expect(main(page).locator('.title-card__title').first()).toHaveText(longest.title);
});
