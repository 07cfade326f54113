/** Which version of a title is played (spec section 4: default VF). */
export type Version = 'vf' | 'vostfr';
export const VERSIONS: readonly Version[] = ['vf', 'vostfr'];

/** The video addresses a film, a series or an episode carries. */
export interface VideoSources {
  videoUrl: string | null;
  videoUrlVf: string | null;
  videoUrlVostfr: string | null;
}

/** What plays when a title has no usable address: the sample clip the gateway serves (catalogue README). */
export const FALLBACK_SOURCE = '/api/media/sample-clip.webm';

const OWN_MEDIA_PREFIX = '/api/media/';

/**
 * Spec section 5: a source is used only if, trimmed, it starts with http; our own media paths
 * (`/api/media/...`, served by the gateway) count too. Null otherwise.
 */
export function usableSource(address: string | null | undefined): string | null {
  const text = address?.trim();
  if (!text) return null;
  if (text.startsWith('http') || text.startsWith(OWN_MEDIA_PREFIX)) return text;
  return null;
}

/**
 * The address to play for a version: the version's own, else the title's generic one, else the other
 * version's, else the fallback source.
 */
export function pickSource(sources: VideoSources, version: Version): string {
  const own = version === 'vf' ? sources.videoUrlVf : sources.videoUrlVostfr;
  const other = version === 'vf' ? sources.videoUrlVostfr : sources.videoUrlVf;
  return usableSource(own) ?? usableSource(sources.videoUrl) ?? usableSource(other) ?? FALLBACK_SOURCE;
}

/**
 * Whether a version can be played as itself: an address of its own, or the title's generic one (a
 * title with one file plays it in either version). Without either, asking for it would play the other
 * version's file.
 */
export function hasVersion(sources: VideoSources, version: Version): boolean {
  return usableSource(version === 'vf' ? sources.videoUrlVf : sources.videoUrlVostfr) !== null || usableSource(sources.videoUrl) !== null;
}

/**
 * The version shown as playing: the one chosen, unless the title has only the other one (then the
 * switch says what plays, instead of 'VOSTFR' over a VF file).
 */
export function shownVersion(sources: VideoSources, chosen: Version): Version {
  const other: Version = chosen === 'vf' ? 'vostfr' : 'vf';
  return !hasVersion(sources, chosen) && hasVersion(sources, other) ? other : chosen;
}

/** HLS playlists (`.m3u8`, query and fragment aside) are played through hls.js where not native. */
export function isHlsSource(address: string): boolean {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  return path.toLowerCase().endsWith('.m3u8');
}
