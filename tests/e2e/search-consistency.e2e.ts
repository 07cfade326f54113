import type { Page } from '@playwright/test';
import { baseUrl, expect, register, signIn, skipDonationReminder, test } from './support/fixtures.js';
import { loadDemoCatalogue } from './support/demo-catalogue.js';

// What the header's suggestions show for a query, its results page lists too.

test.beforeAll(loadDemoCatalogue);

const main = (page: Page) => page.locator('main');

test("'le' typed in the header: every suggestion is on the page 'Voir tous les résultats' opens", async ({ page }) => {
  const member = await register();
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
  await page.goto('/films');

  const box = page.getByRole('combobox', { name: 'Rechercher un film ou une série' });
  await box.fill('le');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options).toHaveCount(8);
  const suggested = await options.locator('.search-box__name').allTextContents();

  await page.getByRole('link', { name: 'Voir tous les résultats pour "le"' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/search?q=le`);
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats pour "le"' })).toBeVisible();
  await expect(main(page).getByText('Aucun résultat trouvé', { exact: true })).toHaveCount(0);
  const results = main(page).getByRole('list', { name: 'Résultats pour "le"' });
  await expect(results.getByRole('listitem').first()).toBeVisible();

  // Each suggested title is there, on the first page or one 'Charger plus' further.
  const more = main(page).getByRole('button', { name: 'Charger plus' });
  for (const title of suggested) {
    const card = results.getByRole('link', { name: title, exact: true });
    while ((await card.count()) === 0 && (await more.count()) > 0) {
      const before = await results.getByRole('listitem').count();
      await more.click();
      await expect(results.getByRole('listitem')).not.toHaveCount(before);
    }
    await expect(card).toBeVisible();
  }
});
