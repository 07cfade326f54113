import { describe, expect, it } from '@jest/globals';
import { describeVideoSource, EMBED_FRAME_ORIGINS, playbackSources } from './video-source.js';

const embed = (address: string) => {
  const source = describeVideoSource(address);
  return source?.kind === 'embed' ? source.embedUrl : source?.kind;
};

describe('video address kinds', () => {
  it('plays video files and HLS playlists in our player, our own /api/media/ files too', () => {
    expect(describeVideoSource(' https://cdn.exemple.fr/film.MP4?x=1 ')).toEqual({ kind: 'media', url: 'https://cdn.exemple.fr/film.MP4?x=1', hls: false });
    expect(describeVideoSource('https://cdn.exemple.fr/live/master.m3u8#t=3')).toEqual({ kind: 'media', url: 'https://cdn.exemple.fr/live/master.m3u8#t=3', hls: true });
    expect(describeVideoSource('/api/media/sample-clip.webm')).toEqual({ kind: 'media', url: '/api/media/sample-clip.webm', hls: false });
    // A file on the Internet Archive is a file, not its page.
    expect(describeVideoSource('https://archive.org/download/Nosferatu_1922/Nosferatu.ogv')?.kind).toBe('media');
    expect(describeVideoSource('https://exemple.fr/film.mp4.html')?.kind).toBe('page');
  });

  it('embeds YouTube through its no-cookie player', () => {
    for (const address of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ']) {
      expect(embed(address)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0');
    }
    expect(embed('https://www.youtube.com/@chaine')).toBe('page');
  });

  it('embeds Vimeo', () => {
    expect(embed('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embed('https://vimeo.com/channels/staffpicks/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embed('https://player.vimeo.com/video/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(embed('https://vimeo.com/blenderfoundation')).toBe('page');
  });

  it('embeds Dailymotion', () => {
    expect(embed('https://www.dailymotion.com/video/x7tgad0')).toBe('https://www.dailymotion.com/embed/video/x7tgad0');
    expect(embed('https://www.dailymotion.com/video/x7tgad0_un-titre')).toBe('https://www.dailymotion.com/embed/video/x7tgad0');
    expect(embed('https://dai.ly/x7tgad0')).toBe('https://www.dailymotion.com/embed/video/x7tgad0');
    expect(embed('https://www.dailymotion.com/arte')).toBe('page');
  });

  it('embeds an item of the Internet Archive, not its search page', () => {
    expect(embed('https://archive.org/details/Nosferatu_1922')).toBe('https://archive.org/embed/Nosferatu_1922');
    expect(embed('https://www.archive.org/details/Nosferatu_1922?autoplay=1')).toBe('https://archive.org/embed/Nosferatu_1922');
    expect(describeVideoSource('https://archive.org/search?query=Nosferatu')).toEqual({ kind: 'page', url: 'https://archive.org/search?query=Nosferatu', host: 'archive.org' });
  });

  it('embeds the known PeerTube instances only', () => {
    expect(embed('https://framatube.org/w/kkGMgK9ZtnKfYAgnEtQxbv')).toBe('https://framatube.org/videos/embed/kkGMgK9ZtnKfYAgnEtQxbv');
    expect(embed('https://video.blender.org/videos/watch/9c9de5e8-0a1e-484a-b099-e80766180a6d')).toBe(
      'https://video.blender.org/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d',
    );
    expect(embed('https://peertube.inconnu.example/w/kkGMgK9ZtnKfYAgnEtQxbv')).toBe('page');
    expect(embed('https://framatube.org/a/framasoft/videos')).toBe('page');
  });

  it('every embed lives on an origin the Content-Security-Policy allows', () => {
    for (const address of ['https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871', 'https://dai.ly/x7tgad0', 'https://archive.org/details/a', 'https://peertube.fr/w/kkGMgK9ZtnKfYAgnEtQxbv']) {
      const source = describeVideoSource(address);
      expect(source?.kind === 'embed' && EMBED_FRAME_ORIGINS.includes(new URL(source.embedUrl).origin)).toBe(true);
    }
  });

  it('links any other page by its host, and refuses what is not an address', () => {
    expect(describeVideoSource('https://studio.blender.org/films/wing-it/')).toEqual({ kind: 'page', url: 'https://studio.blender.org/films/wing-it/', host: 'studio.blender.org' });
    expect(describeVideoSource('http://www.exemple.fr/regarder')).toMatchObject({ kind: 'page', host: 'exemple.fr' });
    for (const address of [null, undefined, '', '   ', 'ftp://exemple.fr/a.mp4', '/videos/a.mp4', 'javascript:alert(1)', 'www.exemple.fr/a.mp4', '/api/media/notes.txt']) {
      expect(describeVideoSource(address)).toBeNull();
    }
  });
});

describe('what the player offers for a title', () => {
  const stored = { videoUrl: null, videoUrlVf: null, videoUrlVostfr: null, subtitlesUrlVostfr: null };

  it('VF is videoUrlVf, else videoUrl; VOSTFR is videoUrlVostfr only', () => {
    const generic = playbackSources({ ...stored, videoUrl: 'https://x/film.mp4' });
    expect(generic.vf?.url).toBe('https://x/film.mp4');
    expect(generic.vostfr).toBeNull();
    expect(playbackSources({ ...stored, videoUrl: 'https://x/film.mp4', videoUrlVf: 'https://x/vf.mp4' }).vf?.url).toBe('https://x/vf.mp4');
    expect(playbackSources({ ...stored, videoUrlVostfr: 'https://x/vo.mp4' })).toMatchObject({ vf: null, vostfr: { url: 'https://x/vo.mp4' } });
  });

  it('keeps the subtitles of a VOSTFR file, and the title page on its host when no version plays it', () => {
    const demo = playbackSources({
      videoUrl: 'https://studio.blender.org/films/wing-it/',
      videoUrlVf: '/api/media/sample-clip.webm',
      videoUrlVostfr: '/api/media/sample-clip.webm',
      subtitlesUrlVostfr: '/api/media/sample-clip.fr.vtt',
    });
    expect(demo).toMatchObject({ vf: { kind: 'media' }, vostfr: { kind: 'media' }, subtitlesVostfr: '/api/media/sample-clip.fr.vtt', elsewhere: { kind: 'page', host: 'studio.blender.org' } });
    // The page is what VF plays: nothing else to offer.
    expect(playbackSources({ ...stored, videoUrl: 'https://studio.blender.org/films/wing-it/' }).elsewhere).toBeNull();
    // Subtitles go with our player only.
    expect(playbackSources({ ...stored, videoUrlVostfr: 'https://youtu.be/dQw4w9WgXcQ', subtitlesUrlVostfr: '/api/media/a.vtt' }).subtitlesVostfr).toBeNull();
  });
});
