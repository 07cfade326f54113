import type { Page } from '@playwright/test';
import type { TopTitle, TopTitles, VisitorStats } from '@streaming/contracts';
import { randomUUID } from 'node:crypto';
import { waitUntil } from '../support/wait-until.js';
import { demoTitleId, loadDemoCatalogue } from './support/demo-catalogue.js';
import { call, detail, expect, register, registerAdmin, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';

// /admin/analytics on the stack's own figures: this test sends visits and views (as members, through the
// route the player's pages use), waits until the analytics consumers counted them, then reads the screen.
// Other tests visit and view too: the figures asserted are at least what was sent here, and the titles
// are found by name, not by rank.

test.beforeAll(loadDemoCatalogue);

const MOVIE = 'Le Voyage dans la Lune';
const SERIES = 'Les Vampires';
/** Members who each view both titles (a view counts once per member and title an hour). */
const VIEWERS = 6;
const VISITS = 5;

const PARIS_DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** A Paris day as the chart's tooltips and table say it ("vendredi 27 novembre 2026", "mardi 1er décembre 2026"). */
const parisDay = (date: Date) => PARIS_DAY.format(date).replace(/ 1 /, ' 1er ');

/** The first number of a text, French digit groups read ("1 234 visiteurs": 1234). */
const figure = (text: string | null) => Number(/\d[\d\s\u202f]*/.exec(text ?? '')?.[0].replace(/\D/g, '') ?? NaN);

async function signInAs(page: Page, member: Member): Promise<void> {
  await skipDonationReminder(page, member);
  await signIn(page, member.email, member.password);
}

test.describe('admin analytics screen', () => {
  test('an admin reads the visitors, switches periods and tabs, reads the table and a bar’s tooltip from the keyboard', async ({ page }) => {
    test.setTimeout(90_000);
    const admin = await registerAdmin();
    const viewers = await Promise.all(Array.from({ length: VIEWERS }, () => register()));
    const movieId = await demoTitleId(viewers[0], 'movie', MOVIE);
    const seriesId = await demoTitleId(viewers[0], 'series', SERIES);
    const asAdmin = <T>(path: string) => call<T>(path, { token: admin.accessToken });

    const before = (await asAdmin<VisitorStats>('/api/admin/analytics/visitors?range=7d')).body;
    for (let i = 0; i < VISITS; i++) expect((await call('/api/visits', { body: { visitorId: randomUUID() } })).status).toBe(204);
    for (const viewer of viewers) {
      for (const body of [{ kind: 'movie', titleId: movieId }, { kind: 'series', titleId: seriesId }]) {
        const res = await call<{ counted: boolean }>('/api/views', { token: viewer.accessToken, body });
        expect({ status: res.status, counted: res.body.counted }).toEqual({ status: 200, counted: true });
      }
    }

    // The views reach analytics through its consumer: wait until the week's top lists count them.
    const views = (top: TopTitles, id: string) => top.items.find((item: TopTitle) => item.id === id)?.views ?? 0;
    await waitUntil(
      async () => {
        const [movies, series] = await Promise.all([
          asAdmin<TopTitles>('/api/admin/analytics/top?range=7d&kind=movie'),
          asAdmin<TopTitles>('/api/admin/analytics/top?range=7d&kind=series'),
        ]);
        return { movie: views(movies.body, movieId), series: views(series.body, seriesId) };
      },
      (counted) => counted.movie >= VIEWERS && counted.series >= VIEWERS,
      { timeoutMs: 30_000, what: 'the views to reach the top lists' },
    );
    const after = (await asAdmin<VisitorStats>('/api/admin/analytics/visitors?range=7d')).body;
    expect(after.uniqueVisitors).toBeGreaterThanOrEqual(before.uniqueVisitors + VISITS);

    await signInAs(page, admin);
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Statistiques', level: 1 })).toBeVisible();

    // The cards: the range's unique visitors and today's, and the two that are not measured.
    await expect(detail(page, 'Visiteurs uniques')).toContainText('sur les 7 derniers jours');
    expect(figure(await detail(page, 'Visiteurs uniques').textContent())).toBeGreaterThanOrEqual(after.uniqueVisitors);
    expect(figure(await detail(page, 'Visiteurs aujourd’hui').textContent())).toBeGreaterThanOrEqual(after.today.visitors);
    await expect(detail(page, 'Pages vues')).toContainText('Bientôt');
    await expect(detail(page, 'Temps moyen')).toContainText('Bientôt');

    // The chart: 7 bars of days, the trend with its arrow's word and percentage.
    const chart = page.getByRole('group', { name: 'Visiteurs par jour' });
    await expect(chart.getByRole('img')).toHaveCount(7);
    await expect(page.getByText(/^Tendance : (↑ En hausse|↓ En baisse|→ Stable)/)).toBeVisible();

    // The top 10 of the week: the tabs carry their counts; both titles are listed with their views.
    const top = page.getByRole('region', { name: 'Top 10 des contenus les plus regardés' });
    await expect(top.getByRole('tab', { name: /^Tous \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    const item = (title: string) => top.getByRole('listitem').filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(item(MOVIE)).toBeVisible();
    await expect(item(MOVIE).getByRole('link', { name: MOVIE })).toHaveAttribute('href', `/movie/${movieId}`);
    expect(figure(await item(MOVIE).getByText(/vues sur la période$/).textContent())).toBeGreaterThanOrEqual(VIEWERS);

    await top.getByRole('tab', { name: /^Films \(\d+\)$/ }).click();
    await expect(top.getByRole('tab', { name: /^Films/ })).toHaveAttribute('aria-selected', 'true');
    await expect(item(MOVIE).getByText(/^Film · \d+ vues sur la période$/)).toBeVisible();
    await expect(item(SERIES)).toHaveCount(0);

    await top.getByRole('tab', { name: /^Séries \(\d+\)$/ }).click();
    await expect(item(SERIES).getByRole('link', { name: SERIES })).toHaveAttribute('href', `/series/${seriesId}`);
    await expect(item(SERIES).getByText(/^Série · \d+ vues sur la période$/)).toBeVisible();
    await expect(item(MOVIE)).toHaveCount(0);

    // 30 days, then the year by months (12 or 13 bars, the table's first column says months).
    await page.getByRole('button', { name: '30 jours' }).click();
    await expect(page.getByRole('button', { name: '30 jours' })).toHaveAttribute('aria-pressed', 'true');
    await expect(detail(page, 'Visiteurs uniques')).toContainText('sur les 30 derniers jours');
    await expect(chart.getByRole('img')).toHaveCount(30);
    await expect(item(SERIES)).toBeVisible();

    await page.getByRole('button', { name: '1 an' }).click();
    await expect(detail(page, 'Visiteurs uniques')).toContainText('sur les 12 derniers mois');
    const months = page.getByRole('group', { name: 'Visiteurs par mois' });
    // 12 or 13 months (the first one cut where the 365 days begin), this month's with at least this test's visitors.
    await expect.poll(() => months.getByRole('img').count()).toBeGreaterThanOrEqual(12);
    expect(await months.getByRole('img').count()).toBeLessThanOrEqual(13);
    expect(figure((await months.getByRole('img').last().getAttribute('aria-label'))?.split(' : ')[1] ?? '')).toBeGreaterThanOrEqual(VISITS);
    await page.getByText('Voir les chiffres').click();
    await expect(page.getByRole('table').getByRole('columnheader', { name: 'Mois' })).toBeVisible();

    // Back to the week (already loaded: the figures stay open): the table's last row is today, with at least the visits sent.
    await page.getByRole('button', { name: '7 jours' }).click();
    const table = page.getByRole('table', { name: 'Visiteurs par jour' });
    await expect(table.getByRole('row')).toHaveCount(8);
    const today = parisDay(new Date());
    const todayRow = table.getByRole('row').last();
    await expect(todayRow.getByRole('rowheader')).toHaveText(today);
    expect(figure(await todayRow.getByRole('cell').textContent())).toBeGreaterThanOrEqual(after.today.visitors);

    // The keyboard: Tab from the period buttons reaches today's bar, whose tooltip shows; the left arrow goes to yesterday's.
    await page.getByRole('button', { name: '1 an' }).focus();
    await page.keyboard.press('Tab');
    const todayBar = chart.getByRole('img', { name: new RegExp(`^${today} : \\d+ visiteurs?$`) });
    await expect(todayBar).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(new RegExp(`^${today} : \\d+ visiteurs?$`));
    expect(figure((await page.getByRole('tooltip').textContent())?.split(' : ')[1] ?? '')).toBeGreaterThanOrEqual(after.today.visitors);
    await page.keyboard.press('ArrowLeft');
    const yesterday = parisDay(new Date(Date.now() - 24 * 3600 * 1000));
    await expect(page.getByRole('tooltip')).toHaveText(new RegExp(`^${yesterday} : \\d+ visiteurs?$`));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('shows a day of no visitor under the pointer, and keeps the focused bar when the window is resized', async ({ page }) => {
    const admin = await registerAdmin();
    // The week as the server counts it, but with nobody on its first day and 3 visitors on each other one.
    await page.route((url) => url.pathname === '/api/admin/analytics/visitors', async (route) => {
      const response = await route.fetch();
      const body: VisitorStats = await response.json();
      await route.fulfill({ response, json: { ...body, points: body.points.map((point, index) => ({ ...point, visitors: index === 0 ? 0 : 3 })) } });
    });
    await signInAs(page, admin);
    await page.goto('/admin/analytics');
    const chart = page.getByRole('group', { name: 'Visiteurs par jour' });
    const bars = chart.getByRole('img');
    await expect(bars).toHaveCount(7);
    await expect(bars.first()).toHaveAccessibleName(/ : 0 visiteur$/);

    // The first bar has no height to point at: the pointer in its column (where the next bars' spacing puts it) shows it.
    const [second, third] = [await bars.nth(1).boundingBox(), await bars.nth(2).boundingBox()];
    if (!second || !third) throw new Error('the second and third bars are not drawn');
    await page.mouse.move(2 * second.x - third.x + second.width / 2, second.y + second.height / 2);
    await expect(page.getByRole('tooltip')).toHaveText(/ : 0 visiteur$/);
    await page.mouse.move(second.x + second.width / 2, second.y + second.height / 2);
    await expect(page.getByRole('tooltip')).toHaveText(/ : 3 visiteurs$/);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // The day before today focused, then the window narrowed: Chartist draws the bars again, and that day keeps the
    // focus and its tooltip, and stays the bar Tab comes back to.
    await bars.last().focus();
    await page.keyboard.press('ArrowLeft');
    const dayBefore = bars.nth(5);
    const name = await dayBefore.getAttribute('aria-label');
    await expect(dayBefore).toBeFocused();
    const size = page.viewportSize() ?? { width: 1280, height: 720 };
    await page.setViewportSize({ width: size.width - 240, height: size.height });
    await expect(dayBefore).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(name ?? '');
    await page.keyboard.press('Shift+Tab');
    await expect(dayBefore).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dayBefore).toBeFocused();
  });

  test('says what failed and when the period has no view', async ({ page }) => {
    const admin = await registerAdmin();
    const path = (name: string) => (url: URL) => url.pathname === `/api/admin/analytics/${name}`;
    await page.route(path('visitors'), (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ status: 503, code: 'SERVICE_UNAVAILABLE', detail: 'Service indisponible' }) }),
    );
    await page.route(path('top'), async (route) => {
      const kind = new URL(route.request().url()).searchParams.get('kind');
      if (kind === 'anime') {
        await route.fulfill({ status: 503, contentType: 'application/problem+json', body: JSON.stringify({ status: 503, code: 'SERVICE_UNAVAILABLE' }) });
        return;
      }
      const response = await route.fetch();
      const body = (await response.json()) as TopTitles;
      await route.fulfill({ response, json: kind === 'series' ? { ...body, items: [] } : body });
    });
    await signInAs(page, admin);
    await page.goto('/admin/analytics');
    await expect(page.getByText('Erreur lors du chargement des statistiques')).toBeVisible();
    await expect(page.getByText('Erreur lors du chargement des données d’évolution')).toBeVisible();
    const top = page.getByRole('region', { name: 'Top 10 des contenus les plus regardés' });
    await top.getByRole('tab', { name: /^Séries/ }).click();
    await expect(top.getByText('Aucune vue sur la période')).toBeVisible();
    await top.getByRole('tab', { name: /^Animés/ }).click();
    await expect(top.getByText('Erreur lors du chargement des contenus populaires')).toBeVisible();
    // The spec's panels for what is not measured.
    for (const title of ['Tendances par Genre', 'Répartition géographique', 'Types d’appareils', 'Heures de pointe', 'Fonctionnalités à venir']) {
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    }
  });
});
