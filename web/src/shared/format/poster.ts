/** Drawn when a title has no poster, or when its poster cannot be loaded (web/public/default-poster.svg). */
export const DEFAULT_POSTER = '/default-poster.svg';

/** The poster to show: the title's own, or the default one when it has none. */
export function posterSrc(url: string | null | undefined): string {
  const trimmed = url?.trim();
  return trimmed ? trimmed : DEFAULT_POSTER;
}
