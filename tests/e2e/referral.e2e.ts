import { baseUrl, expect, register, signIn, skipDonationReminder, test } from './support/fixtures.js';

// The profile's referral panel: one message at a time, and a copy button that says what it copies.

test('a new referral key, then a copy of its sign-up link: one message at a time, the link in the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const member = await register();
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
  await page.goto('/profile');

  const panel = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Parrainage' }) });
  const messages = panel.locator('[role="status"], [role="alert"]').filter({ hasNotText: /^Chargement/ });
  await panel.getByRole('button', { name: 'Générer une nouvelle clé' }).click();
  await expect(messages).toHaveText(['Nouvelle clé de parrainage générée avec succès']);
  const key = (await panel.getByTestId('referral-key').textContent())!.trim();

  await panel.getByRole('button', { name: "Copier le lien d'inscription" }).click();
  // The copy's message replaces the key's: never both.
  await expect(messages).toHaveText(['Clé copiée dans le presse-papiers']);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/register?ref=${encodeURIComponent(key)}`);
  // Gone 3 s later (spec section 8).
  await expect(messages).toHaveCount(0, { timeout: 6000 });
});
