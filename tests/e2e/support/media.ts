import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { baseUrl, call, expect, register, registerAdmin, signIn, skipDonationReminder, type Member } from './fixtures.js';

// What the player's browser tests share: the clips, titles made for a test, and the video element.

const LONG_CLIP = readFileSync(fileURLToPath(new URL('../fixtures/long-clip.webm', import.meta.url)));
export const LONG_CLIP_PATH = '/e2e-media/long-clip.webm';
export const LONG_CLIP_SIZE = LONG_CLIP.length;
/** The sample clip the gateway serves (12 s). */
export const SAMPLE = (): string => `${baseUrl()}/api/media/sample-clip.webm`;
/** A longer clip (60 s, made for these tests with ffmpeg's test pattern), served by a route of the test (`routeClip`). */
export const LONG = (): string => `${baseUrl()}${LONG_CLIP_PATH}`;

/**
 * A route handler serving the long clip with byte ranges, as a media server does (seeking asks for
 * ranges); `maxBytes` caps each answer, so that playing keeps asking for more.
 */
export const serveClip = (maxBytes = Infinity) => async (route: Route): Promise<void> => {
  const size = LONG_CLIP.length;
  const range = /^bytes=(\d+)-(\d*)$/.exec(route.request().headers().range ?? '');
  if (!range && maxBytes === Infinity) {
    await route.fulfill({ status: 200, body: LONG_CLIP, headers: { 'content-type': 'video/webm', 'accept-ranges': 'bytes' } });
    return;
  }
  const start = range ? Number(range[1]) : 0;
  const end = Math.min(range?.[2] ? Number(range[2]) : size - 1, size - 1, start + maxBytes - 1);
  await route.fulfill({
    status: 206,
    body: LONG_CLIP.subarray(start, end + 1),
    headers: { 'content-type': 'video/webm', 'accept-ranges': 'bytes', 'content-range': `bytes ${start}-${end}/${size}` },
  });
};

export async function routeClip(context: BrowserContext): Promise<void> {
  await context.route(`**${LONG_CLIP_PATH}`, serveClip());
}

/** An administrator who creates the titles of the tests (registered once per file: slow on a busy machine). */
export async function titlesAdmin(): Promise<Member> {
  return registerAdmin();
}

export async function createMovie(admin: Member, title: string, fields: Record<string, unknown>): Promise<string> {
  const res = await call('/api/admin/movies', { token: admin.accessToken, body: { title, durationMinutes: 1, ...fields } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

export interface EpisodeInput {
  seasonNumber: number;
  episodeNumber: number;
  title: string;
  videoUrlVf: string;
}

/** A series and its episodes; answers the series' id and the episodes' ids, in the order given. */
export async function createSeries(admin: Member, title: string, episodes: EpisodeInput[]): Promise<{ id: string; episodeIds: string[] }> {
  const series = await call('/api/admin/series', { token: admin.accessToken, body: { title } });
  expect(series.status).toBe(201);
  const episodeIds: string[] = [];
  for (const episode of episodes) {
    const res = await call(`/api/admin/series/${series.body.id}/episodes`, { token: admin.accessToken, body: { ...episode, durationMinutes: 1 } });
    expect(res.status).toBe(201);
    episodeIds.push(res.body.id as string);
  }
  return { id: series.body.id as string, episodeIds };
}

export const unique = (name: string): string => `${name} ${Math.random().toString(36).slice(2, 8)}`;

/** A new member, signed in on this page. */
export async function signedInMember(page: Page): Promise<Member> {
  const m = await register();
  await skipDonationReminder(page, m);
  await signIn(page, m.email, m.password);
  return m;
}

export const videoOf = (scope: Page | Locator): Locator => scope.locator('video.player__video');
export const currentTime = (scope: Page | Locator): Promise<number> => videoOf(scope).evaluate((video: HTMLVideoElement) => video.currentTime);
export const currentSrc = (scope: Page | Locator): Promise<string> => videoOf(scope).evaluate((video: HTMLVideoElement) => video.currentSrc);
export const isPaused = (scope: Page | Locator): Promise<boolean> => videoOf(scope).evaluate((video: HTMLVideoElement) => video.paused);
export const seekBar = (scope: Page | Locator): Locator => scope.getByRole('slider', { name: 'Position de lecture' });

/** Waits until the video has played past `seconds`. */
export async function playedPast(scope: Page | Locator, seconds: number): Promise<void> {
  await expect.poll(() => currentTime(scope), { timeout: 15_000 }).toBeGreaterThan(seconds);
}

/** A click on the picture, as a member does with the mouse: it plays or pauses. */
export async function clickPicture(page: Page, player: Locator): Promise<void> {
  const box = await videoOf(player).boundingBox();
  if (!box) throw new Error('the video is not on the screen');
  // The upper part: the controls are at the bottom.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 4);
}
