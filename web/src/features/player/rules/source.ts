import type { PlaybackSources, VideoSource } from '@streaming/contracts';

/** Which version of a title is played (spec section 4: default VF). */
export type Version = 'vf' | 'vostfr';
export const VERSIONS: readonly Version[] = ['vf', 'vostfr'];

/** What a version plays: its source as the catalogue described it (media, embed or page), or null. */
export function sourceOf(playback: PlaybackSources, version: Version): VideoSource | null {
  return version === 'vf' ? playback.vf : playback.vostfr;
}

/**
 * The version shown as playing: the one chosen, unless the title has only the other one (then the
 * switch says what plays, instead of 'VOSTFR' over a VF file).
 */
export function shownVersion(playback: PlaybackSources, chosen: Version): Version {
  const other: Version = chosen === 'vf' ? 'vostfr' : 'vf';
  return !sourceOf(playback, chosen) && sourceOf(playback, other) ? other : chosen;
}

/** The versions without a source: disabled in the switch, marked '(indisponible)'. */
export function missingVersions(playback: PlaybackSources): ReadonlySet<Version> {
  return new Set(VERSIONS.filter((version) => !sourceOf(playback, version)));
}
