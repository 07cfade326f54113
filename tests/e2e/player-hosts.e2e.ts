import type { BrowserContext } from '@playwright/test';
import type { CatalogueCard, Page } from '@streaming/contracts';
import { loadDemoCatalogue } from './support/demo-catalogue.js';
import { call, expect, test, type Member } from './support/fixtures.js';
import { createMovie, currentSrc, isPaused, SAMPLE, signedInMember, titlesAdmin, unique, videoOf } from './support/media.js';

// Where a version's video lives decides how it plays: a file in our player, a page of a host with an
// embeddable player in that player, any other page as a link; a version without a source is disabled.
// The hosts are routes of the test (no internet here).

const YOUTUBE_PAGE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0';
const NETWORK_ERROR = 'Erreur réseau. Vérifiez votre connexion et réessayez.';

/** YouTube's embedded player, or its host gone when `down`. */
async function routeYoutube(context: BrowserContext, down = false): Promise<void> {
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    down ? route.abort('connectionrefused') : route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: '<p>Lecteur de démonstration</p>' }),
  );
}

let admin: Member;
test.beforeAll(async () => {
  // Starts the grant-admin command: slow on a busy machine.
  test.setTimeout(90_000);
  admin = await titlesAdmin();
});

test.describe('player: where the video lives', () => {
  test('a title with only VF plays it, and VOSTFR is disabled, marked unavailable', async ({ page }) => {
    await signedInMember(page);
    const title = unique('Film VF seul');
    const id = await createMovie(admin, title, { videoUrlVf: SAMPLE() });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await expect(player.getByRole('button', { name: 'VF', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByRole('button', { name: 'VOSTFR (indisponible)', exact: true })).toBeDisabled();
    await expect.poll(() => currentSrc(player)).toContain('/api/media/sample-clip.webm');
    await expect(player.getByRole('button', { name: 'Lecture', exact: true })).toBeEnabled();
  });

  test('a page of an embeddable host plays in its own player, sandboxed, with a note', async ({ page, context }) => {
    await routeYoutube(context);
    await signedInMember(page);
    const title = unique('Film sur YouTube');
    const id = await createMovie(admin, title, { videoUrl: YOUTUBE_PAGE });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    const frame = player.locator('iframe');
    await expect(frame).toHaveAttribute('src', YOUTUBE_EMBED);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(frame).toHaveAttribute('title', `Vidéo : ${title} (lecteur de youtube.com)`);
    // The page's Content-Security-Policy lets the host's player in.
    await expect(player.frameLocator('iframe').getByText('Lecteur de démonstration')).toBeVisible();
    await expect(player.getByText(/la reprise de la lecture et les raccourcis clavier de ce site ne s’y appliquent pas/)).toBeVisible();
    // The version switch stays: VF is the page, VOSTFR has no source.
    await expect(player.getByRole('button', { name: 'VF', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(player.getByRole('button', { name: 'VOSTFR (indisponible)', exact: true })).toBeDisabled();
    await expect(videoOf(player)).toHaveCount(0);
  });

  test('any other page is a link to it, opened in a new tab, never given to the video element', async ({ page }) => {
    await signedInMember(page);
    const title = unique('Film sur son site');
    const id = await createMovie(admin, title, { videoUrl: 'https://studio.blender.org/films/wing-it/' });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    const link = player.getByRole('link', { name: 'Regarder sur studio.blender.org (nouvel onglet)' });
    await expect(link).toHaveAttribute('href', 'https://studio.blender.org/films/wing-it/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(videoOf(player)).toHaveCount(0);
    await expect(player.getByRole('alert')).toHaveCount(0);
  });

  test('an embedded player whose host cannot be reached ends on the network error', async ({ page, context }) => {
    await routeYoutube(context, true);
    await signedInMember(page);
    const title = unique('Film hôte injoignable');
    const id = await createMovie(admin, title, { videoUrl: YOUTUBE_PAGE });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await expect(player.getByRole('alert')).toContainText(NETWORK_ERROR);
    await expect(player.locator('iframe')).toHaveCount(0);

    // Back up: 'Réessayer' shows the host's player.
    await context.unroute('https://www.youtube-nocookie.com/**');
    await routeYoutube(context);
    await player.getByRole('button', { name: 'Réessayer' }).click();
    await expect(player.frameLocator('iframe').getByText('Lecteur de démonstration')).toBeVisible();
  });

  test('a video file whose host cannot be reached ends on the network error, not on an unreadable video', async ({ page, context }) => {
    // Ten automatic retries, 2 s apart, before the error is shown.
    test.setTimeout(90_000);
    await context.route('https://videos.injoignable.example/**', (route) => route.abort('connectionrefused'));
    await signedInMember(page);
    const title = unique('Film fichier injoignable');
    const id = await createMovie(admin, title, { videoUrlVf: 'https://videos.injoignable.example/film.webm' });
    await page.goto(`/movie/${id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${title}` });
    await expect(player.getByText('Nouvelle tentative 1 sur 10')).toBeVisible();
    await expect(player.getByRole('alert')).toContainText(NETWORK_ERROR, { timeout: 60_000 });
    await expect(player.getByText('Impossible de lire cette vidéo')).toHaveCount(0);
  });
});

test.describe('player: the demo catalogue', () => {
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    await loadDemoCatalogue();
  });

  test('a demo film plays VOSTFR with French subtitles, shown by default and switched from the keyboard; its trailer and its page are there', async ({ page }) => {
    const member = await signedInMember(page);
    const films = await call<Page<CatalogueCard>>(`/api/movies?director=${encodeURIComponent('Murnau')}`, { token: member.accessToken });
    const film = films.body.items.find((card) => card.title === 'Nosferatu le vampire');
    if (!film) throw new Error('Nosferatu is not in the demo catalogue');
    await page.goto(`/movie/${film.id}`);
    const player = page.getByRole('region', { name: `Lecteur vidéo : ${film.title}` });
    // The real film stays on its host, offered as a link; the trailer is the local clip.
    await expect(player.getByRole('link', { name: 'Regarder sur archive.org (nouvel onglet)' })).toHaveAttribute('href', /^https:\/\/archive\.org\//);
    await expect(page.getByRole('button', { name: 'Bande-annonce' })).toBeVisible();

    await player.getByRole('button', { name: 'VOSTFR', exact: true }).click();
    await expect(player.getByRole('button', { name: 'VOSTFR', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => currentSrc(player)).toContain('/api/media/sample-clip.webm');
    const track = videoOf(player).locator('track');
    await expect(track).toHaveAttribute('srclang', 'fr');
    // Shown by default, and its cues came (the gateway serves the file, the page's policy lets it in).
    const subtitles = () =>
      videoOf(player).evaluate((video: HTMLVideoElement) => {
        const text = video.textTracks[0];
        return text ? { mode: text.mode, cues: text.cues?.length ?? 0 } : null;
      });
    await expect.poll(subtitles).toEqual({ mode: 'showing', cues: 4 });
    const button = player.getByRole('button', { name: 'Sous-titres' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');

    // C on the player hides them, the button (reached with Tab, pressed with Enter) shows them again.
    await player.getByRole('group', { name: `Vidéo : ${film.title}` }).focus();
    await page.keyboard.press('c');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(subtitles).toMatchObject({ mode: 'hidden' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(subtitles).toMatchObject({ mode: 'showing' });
    expect(await isPaused(player)).toBe(true);

    // VF has no subtitles to offer.
    await player.getByRole('button', { name: 'VF', exact: true }).click();
    await expect(player.getByRole('button', { name: 'Sous-titres' })).toHaveCount(0);
    await expect(videoOf(player).locator('track')).toHaveCount(0);
  });
});
