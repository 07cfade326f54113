import { answerCaptcha, expect, fillRegistration, test, uniqueEmail } from './support/fixtures.js';

// What the sign-up and forgotten-password forms say when they refuse something.

test.describe('auth form messages', () => {
  test('a validation error of the server is shown once, not again as a bullet under it', async ({ page }) => {
    await page.goto('/register');
    await fillRegistration(page, 'pas-une-adresse', 'Lumière-1895');
    await answerCaptcha(page);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Adresse email invalide.');
    await expect(alert.getByRole('listitem')).toHaveCount(0);

    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill('pas-une-adresse');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByRole('alert')).toHaveText('Adresse email invalide.');
    await expect(page.getByRole('alert').getByRole('listitem')).toHaveCount(0);
  });

  test('on a phone, a wrong anti-robot answer brings its error into view and gives it the focus', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 560 });
    await page.goto('/register');
    await fillRegistration(page, uniqueEmail('robot'), 'Lumière-1895');
    await answerCaptcha(page, { wrong: true });
    const submit = page.getByRole('button', { name: "S'inscrire" });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Réponse au captcha incorrecte. Veuillez réessayer.');
    await expect(alert).toBeInViewport();
    await expect(alert).toBeFocused();

    // A second wrong answer, the same text: brought into view and focused again.
    await answerCaptcha(page, { wrong: true });
    await submit.scrollIntoViewIfNeeded();
    await expect(alert).not.toBeInViewport();
    await submit.click();
    await expect(alert).toBeInViewport();
    await expect(alert).toBeFocused();
  });
});
