import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { seekValueText } from '../../web/src/features/player/rules/time.js';
import { randomIp } from '../api/support/api-client.js';
import { baseUrl, expect, passTime, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';
import {
  clickPicture, createMovie, createSeries, currentSrc, currentTime, isPaused, LONG, LONG_CLIP_PATH, playedPast, routeClip, SAMPLE, seekBar, signedInMember, titlesAdmin, unique, videoOf,
} from './support/media.js';

// The player through the real SPA and gateway: the sample clip the gateway serves (12 s), and a longer
// clip (60 s, made for these tests with ffmpeg's test pattern) that the browser gets from a route of
// the test, because the resume rules need a video longer than 12 s (resume only under duration − 10 s).

const HLS_DIR = fileURLToPath(new URL('./fixtures/hls/', import.meta.url));
const HLS_PATH = '/e2e-media/hls/index.m3u8';

/** An HLS playlist of 5 MPEG-TS segments of 4 s (H.264/AAC, made with ffmpeg for these tests). */
async function routeHls(context: BrowserContext): Promise<void> {
  await context.route('**/e2e-media/hls/*', async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (!/^(index\.m3u8|segment\d\.ts)$/.test(name)) return route.fulfill({ status: 404 });
    const type = name.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : 'video/mp2t';
    await route.fulfill({ status: 200, body: readFileSync(`${HLS_DIR}${name}`), headers: { 'content-type': type } });
  });
}

/** Scripts of the SPA the page asked for (to see which chunks were loaded). */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

let admin: Member;
test.beforeAll(async () => {
  // Starts the grant-admin command: slow on a busy machine.
  test.setTimeout(90_000);
  admin = await titlesAdmin();
});

test.describe('player', () => {
  // Real playback takes its time (the clips play at normal speed), more so on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('plays the sample clip, seeks with the keyboard and switches VF / VOSTFR keeping the position', async ({ page, context }) => {
    await routeClip(context);
    const scripts = scriptRequests(page);
    await signedInMember(page);
    const title = unique('Film lecteur');
    const id = await createMovie(admin, title, { videoUrlVf: SAMPLE(), videoUrlVostfr: LONG() });
    await page.goto(`/movie/${id}`);

    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await expect(player.getByRole('button', { name: 'VF', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(seekBar(player)).toHaveAttribute('aria-valuetext', '0 seconde sur 12 secondes');
    expect(await currentSrc(player)).toBe(SAMPLE());

    // The player takes no focus by itself when the page opens.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // The big play button goes away once playing: the keys still work (space pauses).
    await player.getByRole('button', { name: `Lire ${title}` }).click();
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await playedPast(player, 0.5);
    await page.keyboard.press(' ');
    await expect(player.getByRole('button', { name: 'Lecture', exact: true })).toBeVisible();

    // A click on the picture plays, another pauses; the keys work from there.
    await clickPicture(page, player);
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await clickPicture(page, player);
    await expect(player.getByRole('button', { name: 'Lecture', exact: true })).toBeVisible();

    // Keyboard: digits jump to tenths, arrows move by 10 s (kept inside the video).
    await page.keyboard.press('5');
    await expect.poll(() => currentTime(player)).toBeCloseTo(6, 1);
    await expect(seekBar(player)).toHaveAttribute('aria-valuetext', '6 secondes sur 12 secondes');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentTime(player)).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentTime(player)).toBeCloseTo(10, 1);
    await expect(seekBar(player)).toHaveAttribute('aria-valuetext', '10 secondes sur 12 secondes');
    await page.keyboard.press('5');
    await expect.poll(() => currentTime(player)).toBeCloseTo(6, 1);

    // VOSTFR: the other file, at the same position.
    await player.getByRole('button', { name: 'VOSTFR', exact: true }).click();
    await expect(player.getByRole('button', { name: 'VOSTFR', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => currentSrc(player)).toBe(LONG());
    await expect(seekBar(player)).toHaveAttribute('aria-valuetext', seekValueText(6, 60));
    expect(await currentTime(player)).toBeCloseTo(6, 1);
    await seekBar(player).focus();
    await page.keyboard.press('ArrowRight');
    await expect(seekBar(player)).toHaveAttribute('aria-valuetext', '16 secondes sur 1 minute');

    // Space plays from the seek bar, M mutes, the speed menu changes the rate.
    await page.keyboard.press(' ');
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await page.keyboard.press('m');
    await expect(player.getByRole('button', { name: 'Rétablir le son' })).toHaveAttribute('aria-pressed', 'true');
    await player.getByRole('button', { name: /^Vitesse de lecture/ }).click();
    await page.getByRole('menuitemradio', { name: '1,5×' }).click();
    await expect(player.getByRole('button', { name: 'Vitesse de lecture : 1,5×' })).toBeVisible();
    expect(await videoOf(player).evaluate((video: HTMLVideoElement) => video.playbackRate)).toBe(1.5);

    // The cast menu says Chromecast is unavailable here (no internet) and playback goes on.
    await player.getByRole('button', { name: 'Diffuser sur un téléviseur' }).click();
    await expect(player.getByText('Chromecast non disponible')).toBeVisible({ timeout: 15_000 });
    expect(await isPaused(player)).toBe(false);

    // The player came in its own chunk; hls.js was never loaded for these WebM files.
    expect(scripts.some((path) => /\/assets\/Player-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/assets\/hls-[\w-]+\.js$/.test(path))).toEqual([]);
  });

  test('a title with only one version shows that one playing, and the other unavailable', async ({ page, context }) => {
    await routeClip(context);
    await signedInMember(page);
    const title = unique('Film VOSTFR seul');
    const id = await createMovie(admin, title, { videoUrlVostfr: LONG() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    // VF is the default, but the film has none: what plays (its VOSTFR file) is what the switch says.
    await expect(player.getByRole('button', { name: 'VOSTFR', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByRole('button', { name: 'VF (indisponible)', exact: true })).toBeDisabled();
    await expect.poll(() => currentSrc(player)).toContain(LONG_CLIP_PATH);
  });

  test('plays an HLS playlist through hls.js, loaded for it', async ({ page, context }) => {
    await routeHls(context);
    const scripts = scriptRequests(page);
    await signedInMember(page);
    const title = unique('Film HLS');
    const id = await createMovie(admin, title, { videoUrlVf: `${baseUrl()}${HLS_PATH}` });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await expect(seekBar(player)).toHaveAttribute('aria-valuetext', '0 seconde sur 20 secondes');
    // hls.js feeds the element through Media Source Extensions: its source is a blob: URL.
    expect(await currentSrc(player)).toMatch(/^blob:/);
    expect(scripts.some((path) => /\/assets\/hls-[\w-]+\.js$/.test(path))).toBe(true);
    await player.getByRole('button', { name: 'Lecture', exact: true }).click();
    await playedPast(player, 1);
    await seekBar(player).focus();
    await page.keyboard.press('ArrowRight');
    await playedPast(player, 11);
  });

  test('resumes at the saved position after a reload and on another device', async ({ page, context, browser }) => {
    await routeClip(context);
    const m = await signedInMember(page);
    const title = unique('Film reprise');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await player.getByRole('button', { name: 'Lecture', exact: true }).click();
    await playedPast(player, 0.3);
    await seekBar(player).focus();
    await page.keyboard.press('5');
    await playedPast(player, 31);
    // A pause saves the position on the server.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/me/progress') && response.request().method() === 'PUT');
    await player.getByRole('button', { name: 'Pause', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const position = await currentTime(player);

    // The same browser: back at the position after a reload.
    await page.reload();
    await expect(page.getByText(/^Reprise de la lecture à 0:3\d$/)).toBeAttached();
    await expect.poll(() => currentTime(page)).toBeCloseTo(position, 0);

    // Another device: a new browser context (nothing kept locally) resumes from the server's copy.
    const other = await browser.newContext({ baseURL: baseUrl(), locale: 'fr-FR', extraHTTPHeaders: { 'x-forwarded-for': randomIp() } });
    await routeClip(other);
    const phone = await other.newPage();
    await skipDonationReminder(phone, m);
    await signIn(phone, m.email, m.password);
    // Nothing kept in this browser: the position can only come from the server.
    expect(await phone.evaluate(() => Object.keys(window.localStorage).some((key) => key.startsWith('streaming:position:')))).toBe(false);
    await phone.goto(`/movie/${id}`);
    await expect.poll(() => currentTime(phone)).toBeCloseTo(position, 0);
    await other.close();
  });

  test('a series moves on to the next episode after 3 s, across seasons, and marks the one watched', async ({ page }) => {
    await page.clock.install();
    await signedInMember(page);
    const title = unique('Série lecteur');
    const { id } = await createSeries(admin, title, [
      { seasonNumber: 1, episodeNumber: 1, title: 'Le Début', videoUrlVf: SAMPLE() },
      { seasonNumber: 2, episodeNumber: 1, title: 'La Suite', videoUrlVf: SAMPLE() },
    ]);
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/views') && request.method() === 'POST') views.push(request.postData() ?? '');
    });
    await page.goto(`/series/${id}`);
    await expect(page.getByText('En lecture : S1 · É1 – Le Début')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Épisode précédent' })).toBeDisabled();

    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title} – S1 · É1 – Le Début` });
    await player.getByRole('button', { name: 'Lecture', exact: true }).click();
    await playedPast(player, 0.3);
    await seekBar(player).focus();
    await page.keyboard.press('9');
    await expect(page.getByText(/^Épisode suivant dans \d s : S2 · É1 – La Suite$/)).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('En lecture : S2 · É1 – La Suite')).toBeVisible({ timeout: 6_000 });
    await expect(page.getByRole('tab', { name: 'Saison 2' })).toHaveAttribute('aria-selected', 'true');
    const next = page.getByRole('region', { name: `Lecteur vidéo : ${title} – S2 · É1 – La Suite` });
    await expect(next.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Épisode suivant' })).toBeDisabled();

    // The finished episode is marked in its season.
    await page.getByRole('tab', { name: 'Saison 1' }).click();
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toContainText('Vu');

    // Previous goes back across the season; cancelling the countdown stays on the episode.
    await page.getByRole('button', { name: 'Épisode précédent' }).click();
    await expect(page.getByText('En lecture : S1 · É1 – Le Début')).toBeVisible();
    const again = page.getByRole('region', { name: `Lecteur vidéo : ${title} – S1 · É1 – Le Début` });
    await playedPast(again, 0.3);
    await seekBar(again).focus();
    await page.keyboard.press('9');
    await page.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByRole('group', { name: 'Épisode suivant' })).toHaveCount(0);
    await passTime(page, 3_500);
    await expect(page.getByText('En lecture : S1 · É1 – Le Début')).toBeVisible();

    // One view for the visit, whatever was played.
    expect(views).toHaveLength(1);
    expect(JSON.parse(views[0])).toMatchObject({ kind: 'series', titleId: id });
  });

  test('playing on is not sent back to where it was when the page refreshes the progress', async ({ page, context }) => {
    await page.clock.install();
    await routeClip(context);
    await signedInMember(page);
    const title = unique('Film sans retour');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await player.getByRole('button', { name: `Lire ${title}` }).click();
    await playedPast(player, 0.3);
    await videoOf(player).evaluate((video: HTMLVideoElement) => {
      video.dataset.seeks = '0';
      video.addEventListener('seeking', () => (video.dataset.seeks = String(Number(video.dataset.seeks) + 1)));
    });
    // Over 90 %: the save marks the film completed and the page asks for the progress again.
    const refetched = page.waitForResponse((response) => response.url().endsWith(`/api/me/progress/movie/${id}`) && response.request().method() === 'GET');
    await page.keyboard.press('9');
    await refetched;
    // A second for the page to use the answer (its timers run at once), then a look.
    await passTime(page, 1_000);
    // The member's own seek only.
    await expect(videoOf(player)).toHaveAttribute('data-seeks', '1');
  });
});
