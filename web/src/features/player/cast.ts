/**
 * TV casting: Chromecast through Google's Cast sender script (allowed by the gateway's CSP), loaded the
 * first time the cast menu opens; AirPlay through Safari's own picker. Every failure ends in one of
 * the spec's casting texts (section 8) and never touches local playback.
 */

export const CAST_TEXT = {
  unavailable: 'Chromecast non disponible',
  initFailed: "Erreur lors de l'initialisation de Chromecast",
  sessionFailed: "Impossible d'établir une session de cast",
  castFailed: 'Erreur lors du casting',
  stopFailed: "Erreur lors de l'arrêt du casting",
} as const;

const SENDER_SCRIPT = 'https://www.gstatic.com/cv/js/sender/v1/cast_sender.js?loadCastFramework=1';
/** Offline, the script may neither load nor fail quickly: give up after this long. */
const SCRIPT_TIMEOUT_MS = 10_000;

/** The few parts of the Cast sender API used here. */
interface CastSession {
  loadMedia(request: unknown): Promise<unknown>;
}
interface CastContext {
  setOptions(options: { receiverApplicationId: string; autoJoinPolicy: string }): void;
  requestSession(): Promise<unknown>;
  getCurrentSession(): CastSession | null;
  endCurrentSession(stopCasting: boolean): void;
}
interface CastGlobals {
  __onGCastApiAvailable?: (available: boolean) => void;
  cast?: { framework?: { CastContext: { getInstance(): CastContext } } };
  chrome?: {
    cast?: {
      AutoJoinPolicy: { ORIGIN_SCOPED: string };
      media: {
        DEFAULT_MEDIA_RECEIVER_APP_ID: string;
        MediaInfo: new (contentId: string, contentType: string) => { metadata?: unknown };
        GenericMediaMetadata: new () => { title?: string };
        LoadRequest: new (media: unknown) => { currentTime?: number };
      };
    };
  };
}

const castWindow = (): Window & CastGlobals => window as Window & CastGlobals;

let castReady: Promise<CastContext> | null = null;

/** Loads the sender script once and sets the cast context up; rejects with a spec text. */
export function loadChromecast(): Promise<CastContext> {
  if (castReady) return castReady;
  castReady = new Promise<CastContext>((resolve, reject) => {
    const win = castWindow();
    const timer = window.setTimeout(() => reject(new Error(CAST_TEXT.unavailable)), SCRIPT_TIMEOUT_MS);
    win.__onGCastApiAvailable = (available) => {
      window.clearTimeout(timer);
      const framework = win.cast?.framework;
      const chromeCast = win.chrome?.cast;
      if (!available || !framework || !chromeCast) {
        reject(new Error(CAST_TEXT.unavailable));
        return;
      }
      try {
        const context = framework.CastContext.getInstance();
        context.setOptions({ receiverApplicationId: chromeCast.media.DEFAULT_MEDIA_RECEIVER_APP_ID, autoJoinPolicy: chromeCast.AutoJoinPolicy.ORIGIN_SCOPED });
        resolve(context);
      } catch {
        reject(new Error(CAST_TEXT.initFailed));
      }
    };
    const script = document.createElement('script');
    script.src = SENDER_SCRIPT;
    script.async = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(CAST_TEXT.unavailable));
    };
    document.head.append(script);
  });
  // A failed load may succeed later (back online): the next menu opening tries again.
  castReady.catch(() => {
    castReady = null;
  });
  return castReady;
}

function contentType(source: string): string {
  const path = source.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.m3u8')) return 'application/x-mpegURL';
  if (path.endsWith('.webm')) return 'video/webm';
  return 'video/mp4';
}

/** Opens a session (the browser's device picker) and sends the video there at the current position. */
export async function castTo(context: CastContext, source: string, title: string, positionSeconds: number): Promise<void> {
  try {
    await context.requestSession();
  } catch {
    throw new Error(CAST_TEXT.sessionFailed);
  }
  const session = context.getCurrentSession();
  const chromeCast = castWindow().chrome?.cast;
  if (!session || !chromeCast) throw new Error(CAST_TEXT.sessionFailed);
  try {
    const media = new chromeCast.media.MediaInfo(new URL(source, window.location.href).toString(), contentType(source));
    const metadata = new chromeCast.media.GenericMediaMetadata();
    metadata.title = title;
    media.metadata = metadata;
    const request = new chromeCast.media.LoadRequest(media);
    request.currentTime = positionSeconds;
    await session.loadMedia(request);
  } catch {
    throw new Error(CAST_TEXT.castFailed);
  }
}

export function stopCasting(context: CastContext): void {
  try {
    context.endCurrentSession(true);
  } catch {
    throw new Error(CAST_TEXT.stopFailed);
  }
}

/** Safari's AirPlay: the video element's picker, when the browser offers it. */
interface AirPlayVideo extends HTMLVideoElement {
  webkitShowPlaybackTargetPicker?: () => void;
}

export function airPlaySupported(): boolean {
  return typeof window !== 'undefined' && 'WebKitPlaybackTargetAvailabilityEvent' in window;
}

export function showAirPlayPicker(video: HTMLVideoElement): boolean {
  const picker = (video as AirPlayVideo).webkitShowPlaybackTargetPicker;
  if (!picker) return false;
  picker.call(video);
  return true;
}

export type { CastContext };
