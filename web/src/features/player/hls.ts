import { hlsErrorKind, type PlayerErrorKind } from './rules/errors';

/** A source attached to the video element; `detach` undoes it (hls.js destroyed, src emptied). */
export interface AttachedSource {
  detach(): void;
  /** hls.js reports the errors itself (the element's own error events are then left aside). */
  reportsErrors?: boolean;
}

/**
 * Plays a `.m3u8` playlist through hls.js, imported only here so that it stays out of every chunk but
 * its own, and only for HLS sources. Where hls.js cannot run (no Media Source Extensions: older iPhones)
 * the browser's own HLS is used, if it has one. Fatal hls.js errors are reported with their kind; the
 * caller decides on retries.
 */
export async function attachHls(video: HTMLVideoElement, source: string, onFatal: (kind: PlayerErrorKind) => void): Promise<AttachedSource> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    if (video.canPlayType('application/vnd.apple.mpegurl')) return attachNative(video, source);
    onFatal('unsupported');
    return { detach: () => undefined };
  }
  // The gateway's CSP has no worker-src blob:, so hls.js demuxes on the main thread.
  const hls = new Hls({ enableWorker: false });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    onFatal(hlsErrorKind({ type: data.type, details: data.details, status: data.response?.code }));
  });
  hls.loadSource(source);
  hls.attachMedia(video);
  return { detach: () => hls.destroy(), reportsErrors: true };
}

/** MP4 or WebM, played by the browser itself. */
export function attachNative(video: HTMLVideoElement, source: string): AttachedSource {
  video.src = source;
  video.load();
  return { detach: () => detachNative(video) };
}

function detachNative(video: HTMLVideoElement): void {
  video.removeAttribute('src');
  video.load();
}

/**
 * Whether the host of an address answers at all (any status, even an opaque one): false when the
 * connection fails. Only asked where the Content-Security-Policy lets the page connect (this site, https).
 */
export async function hostAnswers(address: string): Promise<boolean> {
  const url = new URL(address, window.location.href);
  if (url.origin !== window.location.origin && url.protocol !== 'https:') return true;
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return true;
  } catch {
    return false;
  }
}
