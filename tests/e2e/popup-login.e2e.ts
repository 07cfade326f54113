import type { Browser, Page } from '@playwright/test';
import type { PopupMessage } from '@streaming/contracts';
import { randomIp } from '../api/support/api-client.js';
import { baseUrl, call, expect, nextFrame, registerAdmin, test, type Member } from './support/fixtures.js';

// The administrators' message over the login page, set through the admin API and shown by the real SPA.
// An active popup covers every login page of the stack: this file runs in its own project, after every
// other browser test (playwright.config.ts), and deletes its message before it ends.

let admin: Member;
const created: string[] = [];

// One after the other: the second test deletes the messages.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  admin = await registerAdmin();
});

test.afterAll(async () => {
  for (const id of created) {
    const res = await call(`/api/admin/popups/${id}`, { method: 'DELETE', token: admin.accessToken });
    expect([204, 404]).toContain(res.status);
  }
});

/** Another visitor: their own browser context (no session storage shared), from their own address. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-FR', extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
  return context.newPage();
}

/**
 * Loads the login page and waits for its answer to GET /api/popup, the page's last request (then one
 * frame): a popup not shown by then is not coming.
 */
async function loadLoginPage(page: Page, load: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/popup');
  await load();
  await answered;
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await nextFrame(page);
}

async function createPopup(title: string, content: string): Promise<PopupMessage> {
  const res = await call<PopupMessage>('/api/admin/popups', { token: admin.accessToken, body: { title, content, isActive: true } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  created.push(res.body.id);
  return res.body;
}

test.describe('login popup', () => {
  test('the active message shows over the login page, line by line, and closes from its button or the keyboard', async ({ page, browser }) => {
    const popup = await createPopup('Maintenance prévue', 'Le site sera indisponible dimanche de 2 h à 4 h.\nMerci de votre patience.');

    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: popup.title });
    await expect(dialog).toBeVisible();
    // Each line of the content on its own line.
    const content = dialog.locator('.popup__content');
    expect(await content.innerText()).toBe(
      'Le site sera indisponible dimanche de 2 h à 4 h.\nMerci de votre patience.',
    );
    // The page behind waits: the focus is in the message, on its close button.
    const close = dialog.getByRole('button', { name: 'Fermer' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill('quelquun@exemple.fr');

    // Closed, it stays closed in this tab.
    await loadLoginPage(page, () => page.reload());
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Another visitor sees it, and closes it with the button.
    const other = await visitor(browser);
    await other.goto('/');
    const again = other.getByRole('dialog', { name: popup.title });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: 'Fermer' }).click();
    await expect(again).toHaveCount(0);
    await other.context().close();
  });

  test('a new active message replaces the previous one; once deleted, the login page has none', async ({ browser }) => {
    const first = await createPopup('Premier message', 'Bienvenue.');
    const second = await createPopup('Second message', 'Nouvelle version du site.');

    const page = await visitor(browser);
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: second.title })).toBeVisible();
    await expect(page.getByRole('dialog', { name: first.title })).toHaveCount(0);
    await page.context().close();

    for (const id of created.splice(0)) {
      const res = await call(`/api/admin/popups/${id}`, { method: 'DELETE', token: admin.accessToken });
      expect(res.status).toBe(204);
    }
    await expect.poll(async () => (await call<{ popup: unknown }>('/api/popup')).body.popup).toBeNull();
    const after = await visitor(browser);
    await loadLoginPage(after, () => after.goto('/'));
    await expect(after.getByRole('dialog')).toHaveCount(0);
    await after.context().close();
  });
});
