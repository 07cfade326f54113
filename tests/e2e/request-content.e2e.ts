import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { RequestCreated } from '@streaming/contracts';
import { demoCatalogue } from '../../services/catalogue/src/seed/demo-catalogue.js';
import { baseUrl, call, expect, passTime, profileButton, register, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';
import { loadDemoCatalogue } from './support/demo-catalogue.js';

// /request-content through the real SPA, gateway, catalogue and moderation services: the week's quota,
// the form and its outcomes, the member's requests.

const { movies: DEMO_MOVIES } = demoCatalogue();
const VOYAGE = DEMO_MOVIES.find((movie) => movie.title === 'Le Voyage dans la Lune')!;
const LIMIT_TEXT = 'Vous avez atteint la limite de 3 demandes par semaine';

test.beforeAll(loadDemoCatalogue);

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;
const quotaPanel = (page: Page): Locator => page.getByRole('region', { name: 'Vos demandes cette semaine' });
const myRequests = (page: Page): Locator => page.getByRole('list', { name: 'Mes demandes' });
const sendButton = (page: Page): Locator => page.getByRole('button', { name: 'Envoyer la demande' });

/** A request sent as the API's client, as another tab or device would. */
async function requestByApi(member: Member, title: string, contentType: 'movie' | 'series' = 'movie'): Promise<RequestCreated> {
  const res = await call<RequestCreated>('/api/requests', { token: member.accessToken, body: { contentType, title } });
  expect([200, 201], JSON.stringify(res.body)).toContain(res.status);
  return res.body;
}

async function signedIn(page: Page): Promise<Member> {
  const member = await register();
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
  return member;
}

test.describe('requesting content', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a member requests a film: the quota shows 1/3 and the request is listed', async ({ page }) => {
    await page.clock.install();
    const member = await signedIn(page);

    // From the profile menu; the page links back to the profile.
    await profileButton(page, member.email).click();
    await page.getByRole('link', { name: 'Demander du contenu', exact: true }).click();
    await expect(page).toHaveURL(`${baseUrl()}/request-content`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demander du contenu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour au profil' })).toHaveAttribute('href', '/profile');
    await expect(quotaPanel(page)).toContainText('0/3');
    await expect(quotaPanel(page)).toContainText(/Le compteur repart à zéro le lundi (1er|\d{1,2}) \S+ à 00:00\./);
    await expect(page.getByText('Aucune demande pour le moment')).toBeVisible();
    await expect(page.getByLabel('Type de contenu')).toHaveValue('movie');

    // Required title and the year's bounds, said before anything is sent.
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Le titre est requis');
    const title = unique('Film demandé');
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await page.getByLabel('Année (facultatif)').fill('1850');
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText("L'année doit être comprise entre 1900 et 2030.");

    await page.getByLabel('Année (facultatif)').fill('1999');
    await page.getByLabel('Réalisateur (facultatif)').fill('Agnès Varda');
    await page.getByLabel('Genre (facultatif)').fill('Drame');
    await sendButton(page).click();
    const success = page.getByRole('status').filter({ hasText: 'Demande de film envoyée avec succès !' });
    await expect(success).toBeVisible();
    await expect(page.getByLabel('Titre', { exact: true })).toHaveValue('');

    await expect(quotaPanel(page)).toContainText('1/3');
    await expect(quotaPanel(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    const item = myRequests(page).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('En attente');
    await expect(item).toContainText('Film · 1999 · Agnès Varda · Drame');
    await expect(item).toContainText('1 membre souhaite ce titre');

    // The success goes after 5 s.
    await passTime(page, 5_100);
    await expect(success).toHaveCount(0);

    // After a reload, the same from the server.
    await page.reload();
    await expect(quotaPanel(page)).toContainText('1/3');
    await expect(myRequests(page).getByRole('listitem')).toHaveCount(1);
  });

  test('a title the catalogue has is shown while typing, and refused with a link to it', async ({ page }) => {
    await signedIn(page);
    await page.goto('/request-content');
    await page.getByLabel('Titre', { exact: true }).fill('Voyage dans la Lune');
    const matches = page.getByText('Déjà dans le catalogue ? Ces titres ressemblent à votre demande :').locator('..');
    await expect(matches.getByRole('link', { name: VOYAGE.title })).toBeVisible();

    await page.getByLabel('Titre', { exact: true }).fill(VOYAGE.title);
    await sendButton(page).click();
    const refused = page.getByRole('alert');
    await expect(refused).toContainText('Ce titre est déjà disponible dans le catalogue.');
    const link = refused.getByRole('link', { name: `Voir « ${VOYAGE.title} »` });
    await expect(link).toHaveAttribute('href', /^\/movie\//);
    await expect(quotaPanel(page)).toContainText('0/3');
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: VOYAGE.title })).toBeVisible();
  });

  test("another member's request is joined, then said to be followed already", async ({ page }) => {
    const author = await register();
    const title = unique('Série voulue');
    await requestByApi(author, title, 'series');

    await signedIn(page);
    await page.goto('/request-content');
    await page.getByLabel('Type de contenu').selectOption('series');
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Demande rejointe' })).toBeVisible();
    // Joining uses none of the week's requests.
    await expect(quotaPanel(page)).toContainText('0/3');
    const item = myRequests(page).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Vous avez rejoint cette demande');
    await expect(item).toContainText('2 membres souhaitent ce titre');

    await page.getByLabel('Titre', { exact: true }).fill(title);
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vous suivez déjà cette demande' })).toBeVisible();
  });

  test('a fourth request in a week shows the limit, whether the page knew it or the server says it', async ({ page }) => {
    const member = await signedIn(page);
    await requestByApi(member, unique('Premier'));
    await requestByApi(member, unique('Deuxième'));
    await page.goto('/request-content');
    await expect(quotaPanel(page)).toContainText('2/3');
    await expect(quotaPanel(page).locator('.quota__bar')).toHaveClass(/quota__bar--warning/);

    // The third is sent elsewhere meanwhile: this page still says 2/3, the server refuses the fourth.
    await requestByApi(member, unique('Troisième'));
    await page.getByLabel('Titre', { exact: true }).fill(unique('Quatrième'));
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(LIMIT_TEXT);
    await expect(quotaPanel(page)).toContainText('3/3');
    await expect(quotaPanel(page).locator('.quota__bar')).toHaveClass(/quota__bar--full/);

    // Opened again: the panel says it at once and the form cannot be sent.
    await page.reload();
    await expect(quotaPanel(page)).toContainText('3/3');
    await expect(quotaPanel(page)).toContainText(LIMIT_TEXT);
    await expect(sendButton(page)).toBeDisabled();
    await expect(myRequests(page).getByRole('listitem')).toHaveCount(3);
  });

  test('when the quota cannot be read the panel says so and the form still sends', async ({ page }) => {
    await signedIn(page);
    // Only the quota's answer is lost on the way (the member's requests and the form's go through).
    await page.route('**/api/requests/quota', (route) => route.abort('connectionfailed'));
    await page.goto('/request-content');
    await expect(quotaPanel(page)).toContainText('Impossible de vérifier votre quota pour le moment.');
    await expect(sendButton(page)).toBeEnabled();
    const title = unique('Malgré tout');
    await page.getByLabel('Titre', { exact: true }).fill(title);
    await sendButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Demande de film envoyée avec succès !' })).toBeVisible();
    // The answer carries the quota: the panel shows it from there.
    await expect(quotaPanel(page)).toContainText('1/3');
    await expect(myRequests(page).getByRole('listitem').filter({ hasText: title })).toBeVisible();
  });
});
