/**
 * What a video address is, decided once by the catalogue (the web reads it from the API):
 * - `media`: a video file or an HLS playlist, played by our own player (`hls`: through hls.js where not native);
 * - `embed`: a page of a host with an embeddable player (YouTube, Vimeo, Dailymotion, the Internet Archive,
 *   the PeerTube instances of PEERTUBE_HOSTS): that host's player, in a sandboxed iframe at `embedUrl`;
 * - `page`: any other web page: a 'Regarder sur <host>' link.
 * `host` is what the page names (the hostname without `www.`).
 */
export type VideoSource =
  | { kind: 'media'; url: string; hls: boolean }
  | { kind: 'embed'; url: string; host: string; embedUrl: string }
  | { kind: 'page'; url: string; host: string };

/** What the player offers for a film or an episode. */
export interface PlaybackSources {
  /** VF: `videoUrlVf`, else `videoUrl`. */
  vf: VideoSource | null;
  /** VOSTFR: `videoUrlVostfr` only. */
  vostfr: VideoSource | null;
  /** French WebVTT subtitles of the VOSTFR version (shown by default when it plays in our player). */
  subtitlesVostfr: string | null;
  /** The title's own page on its host (`videoUrl`) when no version plays it: offered as a link beside the player. */
  elsewhere: Extract<VideoSource, { kind: 'embed' | 'page' }> | null;
}

/** Our own media, served by the gateway (`GET /api/media/:file`). */
const OWN_MEDIA_PREFIX = '/api/media/';
/** Files a browser plays in a <video> element, and HLS playlists. */
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov|m3u8)$/i;
const HLS_FILE = /\.m3u8$/i;

/** PeerTube instances whose embeds are allowed (any PeerTube host would need a frame-src for every https page). */
export const PEERTUBE_HOSTS: readonly string[] = ['framatube.org', 'peertube.fr', 'tube.tchncs.de', 'video.blender.org'];

/** Where the embedded players live: the gateway's Content-Security-Policy allows these in frame-src, and nothing more. */
export const EMBED_FRAME_ORIGINS: readonly string[] = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
  'https://archive.org',
  ...PEERTUBE_HOSTS.map((host) => `https://${host}`),
];

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;
const DAILYMOTION_ID = /^[a-zA-Z0-9]{5,12}$/;
const ARCHIVE_ID = /^[A-Za-z0-9._-]{1,100}$/;
const PEERTUBE_ID = /^[A-Za-z0-9-]{8,40}$/;

const bareHost = (url: URL): string => url.hostname.toLowerCase().replace(/^(www|m)\./, '');
const segments = (url: URL): string[] => url.pathname.split('/').filter(Boolean);
const valid = (id: string | null | undefined, rule: RegExp): string | null => (id && rule.test(id) ? id : null);

function youtubeEmbed(url: URL, host: string): string | null {
  const [first, second] = segments(url);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = first;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.pathname === '/watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'v', 'live'].includes(first ?? '') ? second : null;
  }
  const found = valid(id, YOUTUBE_ID);
  return found ? `https://www.youtube-nocookie.com/embed/${found}?rel=0` : null;
}

function vimeoEmbed(url: URL, host: string): string | null {
  const parts = segments(url);
  let id: string | null | undefined = null;
  if (host === 'player.vimeo.com') id = parts[0] === 'video' ? parts[1] : null;
  else if (host === 'vimeo.com') id = parts.find((part) => VIMEO_ID.test(part));
  const found = valid(id, VIMEO_ID);
  return found ? `https://player.vimeo.com/video/${found}` : null;
}

function dailymotionEmbed(url: URL, host: string): string | null {
  const parts = segments(url);
  let id: string | null | undefined = null;
  if (host === 'dai.ly') id = parts[0];
  else if (host === 'dailymotion.com') id = parts[0] === 'video' ? parts[1] : parts[0] === 'embed' && parts[1] === 'video' ? parts[2] : null;
  // A page's slug follows the id after an underscore (/video/x7tgad0_titre).
  const found = valid(id?.split('_', 1)[0], DAILYMOTION_ID);
  return found ? `https://www.dailymotion.com/embed/video/${found}` : null;
}

function archiveEmbed(url: URL, host: string): string | null {
  if (host !== 'archive.org') return null;
  const [first, second] = segments(url);
  const found = first === 'details' || first === 'embed' ? valid(second, ARCHIVE_ID) : null;
  return found ? `https://archive.org/embed/${found}` : null;
}

function peertubeEmbed(url: URL, host: string): string | null {
  if (!PEERTUBE_HOSTS.includes(host)) return null;
  const parts = segments(url);
  // /w/<short id>, /videos/watch/<uuid>, /videos/embed/<id>.
  const id = parts[0] === 'w' ? parts[1] : parts[0] === 'videos' && (parts[1] === 'watch' || parts[1] === 'embed') ? parts[2] : null;
  const found = valid(id, PEERTUBE_ID);
  return found ? `https://${host}/videos/embed/${found}` : null;
}

const EMBEDS = [youtubeEmbed, vimeoEmbed, dailymotionEmbed, archiveEmbed, peertubeEmbed];

/**
 * The kind of a video address (see VideoSource); null when it is not one: blank, not http(s) and not
 * one of our `/api/media/` paths.
 */
export function describeVideoSource(address: string | null | undefined): VideoSource | null {
  const text = address?.trim();
  if (!text) return null;
  if (text.startsWith(OWN_MEDIA_PREFIX)) {
    const path = text.split(/[?#]/, 1)[0] ?? '';
    return VIDEO_FILE.test(path) ? { kind: 'media', url: text, hls: HLS_FILE.test(path) } : null;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (VIDEO_FILE.test(url.pathname)) return { kind: 'media', url: text, hls: HLS_FILE.test(url.pathname) };
  const host = bareHost(url);
  for (const embed of EMBEDS) {
    const embedUrl = embed(url, host);
    if (embedUrl) return { kind: 'embed', url: text, host, embedUrl };
  }
  return { kind: 'page', url: text, host };
}

/** The video fields of a film or an episode, as stored. */
export interface StoredVideoFields {
  videoUrl: string | null;
  videoUrlVf: string | null;
  videoUrlVostfr: string | null;
  subtitlesUrlVostfr: string | null;
}

/** What the player offers for a film or an episode (see PlaybackSources). */
export function playbackSources({ videoUrl, videoUrlVf, videoUrlVostfr, subtitlesUrlVostfr }: StoredVideoFields): PlaybackSources {
  const vfOwn = describeVideoSource(videoUrlVf);
  const generic = describeVideoSource(videoUrl);
  const vostfr = describeVideoSource(videoUrlVostfr);
  const subtitles = vostfr?.kind === 'media' ? subtitlesUrlVostfr?.trim() || null : null;
  return {
    vf: vfOwn ?? generic,
    vostfr,
    subtitlesVostfr: subtitles,
    elsewhere: vfOwn && generic && generic.kind !== 'media' && generic.url !== vostfr?.url ? generic : null,
  };
}
