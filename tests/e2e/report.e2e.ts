import type { Locator, Page } from '@playwright/test';
import type { MemberReport, Page as ListPage } from '@streaming/contracts';
import { demoCatalogue } from '../../services/catalogue/src/seed/demo-catalogue.js';
import {
  baseUrl,
  call,
  expect,
  passTime,
  registerAdmin,
  register,
  signIn,
  skipDonationReminder,
  submitLogin,
  test,
  type Member,
} from './support/fixtures.js';
import { demoTitleId as titleId, loadDemoCatalogue } from './support/demo-catalogue.js';

// The report modal ('SIGNALER UN LIEN') and the profile's 'Mes signalements', through the real SPA,
// gateway, catalogue and moderation services, on the demo catalogue.

const { movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();
const VOYAGE = DEMO_MOVIES.find((movie) => movie.title === 'Le Voyage dans la Lune')!;
const SERIES = DEMO_SERIES.find((series) => series.episodes.some((episode) => episode.season_number === 1 && episode.episode_number === 1))!;

test.beforeAll(loadDemoCatalogue);

async function signedIn(page: Page): Promise<Member> {
  const member = await register();
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
  return member;
}

const reportDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Signaler un problème' });
const myReports = (page: Page): Locator => page.getByRole('region', { name: 'Mes signalements' });

test.describe('reporting a link', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a member reports a film from its page, then sees it, and the answer, in Mes signalements', async ({ page }) => {
    await page.clock.install();
    const member = await signedIn(page);
    const id = await titleId(member, 'movie', VOYAGE.title);
    await page.goto(`/movie/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: VOYAGE.title })).toBeVisible();

    const open = page.getByRole('button', { name: 'SIGNALER UN LIEN', exact: true });
    await open.click();
    const dialog = reportDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(VOYAGE.title)).toBeVisible();
    const problems = dialog.getByRole('group', { name: 'Type de problème' });
    await expect(problems.getByRole('radio')).toHaveCount(6);

    // The problem type is required.
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Veuillez sélectionner le type de problème');

    // From the keyboard: Tab stays inside the modal.
    await problems.getByRole('radio', { name: 'Problème audio' }).check();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByLabel('Description (facultatif)').fill('Le son est décalé de deux secondes.');
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    // While it is on its way the modal cannot be closed (Escape, the close button), nor sent twice.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/reports', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(dialog.getByRole('button', { name: 'Envoi...' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    release();

    // Success, shown 2 s, then the modal closes and the focus goes back to the button.
    await expect(dialog.getByRole('status')).toHaveText('Merci ! Votre signalement a bien été envoyé : notre équipe va vérifier ce lien.');
    await passTime(page, 1_000);
    await expect(dialog).toBeVisible();
    await passTime(page, 1_100);
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await page.unroute('**/api/reports');

    // Opened again, it is blank.
    await open.click();
    await expect(reportDialog(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await expect(reportDialog(page).getByLabel('Description (facultatif)')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(reportDialog(page)).toHaveCount(0);

    // The profile lists it: the title links to the film, the problem, the status, the date.
    await page.goto('/profile');
    const item = myReports(page).getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('link', { name: VOYAGE.title })).toHaveAttribute('href', `/movie/${id}`);
    await expect(item).toContainText('En attente');
    const today = new Date().toLocaleDateString('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' });
    await expect(item).toContainText(`Film · Problème audio · signalé le ${today}`);

    // An administrator resolves it with a note: the member reads the status and the note.
    const admin = await registerAdmin();
    const mine = await call<ListPage<MemberReport>>('/api/me/reports', { token: member.accessToken });
    expect(mine.status).toBe(200);
    const resolved = await call(`/api/admin/reports/${mine.body.items[0].id}`, {
      method: 'PATCH',
      token: admin.accessToken,
      body: { status: 'resolved', adminNotes: 'Le lien a été remplacé.' },
    });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    await page.reload();
    await expect(item).toContainText('Résolu');
    await expect(item).toContainText('Réponse de l’équipe : Le lien a été remplacé.');
  });

  test('a series and each of its episodes have their own report', async ({ page }) => {
    const member = await signedIn(page);
    const id = await titleId(member, 'series', SERIES.title);
    await page.goto(`/series/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: SERIES.title })).toBeVisible();

    // A new member's page opens on the first episode, in season 1.
    const first = SERIES.episodes.find((episode) => episode.season_number === 1 && episode.episode_number === 1)!;
    const episodeLabel = `S${first.season_number} · É${first.episode_number} – ${first.title}`;
    const episodeButton = page.getByRole('button', { name: `Signaler un lien : ${episodeLabel}`, exact: true });
    await episodeButton.click();
    const dialog = reportDialog(page);
    await expect(dialog).toContainText(`${SERIES.title} – ${episodeLabel}`);
    await dialog.getByRole('radio', { name: 'Problème de sous-titres' }).check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'SIGNALER UN LIEN', exact: true }).click();
    await reportDialog(page).getByRole('radio', { name: 'Mauvais contenu' }).check();
    await reportDialog(page).getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(reportDialog(page).getByRole('status')).toBeVisible();

    await page.goto('/profile');
    const items = myReports(page).getByRole('listitem');
    await expect(items).toHaveCount(2);
    // Newest first: the series, then the episode (its link opens the series on that episode).
    await expect(items.nth(0)).toContainText('Série · Mauvais contenu');
    await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', `/series/${id}`);
    await expect(items.nth(1)).toContainText('Épisode · Problème de sous-titres');
    await expect(items.nth(1).getByRole('link')).toHaveAttribute('href', new RegExp(`^/series/${id}\\?episode=`));
  });

  test('a guest who wants to report a film is asked to sign in first, and comes back to the film', async ({ page }) => {
    const member = await register();
    await skipDonationReminder(page, member);
    const id = await titleId(member, 'movie', VOYAGE.title);

    await page.goto(`/movie/${id}`);
    await expect(page).toHaveURL(`${baseUrl()}/`);
    await expect(page.getByRole('status').filter({ hasText: /^Connectez-vous pour / })).toHaveText('Connectez-vous pour regarder ce film');
    await expect(page.getByRole('button', { name: 'SIGNALER UN LIEN', exact: true })).toHaveCount(0);

    await submitLogin(page, member.email, member.password);
    await expect(page).toHaveURL(`${baseUrl()}/movie/${id}`);
    await expect(page.getByRole('button', { name: 'SIGNALER UN LIEN', exact: true })).toBeVisible();
  });
});
