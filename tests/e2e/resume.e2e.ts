import type { Locator, Page } from '@playwright/test';
import type { HistoryEntryView, Page as ApiPage, TitleProgress } from '@streaming/contracts';
import { baseUrl, call, expect, signIn, signOutFromMenu, skipDonationReminder, register, test, type Member } from './support/fixtures.js';
import { createMovie, createSeries, currentTime, LONG, playedPast, routeClip, seekBar, signedInMember, titlesAdmin, unique } from './support/media.js';

// Where playback starts again, and what the server is told, through the real SPA, gateway and
// engagement: the history's 'Reprendre' on an episode, a finished episode, a removed entry, a shared
// browser, a film finished on another device, a page opened and left without playing, and an episode
// left for the next one.

let admin: Member;
test.beforeAll(async () => {
  // Starts the grant-admin command: slow on a busy machine.
  test.setTimeout(90_000);
  admin = await titlesAdmin();
});

async function saveProgress(member: Member, body: Record<string, unknown>): Promise<void> {
  const res = await call('/api/me/progress', { method: 'PUT', token: member.accessToken, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function history(member: Member): Promise<HistoryEntryView[]> {
  const res = await call<ApiPage<HistoryEntryView>>('/api/me/history', { token: member.accessToken });
  expect(res.status).toBe(200);
  return res.body.items;
}

const playerOf = (page: Page, label: string) => page.getByRole('region', { name: `Lecteur vidéo : ${label}` });

/** Plays the film from its page and puts it at 30 % of the 60 s clip (18 s); it goes on playing. */
async function playTo18s(page: Page, id: string, title: string): Promise<Locator> {
  await page.goto(`/movie/${id}`);
  const player = playerOf(page, title);
  await player.getByRole('button', { name: 'Lecture', exact: true }).click();
  await playedPast(player, 0.3);
  await seekBar(player).focus();
  await page.keyboard.press('3');
  await playedPast(player, 18);
  return player;
}

/** Plays the film to 18 s and pauses (a save on the server). */
async function watchTo18s(page: Page, id: string, title: string): Promise<void> {
  const player = await playTo18s(page, id, title);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/progress') && response.request().method() === 'PUT');
  await player.getByRole('button', { name: 'Pause', exact: true }).click();
  expect((await saved).status()).toBe(200);
}

/** The film's page starts at the beginning: no resume announced, the video at 0 once it can play. */
async function expectStartsOver(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`/movie/${id}`);
  const player = playerOf(page, title);
  await expect(player.getByRole('button', { name: 'Lecture', exact: true }).first()).toBeVisible();
  await expect.poll(() => page.locator('video.player__video').evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  await expect(page.getByText(/^Reprise de la lecture à/)).toHaveCount(0);
  expect(await currentTime(player)).toBe(0);
}

test.describe('resume', () => {
  test.describe.configure({ timeout: 60_000 });

  test("'Reprendre' in the history opens the series on that episode; a finished episode opens the next one", async ({ page, context }) => {
    await routeClip(context);
    const member = await signedInMember(page);
    const title = unique('Série reprise');
    const { id, episodeIds } = await createSeries(admin, title, [
      { seasonNumber: 1, episodeNumber: 1, title: 'Un', videoUrlVf: LONG() },
      { seasonNumber: 1, episodeNumber: 2, title: 'Deux', videoUrlVf: LONG() },
      { seasonNumber: 1, episodeNumber: 3, title: 'Trois', videoUrlVf: LONG() },
    ]);
    // Oldest first: the third episode half watched, then the second, then the first watched to its end.
    await saveProgress(member, { kind: 'episode', titleId: id, episodeId: episodeIds[2], positionSeconds: 30, durationSeconds: 60 });
    await saveProgress(member, { kind: 'episode', titleId: id, episodeId: episodeIds[1], positionSeconds: 20, durationSeconds: 60 });
    await saveProgress(member, { kind: 'episode', titleId: id, episodeId: episodeIds[0], positionSeconds: 60, durationSeconds: 60, ended: true });

    // The series page opens after the episode watched last, which was finished.
    await page.goto(`/series/${id}`);
    await expect(page.getByText('En lecture : S1 · É2 – Deux', { exact: true })).toBeVisible();

    // /history: each entry resumes its own episode.
    await page.goto('/history');
    const items = page.getByRole('list', { name: 'Titres regardés' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(2)).toContainText('S1 · É3 – Trois');
    await items.nth(2).getByRole('link', { name: `Reprendre ${title}` }).click();
    await expect(page).toHaveURL(`${baseUrl()}/series/${id}?episode=${episodeIds[2]}`);
    await expect(page.getByText('En lecture : S1 · É3 – Trois', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Reprise de la lecture à 0:30$/)).toBeAttached();

    // Another episode picked in the list: a reload stays on it.
    await page.getByRole('button', { name: /^Épisode 1\s*Un/ }).click();
    await expect(page).toHaveURL(`${baseUrl()}/series/${id}?episode=${episodeIds[0]}`);
    await page.reload();
    await expect(page.getByText('En lecture : S1 · É1 – Un', { exact: true })).toBeVisible();
  });

  test('a film finished on another device starts over on this one', async ({ page, context }) => {
    await routeClip(context);
    const member = await signedInMember(page);
    const title = unique('Film fini ailleurs');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });
    await watchTo18s(page, id, title);

    // Watched to its end on a phone.
    await saveProgress(member, { kind: 'movie', titleId: id, positionSeconds: 60, durationSeconds: 60, ended: true });
    await expectStartsOver(page, id, title);
  });

  test('a history entry removed, or the whole history cleared, is not resumed from this browser', async ({ page, context }) => {
    await routeClip(context);
    await signedInMember(page);
    const title = unique('Film oublié');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });

    await watchTo18s(page, id, title);
    await page.goto('/history');
    await page.getByRole('button', { name: `Retirer ${title} de l’historique` }).click();
    await expect(page.getByText('Votre historique est vide', { exact: true })).toBeVisible();
    await expectStartsOver(page, id, title);

    await watchTo18s(page, id, title);
    await page.goto('/history');
    await page.getByRole('button', { name: 'Tout effacer', exact: true }).click();
    await page.getByRole('dialog', { name: 'Effacer tout l’historique ?' }).getByRole('button', { name: 'Tout effacer', exact: true }).click();
    await expect(page.getByText('Votre historique est vide', { exact: true })).toBeVisible();
    await expectStartsOver(page, id, title);
  });

  test("on a shared browser, a member never resumes at another member's position", async ({ page, context }) => {
    await routeClip(context);
    const first = await signedInMember(page);
    const title = unique('Film partagé');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });
    await watchTo18s(page, id, title);
    await signOutFromMenu(page, first.email);

    const second = await register();
    await skipDonationReminder(page, second);
    await signIn(page, second.email, second.password);
    await expectStartsOver(page, id, title);
    // Nothing of the first member's film came into the second one's history either.
    await page.goto('/home');
    expect(await history(second)).toEqual([]);
  });

  test('a film opened at its resume point and left without playing keeps its history as it was', async ({ page, context }) => {
    await routeClip(context);
    const member = await signedInMember(page);
    const title = unique('Film entrouvert');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });
    await saveProgress(member, { kind: 'movie', titleId: id, positionSeconds: 30, durationSeconds: 60 });
    const [before] = await history(member);

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/me/progress') && request.method() === 'PUT') saves.push(request.postData() ?? '');
    });
    await page.goto(`/movie/${id}`);
    await expect(page.getByText(/^Reprise de la lecture à 0:30$/)).toBeAttached();
    await expect.poll(() => currentTime(page)).toBeCloseTo(30, 0);
    // Leaving the page.
    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1, name: 'Historique' })).toBeVisible();

    expect(saves).toEqual([]);
    const [after] = await history(member);
    expect(after.updatedAt).toBe(before.updatedAt);
    expect(after.positionSeconds).toBe(30);
  });

  test("a film left for the home page is in 'Reprendre la lecture' where it was left", async ({ page, context }) => {
    await routeClip(context);
    await signedInMember(page);
    const title = unique('Film quitté');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });
    await playTo18s(page, id, title);
    // The race the home row must win, made certain: the save made on leaving reaches the server only
    // once the row's first request has read the history, and that first answer is held back until the
    // save is kept (a busy machine does that on its own, now and then).
    let historyRead = () => {};
    const firstHistoryRead = new Promise<void>((resolve) => (historyRead = resolve));
    let saveKept = () => {};
    const leavingSaveKept = new Promise<void>((resolve) => (saveKept = resolve));
    await page.route('**/api/me/progress', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      await firstHistoryRead;
      const response = await route.fetch();
      saveKept();
      await route.fulfill({ response }).catch(() => undefined);
    });
    let firstRead = true;
    await page.route('**/api/me/history?*', async (route) => {
      const response = await route.fetch();
      if (firstRead) {
        firstRead = false;
        historyRead();
        await leavingSaveKept;
      }
      // The page may have given up this request (cancelled, to ask again).
      await route.fulfill({ response }).catch(() => undefined);
    });

    // Still playing (no pause, under 30 s of playback: nothing saved yet); the logo leads home.
    await page.getByRole('link', { name: /accueil$/ }).click();
    const row = page.getByRole('region', { name: 'Reprendre la lecture', exact: true });
    const card = row.getByRole('listitem').filter({ hasText: title });
    await expect(card.getByRole('progressbar', { name: /^Vu à 3\d %$/ })).toBeVisible();
  });

  test('an episode left for the next one is saved on the server where it was left', async ({ page, context }) => {
    await routeClip(context);
    const member = await signedInMember(page);
    const title = unique('Série suivante');
    const { id, episodeIds } = await createSeries(admin, title, [
      { seasonNumber: 1, episodeNumber: 1, title: 'Un', videoUrlVf: LONG() },
      { seasonNumber: 1, episodeNumber: 2, title: 'Deux', videoUrlVf: LONG() },
    ]);
    await page.goto(`/series/${id}`);
    const player = playerOf(page, `${title} – S1 · É1 – Un`);
    await player.getByRole('button', { name: 'Lecture', exact: true }).click();
    await playedPast(player, 0.3);
    await seekBar(player).focus();
    await page.keyboard.press('2');
    await playedPast(player, 12.5);

    // 'Épisode suivant' while the first one plays (no pause, under 30 s of playback: no save yet).
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/me/progress') && request.method() === 'PUT');
    await page.getByRole('button', { name: 'Épisode suivant' }).click();
    expect(JSON.parse((await saved).postData() ?? '{}')).toMatchObject({ episodeId: episodeIds[0] });
    await expect(page.getByText('En lecture : S1 · É2 – Deux', { exact: true })).toBeVisible();

    await expect
      .poll(async () => {
        const res = await call<TitleProgress>(`/api/me/progress/series/${id}`, { token: member.accessToken });
        return res.body.entries.find((entry) => entry.episodeId === episodeIds[0])?.positionSeconds ?? 0;
      })
      .toBeGreaterThan(12);
  });
});
