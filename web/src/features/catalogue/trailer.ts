export type Trailer =
  | { kind: 'embed'; provider: 'YouTube' | 'Vimeo' | 'archive.org'; src: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

const ARCHIVE_ID = /^[A-Za-z0-9._-]{1,100}$/;
/** Video files a browser plays itself in a <video> element. */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

function archiveId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'archive.org') return null;
  const [, first, second] = url.pathname.split('/');
  return first === 'details' || first === 'embed' ? (second ?? null) : null;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, first, second] = url.pathname.split('/');
  return first === 'embed' || first === 'shorts' || first === 'v' || first === 'live' ? (second ?? null) : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'player.vimeo.com') {
    const [, first, second] = url.pathname.split('/');
    return first === 'video' ? (second ?? null) : null;
  }
  if (host !== 'vimeo.com') return null;
  return url.pathname.split('/').find((part) => VIMEO_ID.test(part)) ?? null;
}

/**
 * How a trailer address is shown: YouTube, Vimeo and archive.org videos are embedded (their players are
 * allowed by the gateway's Content-Security-Policy), a video file plays in a <video> element, any other
 * http(s) address is offered as a link. Null when unusable.
 */
export function parseTrailer(address: string | null | undefined): Trailer | null {
  const text = address?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) {
    return { kind: 'embed', provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${youtube}?rel=0` };
  }
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) {
    return { kind: 'embed', provider: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo}` };
  }
  const archive = archiveId(url);
  if (archive && ARCHIVE_ID.test(archive)) {
    return { kind: 'embed', provider: 'archive.org', src: `https://archive.org/embed/${archive}` };
  }
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'file', src: url.toString() };
  return { kind: 'link', href: url.toString() };
}
