import {
  answerCaptcha, baseUrl, captchaBox, expect, fillRegistration, profileButton, register, signIn, signOutFromMenu, test,
  uniqueEmail, type CaptchaChallenge,
} from './support/fixtures.js';

test.describe('registration and session', () => {
  test('a visitor signs up, lands on /home, stays signed in after a reload and logs out', async ({ page }) => {
    const email = uniqueEmail('inscription');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Inscription' })).toBeVisible();
    await fillRegistration(page, email, 'Lumière-1895');
    await answerCaptcha(page);
    await page.getByRole('button', { name: "S'inscrire" }).click();

    const success = page.getByText('Inscription réussie ! Redirection en cours...', { exact: true });
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL(`${baseUrl()}/home`);
    expect(Date.now() - shownAt).toBeGreaterThan(1000); // the success text stays ~2 s before the redirect
    await expect(page.getByRole('heading', { level: 1, name: /^Bienvenue sur / })).toBeVisible();
    await expect(profileButton(page, email)).toBeVisible();

    // A new member gets the donation reminder 3 s after arriving on /home; 'Plus tard' closes it.
    const reminder = page.getByRole('dialog', { name: 'Soutenez le site' });
    await expect(reminder).toBeVisible();
    await reminder.getByRole('button', { name: 'Plus tard' }).click();
    await expect(reminder).toBeHidden();

    await page.reload();
    await expect(page).toHaveURL(`${baseUrl()}/home`);
    await expect(profileButton(page, email)).toBeVisible();

    await signOutFromMenu(page, email);
    await page.goto('/home');
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  });

  test('a wrong challenge answer is refused and a new challenge is shown with an empty answer', async ({ page }) => {
    const email = uniqueEmail('captcha');
    await page.goto('/register');
    await fillRegistration(page, email, 'Lumière-1895');
    await answerCaptcha(page, { wrong: true });

    const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/register') && r.request().method() === 'POST');
    await page.getByRole('button', { name: "S'inscrire" }).click();
    const response = await refused;
    expect(response.status()).toBe(400);
    const next = ((await response.json()) as { captcha: CaptchaChallenge }).captcha;

    await expect(page.getByRole('alert')).toHaveText('Réponse au captcha incorrecte. Veuillez réessayer.');
    const box = captchaBox(page);
    await expect(box.locator('.captcha__question')).toHaveText(next.question);
    if (next.kind === 'logic') {
      await expect(box.getByRole('radio')).toHaveCount(next.choices!.length);
      await expect(box.getByRole('radio', { checked: true })).toHaveCount(0);
    } else {
      await expect(box.getByLabel(next.question, { exact: true })).toHaveValue('');
    }
    if (next.kind === 'visual') await expect(box.locator('.captcha__emoji')).toHaveText(next.display!);

    // The new challenge is the one that counts now: answering it signs the visitor up.
    await answerCaptcha(page);
    await page.getByRole('button', { name: "S'inscrire" }).click();
    await expect(page.getByText('Inscription réussie ! Redirection en cours...', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${baseUrl()}/home`);
  });
});

test.describe('route guards', () => {
  test('a guest opening /profile is sent to the login page', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mon Profil' })).toHaveCount(0);
  });

  test('a signed-in member opening /register is sent to /home', async ({ page }) => {
    const member = await register(uniqueEmail('garde'));
    await signIn(page, member.email, member.password);
    await page.goto('/register');
    await expect(page).toHaveURL(`${baseUrl()}/home`);
    await expect(page.getByRole('heading', { level: 1, name: /^Bienvenue sur / })).toBeVisible();
    await expect(profileButton(page, member.email)).toBeVisible();
  });
});
