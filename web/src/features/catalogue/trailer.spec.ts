import { describe, expect, it } from '@jest/globals';
import { parseTrailer } from './trailer';

describe('trailer addresses', () => {
  it('embeds YouTube, Vimeo and archive.org', () => {
    expect(parseTrailer('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'embed', provider: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0' });
    expect(parseTrailer('https://vimeo.com/76979871')).toEqual({ kind: 'embed', provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871' });
    expect(parseTrailer(' https://archive.org/details/Nosferatu_1922 ')).toEqual({ kind: 'embed', provider: 'archive.org', src: 'https://archive.org/embed/Nosferatu_1922' });
  });

  it('plays a video file itself, links anything else, refuses what is not http(s)', () => {
    expect(parseTrailer('https://cdn.exemple.fr/ba/film.MP4?x=1')).toEqual({ kind: 'file', src: 'https://cdn.exemple.fr/ba/film.MP4?x=1' });
    expect(parseTrailer('https://exemple.fr/bande-annonce')).toEqual({ kind: 'link', href: 'https://exemple.fr/bande-annonce' });
    expect(parseTrailer('javascript:alert(1)')).toBeNull();
    expect(parseTrailer('   ')).toBeNull();
  });
});
