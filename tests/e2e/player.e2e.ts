import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { seekValueText } from '../../web/src/features/player/rules/time.js';
import { randomIp } from '../api/support/api-client.js';
import { baseUrl, expect, signIn, skipDonationReminder, test, type Member } from './support/fixtures.js';
import {
  createMovie, createSeries, currentSrc, currentTime, isPaused, LONG, LONG_CLIP_PATH, LONG_CLIP_SIZE, playedPast, routeClip, SAMPLE, seekBar, serveClip, signedInMember, titlesAdmin, unique, videoOf,
} from './support/media.js';

// The player through the real SPA and gateway: the sample clip the gateway serves (12 s), and a longer
// clip (60 s, made for these tests with ffmpeg's test pattern) that the browser gets from a route of
// the test, because the resume rules need a video longer than 12 s (resume only under duration − 10 s).

const BROKEN_PATH = '/e2e-media/broken.webm';
const METADATA_ONLY_PATH = '/e2e-media/metadata-only.webm';
/** The start of the long clip: what the browser reads before it has the metadata (about its first 14 s). */
const METADATA_BYTES = 80_000;
/**
 * A stand-in for Google's Cast sender script: the API is there, and its device picker is closed by the
 * member (the SDK rejects with the code 'cancel').
 */
const FAKE_CAST_SENDER = `
  window.cast = { framework: { CastContext: { getInstance: () => ({
    setOptions() {},
    requestSession: () => Promise.reject('cancel'),
    getCurrentSession: () => null,
    endCurrentSession() {},
  }) } } };
  window.chrome = window.chrome || {};
  window.chrome.cast = { AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' }, media: { DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845' } };
  window.__onGCastApiAvailable(true);
`;
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

/** A click on the picture, as a member does with the mouse: it plays or pauses. */
async function clickPicture(page: Page, player: Locator): Promise<void> {
  const box = await videoOf(player).boundingBox();
  if (!box) throw new Error('the video is not on the screen');
  // The upper part: the controls are at the bottom.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 4);
}

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
    await page.waitForTimeout(3_500);
    await expect(page.getByText('En lecture : S1 · É1 – Le Début')).toBeVisible();

    // One view for the visit, whatever was played.
    expect(views).toHaveLength(1);
    expect(JSON.parse(views[0])).toMatchObject({ kind: 'series', titleId: id });
  });

  test('a source lost in the middle of playback is tried again, and playing goes on from where it was', async ({ page, context }) => {
    test.setTimeout(90_000);
    // The clip in 32 kB ranges served slowly (a far seek must ask the host), then the host goes away for a while.
    let down = false;
    await context.route(`**${LONG_CLIP_PATH}`, async (route) => {
      if (down) return route.abort('connectionreset');
      await new Promise((resolve) => setTimeout(resolve, 400));
      if (down) return route.abort('connectionreset');
      await serveClip(32 * 1024)(route);
    });
    await signedInMember(page);
    const title = unique('Film coupé');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await player.getByRole('button', { name: 'Lecture', exact: true }).click();
    await playedPast(player, 1);

    down = true;
    // Far ahead: what is not loaded yet has to come from the host, which is gone.
    await seekBar(player).focus();
    await page.keyboard.press('8');
    // The browser waits on the dead connection without an error: after 15 s of it the player counts a
    // network error and applies the later policy, 3 tries 1.5 s apart (spec section 9), said in French.
    await expect(player.getByText(/Nouvelle tentative \d sur 3/)).toBeVisible({ timeout: 30_000 });
    down = false;
    await expect(player.getByText(/Nouvelle tentative/)).toHaveCount(0, { timeout: 30_000 });
    await expect(player.getByRole('alert')).toHaveCount(0);
    // From the position asked for (48 s), not from where the data had stopped (about 1 s).
    await playedPast(player, 48.5);
  });

  test('a broken source shows the French error, and Réessayer plays it once it works', async ({ page, context }) => {
    test.setTimeout(90_000);
    let broken = true;
    await context.route(`**${BROKEN_PATH}`, async (route) => {
      if (broken) await route.fulfill({ status: 404, body: 'absent', headers: { 'content-type': 'text/plain' } });
      else await serveClip()(route);
    });
    await signedInMember(page);
    const title = unique('Film cassé');
    const id = await createMovie(admin, title, { videoUrlVf: `${baseUrl()}${BROKEN_PATH}` });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    // Ten automatic retries, 2 s apart, before the error is shown.
    await expect(player.getByText('Nouvelle tentative 1 sur 10')).toBeVisible();
    const alert = player.getByRole('alert');
    await expect(alert).toContainText('Impossible de lire cette vidéo', { timeout: 40_000 });
    await expect(player.getByText('Nouvelle tentative')).toHaveCount(0);

    broken = false;
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(alert).toHaveCount(0);
    await expect(seekBar(player)).toHaveAttribute('aria-valuetext', '0 seconde sur 1 minute');
    await player.getByRole('button', { name: 'Lecture', exact: true }).click();
    await playedPast(player, 0.5);
  });

  test('the controls hide after 3 s of playback though one was clicked, cannot be clicked hidden, and stay for keyboard focus', async ({ page, context }) => {
    await routeClip(context);
    await signedInMember(page);
    const title = unique('Film commandes');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    const controls = player.getByRole('group', { name: 'Commandes du lecteur' });

    // The mouse clicks Lecture and stays there: the controls go all the same.
    await player.getByRole('button', { name: 'Lecture', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeFocused();
    await expect(controls).toHaveCSS('opacity', '0', { timeout: 6_000 });
    await expect(controls).toHaveCSS('pointer-events', 'none');

    // Moving the pointer brings them back; a control reached with the keyboard keeps them.
    const box = await videoOf(player).boundingBox();
    if (!box) throw new Error('the video is not on the screen');
    await page.mouse.move(box.x + 20, box.y + 20);
    await expect(controls).toHaveCSS('opacity', '1');
    await expect(controls).toHaveCSS('pointer-events', 'auto');
    await page.keyboard.press('Tab');
    await expect(player.getByRole('button', { name: 'Reculer de 10 secondes' })).toBeFocused();
    await page.waitForTimeout(4_000);
    await expect(controls).toHaveCSS('opacity', '1');
    expect(await isPaused(player)).toBe(false);

    // The speed menu closes when Tab takes focus out of it.
    await player.getByRole('button', { name: /^Vitesse de lecture/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Normale' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(player.getByRole('button', { name: 'Diffuser sur un téléviseur' })).toBeFocused();
    await expect(page.getByRole('menu', { name: 'Vitesse de lecture' })).toHaveCount(0);
  });

  test('fullscreen works with the prefixed method of older Safari and the video alone of iPhones, and says when it cannot', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    // Safari before 16.4: no standard method on elements.
    await page.addInitScript(() => Reflect.deleteProperty(Element.prototype, 'requestFullscreen'));
    await signedInMember(page);
    const title = unique('Film plein écran');
    const id = await createMovie(admin, title, { videoUrlVf: SAMPLE() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await expect(seekBar(player)).toHaveAttribute('aria-valuetext', '0 seconde sur 12 secondes');

    const enter = player.getByRole('button', { name: 'Plein écran', exact: true });
    const leave = player.getByRole('button', { name: 'Quitter le plein écran' });
    await enter.click();
    await expect(leave).toBeVisible();
    await page.keyboard.press('f');
    await expect(enter).toBeVisible();

    // An iPhone: no fullscreen for the player's box, the video alone goes to the system player (here a
    // stand-in with Safari's methods and events, which Chromium lacks).
    await page.evaluate(() => {
      Reflect.deleteProperty(Element.prototype, 'webkitRequestFullscreen');
      Object.defineProperties(HTMLVideoElement.prototype, {
        webkitDisplayingFullscreen: {
          configurable: true,
          get(this: HTMLVideoElement) {
            return this.dataset.systemFullscreen === 'true';
          },
        },
        webkitEnterFullscreen: {
          configurable: true,
          value(this: HTMLVideoElement) {
            this.dataset.systemFullscreen = 'true';
            this.dispatchEvent(new Event('webkitbeginfullscreen'));
          },
        },
      });
    });
    await enter.click();
    await expect(videoOf(player)).toHaveAttribute('data-system-fullscreen', 'true');
    await expect(leave).toBeAttached();
    // The system player's own button ends it.
    await videoOf(player).evaluate((video: HTMLVideoElement) => {
      delete video.dataset.systemFullscreen;
      video.dispatchEvent(new Event('webkitendfullscreen'));
    });
    await expect(enter).toBeVisible();
    await expect(player.getByText('Plein écran indisponible')).toHaveCount(0);

    // No way at all: said in French, no error.
    await page.evaluate(() => Reflect.deleteProperty(HTMLVideoElement.prototype, 'webkitEnterFullscreen'));
    await enter.click();
    await expect(player.getByText('Plein écran indisponible')).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('playing on is not sent back to where it was when the page refreshes the progress', async ({ page, context }) => {
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
    await page.waitForTimeout(1_000);
    // The member's own seek only.
    await expect(videoOf(player)).toHaveAttribute('data-seeks', '1');
  });

  test('a source whose metadata loads but whose pictures never come gives up after 3 tries, and offers Réessayer', async ({ page, context }) => {
    test.setTimeout(90_000);
    // The host answers the start (the metadata) and the end of the file (its index, read with the metadata)
    // and has lost the rest: every reload loads the metadata again, and going further fails at once.
    await context.route(`**${METADATA_ONLY_PATH}`, async (route) => {
      const start = Number(/^bytes=(\d+)-/.exec(route.request().headers().range ?? '')?.[1] ?? 0);
      if (start === 0) return serveClip(METADATA_BYTES)(route);
      if (start >= LONG_CLIP_SIZE - 32 * 1024) return serveClip()(route);
      await route.fulfill({ status: 404, body: 'absent', headers: { 'content-type': 'text/plain' } });
    });
    await signedInMember(page);
    const title = unique('Film sans images');
    const id = await createMovie(admin, title, { videoUrlVf: `${baseUrl()}${METADATA_ONLY_PATH}` });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await expect(seekBar(player)).toHaveAttribute('aria-valuetext', '0 seconde sur 1 minute');
    await seekBar(player).focus();
    await page.keyboard.press('8');
    // Each reload goes back to 48 s, fails again, and uses up one of the 3 retries.
    await expect(player.getByText('Nouvelle tentative 1 sur 3')).toBeVisible();
    const alert = player.getByRole('alert');
    await expect(alert).toContainText('Erreur réseau. Vérifiez votre connexion et réessayez.', { timeout: 30_000 });
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(player.getByText('Nouvelle tentative')).toHaveCount(0);
  });

  test('opening the trailer pauses the film', async ({ page, context }) => {
    await routeClip(context);
    await signedInMember(page);
    const title = unique('Film bande-annonce');
    const id = await createMovie(admin, title, { videoUrlVf: LONG(), trailerUrl: SAMPLE() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await player.getByRole('button', { name: 'Lecture', exact: true }).click();
    await playedPast(player, 0.3);
    await page.getByRole('button', { name: 'Bande-annonce' }).click();
    const trailer = page.getByRole('dialog', { name: `Bande-annonce : ${title}` });
    await expect(trailer.getByLabel(`Bande-annonce de ${title}`)).toBeVisible();
    expect(await isPaused(player)).toBe(true);
  });

  test('Chromecast: the sender script is added once though it came after the wait, and closing the device picker is no error', async ({ page }) => {
    // The sender script comes late (after the menu gave up waiting), and is a stand-in whose picker the member closes.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('https://www.gstatic.com/cv/js/sender/**', async (route) => {
      await released;
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_CAST_SENDER });
    });
    await signedInMember(page);
    const title = unique('Film cast');
    const id = await createMovie(admin, title, { videoUrlVf: SAMPLE() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    const castButton = player.getByRole('button', { name: 'Diffuser sur un téléviseur' });
    const senderScripts = () => page.locator('script[src^="https://www.gstatic.com/cv/js/sender/"]').count();

    await castButton.click();
    await expect(player.getByText('Recherche de Chromecast…')).toBeVisible();
    await expect(player.getByText('Chromecast non disponible')).toBeVisible({ timeout: 15_000 });
    // Closed and opened again: a new try, which waits for the same script.
    await castButton.click();
    await castButton.click();
    await expect(player.getByText('Recherche de Chromecast…')).toBeVisible();
    expect(await senderScripts()).toBe(1);

    release();
    const chromecast = player.getByRole('button', { name: 'Chromecast', exact: true });
    await chromecast.click();
    await page.waitForTimeout(500);
    await expect(chromecast).toBeVisible();
    await expect(player.getByText("Impossible d'établir une session de cast")).toHaveCount(0);
    expect(await senderScripts()).toBe(1);
  });
});
