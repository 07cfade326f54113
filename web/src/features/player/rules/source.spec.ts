import { describe, expect, it } from '@jest/globals';
import { FALLBACK_SOURCE, hasVersion, isHlsSource, pickSource, shownVersion, usableSource } from './source';

const none = { videoUrl: null, videoUrlVf: null, videoUrlVostfr: null };

describe('video source rule (spec section 5)', () => {
  it('uses an address that starts with http once trimmed, and our own /api/media/ paths', () => {
    expect(usableSource('  https://cdn.exemple.fr/film.mp4 ')).toBe('https://cdn.exemple.fr/film.mp4');
    expect(usableSource('http://exemple.fr/a.webm')).toBe('http://exemple.fr/a.webm');
    expect(usableSource('/api/media/sample-clip.webm')).toBe('/api/media/sample-clip.webm');
  });

  it('refuses anything else', () => {
    for (const address of [null, undefined, '', '   ', 'ftp://exemple.fr/a.mp4', '/videos/a.mp4', 'javascript:alert(1)', 'www.exemple.fr/a.mp4', '/api/mediaX/a.webm']) {
      expect(usableSource(address)).toBeNull();
    }
  });

  it('plays the version asked, then the generic address, then the other version, then the fallback', () => {
    const all = { videoUrl: 'https://x/generic.mp4', videoUrlVf: 'https://x/vf.mp4', videoUrlVostfr: 'https://x/vo.mp4' };
    expect(pickSource(all, 'vf')).toBe('https://x/vf.mp4');
    expect(pickSource(all, 'vostfr')).toBe('https://x/vo.mp4');
    expect(pickSource({ ...all, videoUrlVostfr: 'pas une adresse' }, 'vostfr')).toBe('https://x/generic.mp4');
    expect(pickSource({ ...none, videoUrlVf: 'https://x/vf.mp4' }, 'vostfr')).toBe('https://x/vf.mp4');
    expect(pickSource({ ...none, videoUrlVf: ' vf.mp4 ' }, 'vf')).toBe(FALLBACK_SOURCE);
    expect(pickSource(none, 'vf')).toBe(FALLBACK_SOURCE);
  });

  it('shows the version that plays: the one chosen, unless the title only has the other one', () => {
    const vfOnly = { ...none, videoUrlVf: 'https://x/vf.mp4' };
    expect(hasVersion(vfOnly, 'vostfr')).toBe(false);
    expect(shownVersion(vfOnly, 'vostfr')).toBe('vf');
    expect(shownVersion({ ...none, videoUrlVostfr: 'https://x/vo.mp4' }, 'vf')).toBe('vostfr');
    // One file for both, or none at all (the fallback): the choice stands.
    expect(shownVersion({ ...none, videoUrl: 'https://x/film.mp4' }, 'vostfr')).toBe('vostfr');
    expect(hasVersion({ ...none, videoUrl: 'https://x/film.mp4' }, 'vostfr')).toBe(true);
    expect(shownVersion(none, 'vostfr')).toBe('vostfr');
    expect(shownVersion({ ...none, videoUrlVf: 'https://x/vf.mp4', videoUrlVostfr: 'https://x/vo.mp4' }, 'vostfr')).toBe('vostfr');
  });

  it('recognises HLS playlists whatever the query', () => {
    expect(isHlsSource('https://x/live/master.m3u8')).toBe(true);
    expect(isHlsSource('https://x/live/MASTER.M3U8?token=abc#t=3')).toBe(true);
    expect(isHlsSource('https://x/film.mp4?format=m3u8')).toBe(false);
    expect(isHlsSource(FALLBACK_SOURCE)).toBe(false);
  });
});
