import { describe, expect, it } from '@jest/globals';
import type { PlaybackSources } from '@streaming/contracts';
import { missingVersions, shownVersion, sourceOf } from './source';

const file = (url: string) => ({ kind: 'media' as const, url, hls: false });
const none: PlaybackSources = { vf: null, vostfr: null, subtitlesVostfr: null, elsewhere: null };

describe('versions of a title', () => {
  it('plays what the catalogue gives for the version', () => {
    const both = { ...none, vf: file('https://x/vf.mp4'), vostfr: file('https://x/vo.mp4') };
    expect(sourceOf(both, 'vf')?.url).toBe('https://x/vf.mp4');
    expect(sourceOf(both, 'vostfr')?.url).toBe('https://x/vo.mp4');
    expect(missingVersions(both).size).toBe(0);
  });

  it('a version without a source is missing; the other one shows as playing', () => {
    const vfOnly = { ...none, vf: file('https://x/vf.mp4') };
    expect([...missingVersions(vfOnly)]).toEqual(['vostfr']);
    expect(shownVersion(vfOnly, 'vostfr')).toBe('vf');
    expect(shownVersion({ ...none, vostfr: file('https://x/vo.mp4') }, 'vf')).toBe('vostfr');
    // Nothing at all: the choice stands, both missing.
    expect(shownVersion(none, 'vostfr')).toBe('vostfr');
    expect([...missingVersions(none)]).toEqual(['vf', 'vostfr']);
  });
});
