import { baseUrl, expect, test, type Member } from './support/fixtures.js';
import {
  createMovie, LONG, LONG_CLIP_PATH, LONG_CLIP_SIZE, playedPast, seekBar, serveClip, signedInMember, titlesAdmin, unique,
} from './support/media.js';

// The player when its source fails: a source lost while playing, a broken one, one whose pictures never
// come. The long clip (60 s) is served by routes of the test that break it on purpose.

const BROKEN_PATH = '/e2e-media/broken.webm';
const METADATA_ONLY_PATH = '/e2e-media/metadata-only.webm';
/** The start of the long clip: what the browser reads before it has the metadata (about its first 14 s). */
const METADATA_BYTES = 80_000;

let admin: Member;
test.beforeAll(async () => {
  // Starts the grant-admin command: slow on a busy machine.
  test.setTimeout(90_000);
  admin = await titlesAdmin();
});

test.describe('player: failing sources', () => {
  // Real playback takes its time (the clips play at normal speed), more so on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a source lost in the middle of playback is tried again, and playing goes on from where it was', async ({ page, context }) => {
    test.setTimeout(90_000);
    // The clip in 32 kB ranges; past the first three (the end of the file aside, which the browser reads
    // first) the host answers nothing until it goes away for a while, so a far seek must ask it; once it
    // is back it answers everything.
    let down = false;
    let goDown = () => {};
    const wentDown = new Promise<void>((resolve) => (goDown = resolve));
    await context.route(`**${LONG_CLIP_PATH}`, async (route) => {
      const start = Number(/^bytes=(\d+)-/.exec(route.request().headers().range ?? '')?.[1] ?? 0);
      if (start >= 96 * 1024 && start < LONG_CLIP_SIZE - 16 * 1024) await wentDown;
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
    goDown();
    // Far ahead: what is not loaded yet has to come from the host, which is gone.
    await seekBar(player).focus();
    await page.keyboard.press('8');
    // The browser waits on the dead connection without an error: after 15 s of it the player counts a
    // network error and applies the later policy, 3 tries 1.5 s apart (spec section 9), said in French.
    await expect(player.getByText(/Nouvelle tentative \d sur 3/)).toBeVisible({ timeout: 30_000 });
    down = false;
    await expect(player.getByText(/Nouvelle tentative/)).toHaveCount(0, { timeout: 30_000 });
    await expect(player.getByRole('alert')).toHaveCount(0);
    // From the position asked for (48 s), not from where the data had stopped (96 kB in: about 20 s).
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
});
