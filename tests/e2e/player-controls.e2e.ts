import { expect, nextFrame, passTime, test, type Member } from './support/fixtures.js';
import {
  createMovie, currentTime, isPaused, LONG, playedPast, routeClip, SAMPLE, seekBar, signedInMember, titlesAdmin, unique, videoOf,
} from './support/media.js';

// The player's controls around the picture: hiding them, fullscreen on every browser, the trailer, casting.

/**
 * A stand-in for Google's Cast sender script: the API is there, and its device picker is closed by the
 * member (the SDK rejects with the code 'cancel'); `window.devicePickerClosed` counts the closings.
 */
const FAKE_CAST_SENDER = `
  window.devicePickerClosed = 0;
  window.cast = { framework: { CastContext: { getInstance: () => ({
    setOptions() {},
    requestSession: () => {
      window.devicePickerClosed++;
      return Promise.reject('cancel');
    },
    getCurrentSession: () => null,
    endCurrentSession() {},
  }) } } };
  window.chrome = window.chrome || {};
  window.chrome.cast = { AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped' }, media: { DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845' } };
  window.__onGCastApiAvailable(true);
`;

let admin: Member;
test.beforeAll(async () => {
  // Starts the grant-admin command: slow on a busy machine.
  test.setTimeout(90_000);
  admin = await titlesAdmin();
});

test.describe('player: controls', () => {
  // Real playback takes its time (the clips play at normal speed), more so on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('the controls hide after 3 s of playback though one was clicked, cannot be clicked hidden, and stay for keyboard focus', async ({ page, context }) => {
    await page.clock.install();
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
    await passTime(page, 4_000);
    await expect(controls).toHaveCSS('opacity', '1');
    await expect(controls).toHaveCSS('pointer-events', 'auto');
    expect(await isPaused(player)).toBe(false);

    // The speed menu closes when Tab takes focus out of it.
    await player.getByRole('button', { name: /^Vitesse de lecture/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'Normale' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(player.getByRole('button', { name: 'Diffuser sur un téléviseur' })).toBeFocused();
    await expect(page.getByRole('menu', { name: 'Vitesse de lecture' })).toHaveCount(0);
  });

  test('on a touch screen, a double tap on the right of the picture goes 10 s forward, on the left 10 s back, and a tap in the middle plays', async ({ page, context }) => {
    await routeClip(context);
    await signedInMember(page);
    const title = unique('Film tactile');
    const id = await createMovie(admin, title, { videoUrlVf: LONG() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await expect(seekBar(player)).toHaveAttribute('max', /^60/);
    await videoOf(player).evaluate((video: HTMLVideoElement) => (video.currentTime = 20));
    await expect.poll(() => currentTime(player)).toBe(20);
    // A finger lifted at a share of the picture's width (what a touch screen sends).
    const tap = (share: number) =>
      player.locator('.player__surface').evaluate((surface, x) => {
        const box = surface.getBoundingClientRect();
        surface.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, pointerType: 'touch', clientX: box.left + box.width * x, clientY: box.top + box.height / 2 }));
      }, share);

    await tap(0.9);
    await tap(0.9);
    await expect.poll(() => currentTime(player)).toBe(30);
    await tap(0.1);
    await tap(0.1);
    await expect.poll(() => currentTime(player)).toBe(20);
    expect(await isPaused(player)).toBe(true);
    await tap(0.5);
    await expect.poll(() => isPaused(player)).toBe(false);
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
    await page.clock.install();
    await signedInMember(page);
    const title = unique('Film cast');
    const id = await createMovie(admin, title, { videoUrlVf: SAMPLE() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    const castButton = player.getByRole('button', { name: 'Diffuser sur un téléviseur' });
    const senderScripts = () => page.locator('script[src^="https://www.gstatic.com/cv/js/sender/"]').count();

    await castButton.click();
    await expect(player.getByText('Recherche de Chromecast…')).toBeVisible();
    await passTime(page, 10_000);
    await expect(player.getByText('Chromecast non disponible')).toBeVisible();
    // Closed and opened again: a new try, which waits for the same script.
    await castButton.click();
    await castButton.click();
    await expect(player.getByText('Recherche de Chromecast…')).toBeVisible();
    expect(await senderScripts()).toBe(1);

    release();
    const chromecast = player.getByRole('button', { name: 'Chromecast', exact: true });
    await chromecast.click();
    await page.waitForFunction(() => Reflect.get(window, 'devicePickerClosed') === 1);
    await nextFrame(page);
    await expect(chromecast).toBeVisible();
    await expect(player.getByText("Impossible d'établir une session de cast")).toHaveCount(0);
    expect(await senderScripts()).toBe(1);
  });
});
