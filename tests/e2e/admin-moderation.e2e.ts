import type { Page } from '@playwright/test';
import type { MemberReport, MemberRequests, Page as ListPage } from '@streaming/contracts';
import { randomUUID } from 'node:crypto';
import { demoTitleId, loadDemoCatalogue } from './support/demo-catalogue.js';
import { waitForMail } from '../support/smtp-mail.js';
import { baseUrl, call, expect, mailDir, register, registerAdmin, signIn, skipDonationReminder, test, uniqueEmail, type Member } from './support/fixtures.js';

// An admin handles the moderation queues through the screens; the member's side is read through the API.
// The titles are the demo catalogue's (a title created here would change the counts other tests read):
// other tests report them too, so each test finds its own report by its reporter's address.

test.beforeAll(loadDemoCatalogue);

async function signInAs(page: Page, member: Member): Promise<void> {
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
}

/** The card of a queue whose heading is `title`. */
const card = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('admin moderation screens', () => {
  // Each test signs up two or three accounts (argon2id on a shared machine) and goes through several screens, some waiting for mails.
  test.describe.configure({ timeout: 60_000 });

  test('an admin takes a report in charge, then resolves it with a note the member then reads', async ({ page }) => {
    const admin = await registerAdmin();
    const member = await register(uniqueEmail('signale'));
    const title = 'Frankenstein';
    const movieId = await demoTitleId(member, 'movie', title);
    const created = await call<MemberReport>('/api/reports', {
      token: member.accessToken,
      body: { contentType: 'movie', contentId: movieId, problemType: 'video_not_working', description: 'Écran noir après 10 minutes.' },
    });
    expect(created.status).toBe(201);

    await signInAs(page, admin);
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'Signalements' })).toBeVisible();
    // The search covers the reporter's address.
    await page.getByLabel('Rechercher un signalement').fill(member.email);
    await expect(page.getByText(/^1 signalement trouvé$/)).toBeVisible();
    const report = card(page, title);
    await expect(report.getByText('En attente', { exact: true })).toBeVisible();
    await expect(report.getByRole('link', { name: title })).toHaveAttribute('href', `/movie/${movieId}`);
    await expect(report.getByText('La vidéo ne fonctionne pas')).toBeVisible();
    await expect(report.getByText('Écran noir après 10 minutes.')).toBeVisible();
    await expect(report.getByText(member.email)).toBeVisible();

    await report.getByRole('button', { name: 'Prendre en charge' }).click();
    await expect(report.getByText('En cours', { exact: true })).toBeVisible();
    await expect(report.getByRole('button', { name: 'Prendre en charge' })).toHaveCount(0);

    // A rejection needs a note: its button stays disabled while the note is blank.
    await report.getByRole('button', { name: 'Rejeter' }).click();
    const reject = page.getByRole('dialog', { name: 'Rejeter le signalement' });
    await expect(reject.getByText('La note est montrée au membre qui a signalé le problème et lui est envoyée par e-mail.')).toBeVisible();
    await expect(reject.getByRole('button', { name: 'Rejeter' })).toBeDisabled();
    await reject.getByLabel('Note (obligatoire)').fill('   ');
    await expect(reject.getByRole('button', { name: 'Rejeter' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(reject).toHaveCount(0);

    await report.getByRole('button', { name: 'Marquer résolu' }).click();
    const resolve = page.getByRole('dialog', { name: 'Marquer le signalement comme résolu' });
    await resolve.getByLabel('Note (facultative)').fill('Lien vidéo remplacé, bon visionnage !');
    await resolve.getByRole('button', { name: 'Marquer résolu' }).click();
    await expect(resolve).toHaveCount(0);
    await expect(page.getByText('Signalement marqué comme résolu')).toBeVisible();
    await expect(report.getByText('Résolu', { exact: true })).toBeVisible();
    await expect(report.getByText('Lien vidéo remplacé, bon visionnage !')).toBeVisible();
    await expect(report.getByRole('button')).toHaveCount(0);

    const mine = await call<ListPage<MemberReport>>('/api/me/reports', { token: member.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body.items.find((item) => item.id === created.body.id)).toMatchObject({
      status: 'resolved',
      adminNotes: 'Lien vidéo remplacé, bon visionnage !',
    });
    // And the member is told by mail, with the note.
    const told = await waitForMail(mailDir(), member.email, `Votre signalement sur « ${title} » a été résolu`, 15_000);
    expect(told.text).toContain('Lien vidéo remplacé, bon visionnage !');

    // The status filter keeps it among the resolved ones only.
    await page.getByLabel('Statut').selectOption({ label: 'En attente' });
    await expect(page.getByText('Aucun signalement ne correspond à vos filtres')).toBeVisible();
    await page.getByLabel('Statut').selectOption({ label: 'Résolu' });
    await expect(report).toBeVisible();
  });

  test('a report another admin took meanwhile: the refusal is shown and the card shows where the report stands', async ({ page }) => {
    const admin = await registerAdmin();
    const other = await registerAdmin();
    const member = await register(uniqueEmail('signale'));
    const title = 'Le Mélomane';
    const created = await call<MemberReport>('/api/reports', {
      token: member.accessToken,
      body: { contentType: 'movie', contentId: await demoTitleId(member, 'movie', title), problemType: 'quality_issue' },
    });
    expect(created.status).toBe(201);

    await signInAs(page, admin);
    await page.goto('/admin/reports');
    await page.getByLabel('Rechercher un signalement').fill(member.email);
    // The search has answered: the list stays as it is until the next change.
    await expect(page.getByText(/^1 signalement trouvé$/)).toBeVisible();
    const report = card(page, title);
    await expect(report.getByRole('button', { name: 'Prendre en charge' })).toBeVisible();

    const taken = await call(`/api/admin/reports/${created.body.id}`, { method: 'PATCH', token: other.accessToken, body: { status: 'rejected', adminNotes: 'Doublon.' } });
    expect(taken.status).toBe(200);
    await report.getByRole('button', { name: 'Prendre en charge' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "Ce changement de statut n'est pas possible pour ce signalement" })).toBeVisible();
    await expect(report.getByText('Rejeté', { exact: true })).toBeVisible();
    await expect(report.getByText('Doublon.')).toBeVisible();
    await expect(report.getByRole('button')).toHaveCount(0);
  });

  test("a change made while the queue's search is still answering shows the new status, not the search's older answer", async ({ page }) => {
    const admin = await registerAdmin();
    const member = await register(uniqueEmail('demande'));
    const title = `Film demandé ${randomUUID().slice(0, 8)}`;
    const asked = await call('/api/requests', { token: member.accessToken, body: { contentType: 'movie', title, year: 1950 } });
    expect(asked.status).toBe(201);

    await signInAs(page, admin);
    await page.goto('/admin/content-requests');
    const request = card(page, title);
    await expect(request.getByRole('button', { name: 'Approuver' })).toBeVisible();

    // The search's first answer is read at once (the request still pending) but reaches the page only
    // after the approval's: the queue then holds an older answer than the change it just made.
    const approved = page.waitForResponse((res) => res.url().includes('/api/admin/requests/') && res.request().method() === 'PATCH');
    let searchAsked!: () => void;
    const searching = new Promise<void>((resolve) => (searchAsked = resolve));
    await page.route(
      (url) => url.pathname === '/api/admin/requests' && url.searchParams.has('search'),
      async (route) => {
        const answer = await route.fetch();
        searchAsked();
        await approved;
        // The page may have dropped the request meanwhile (it asks again): nothing left to answer then.
        await route.fulfill({ response: answer }).catch(() => undefined);
      },
      { times: 1 },
    );
    await page.getByLabel('Rechercher une demande').fill(title);
    await searching;
    await request.getByRole('button', { name: 'Approuver' }).click();
    expect((await approved).status()).toBe(200);
    await expect(request.getByText('Approuvée', { exact: true })).toBeVisible();
    await expect(request.getByRole('button', { name: 'Approuver' })).toHaveCount(0);
  });

  test('an admin approves a content request, then marks it added with the catalogue title; the member sees it added', async ({ page }) => {
    const admin = await registerAdmin();
    const member = await register(uniqueEmail('demande'));
    const title = `Film demandé ${randomUUID().slice(0, 8)}`;
    const asked = await call('/api/requests', {
      token: member.accessToken,
      body: { contentType: 'movie', title, year: 2021, director: 'Agnès Varda', genre: 'Drame' },
    });
    expect(asked.status).toBe(201);

    await signInAs(page, admin);
    await page.goto('/admin/content-requests');
    await expect(page.getByRole('heading', { name: 'Demandes de contenu' })).toBeVisible();
    await page.getByLabel('Rechercher une demande').fill(title);
    await expect(page.getByText(/^1 demande trouvée$/)).toBeVisible();
    const request = card(page, title);
    await expect(request.getByText('En attente', { exact: true })).toBeVisible();
    await expect(request.getByText('1 membre le demande')).toBeVisible();
    await expect(request.getByText(member.email)).toBeVisible();
    await expect(request.getByText('Agnès Varda')).toBeVisible();
    await expect(request.getByText('Drame')).toBeVisible();

    await request.getByRole('button', { name: 'Approuver' }).click();
    await expect(request.getByText('Approuvée', { exact: true })).toBeVisible();
    await expect(request.getByRole('button', { name: 'Approuver' })).toHaveCount(0);

    // The catalogue title that fulfils it, found by the dialog's search (the request's title to start with).
    const added = 'Le Lys brisé';
    const addedId = await demoTitleId(member, 'movie', added);
    await request.getByRole('button', { name: 'Marquer ajouté' }).click();
    const complete = page.getByRole('dialog', { name: 'Marquer la demande comme ajoutée' });
    const search = complete.getByLabel('Rechercher le film du catalogue');
    await expect(search).toHaveValue(title);
    await expect(complete.getByRole('button', { name: 'Marquer ajouté' })).toBeDisabled();
    await search.fill('lys brisé');
    await complete.getByRole('radio', { name: new RegExp(`^${added}`) }).check();
    await complete.getByLabel('Note (facultative)').fill('Disponible en VF.');
    await complete.getByRole('button', { name: 'Marquer ajouté' }).click();
    await expect(complete).toHaveCount(0);
    await expect(request.getByText('Ajoutée', { exact: true })).toBeVisible();
    await expect(request.getByRole('link', { name: added })).toHaveAttribute('href', `/movie/${addedId}`);
    await expect(request.getByRole('button', { name: 'Remettre en attente' })).toBeVisible();

    const mine = await call<MemberRequests>('/api/me/requests', { token: member.accessToken });
    expect(mine.status).toBe(200);
    expect(mine.body.items.find((item) => item.title === title)).toMatchObject({
      status: 'completed',
      adminNotes: 'Disponible en VF.',
      fulfilledBy: { contentType: 'movie', contentId: addedId, title: added },
    });
    // The member is told by mail at each step: approved, then added with a link to the title.
    await waitForMail(mailDir(), member.email, `Votre demande « ${title} » a été approuvée`, 15_000);
    const addedMail = await waitForMail(mailDir(), member.email, `Votre demande « ${title} » a été ajoutée`, 15_000);
    expect(addedMail.text).toContain('Disponible en VF.');
    expect(addedMail.links).toContain(`${baseUrl()}/movie/${addedId}`);

    // A note alone: 'Ajouter note' opens 'Modifier la demande'.
    await request.getByRole('button', { name: 'Ajouter note' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la demande' });
    await expect(edit.getByLabel('Note (facultative)')).toHaveValue('Disponible en VF.');
    await edit.getByLabel('Note (facultative)').fill('Disponible en VF et en VOSTFR.');
    await edit.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(edit).toHaveCount(0);
    await expect(request.getByText('Disponible en VF et en VOSTFR.')).toBeVisible();
    await expect(request.getByText('Ajoutée', { exact: true })).toBeVisible();
  });
});
