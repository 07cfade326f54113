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

/**
 * The sender script, in the page at most once: a try that gave up waiting leaves it loading, and the
 * next try waits for that one. Removed when it fails to load, so that a later try (back online) adds it anew.
 */
let senderScript: HTMLScriptElement | null = null;
/** What the sender script said once it ran (it may run after a try gave up waiting for it). */
let apiAvailable: boolean | undefined;
/** The try waiting for the sender script: told when it runs or fails to load. */
let scriptSettled: ((available: boolean) => void) | null = null;

/** The cast context, set up; throws a spec text. */
function setUpContext(available: boolean): CastContext {
  const win = castWindow();
  const framework = win.cast?.framework;
  const chromeCast = win.chrome?.cast;
  if (!available || !framework || !chromeCast) throw new Error(CAST_TEXT.unavailable);
  try {
    const context = framework.CastContext.getInstance();
    context.setOptions({ receiverApplicationId: chromeCast.media.DEFAULT_MEDIA_RECEIVER_APP_ID, autoJoinPolicy: chromeCast.AutoJoinPolicy.ORIGIN_SCOPED });
    return context;
  } catch {
    throw new Error(CAST_TEXT.initFailed);
  }
}

function addSenderScript(): void {
  const win = castWindow();
  win.__onGCastApiAvailable = (available) => {
    apiAvailable = available;
    scriptSettled?.(available);
  };
  const script = document.createElement('script');
  script.src = SENDER_SCRIPT;
  script.async = true;
  script.onerror = () => {
    script.remove();
    senderScript = null;
    scriptSettled?.(false);
  };
  senderScript = script;
  document.head.append(script);
}

/** Loads the sender script once and sets the cast context up; rejects with a spec text. */
export function loadChromecast(): Promise<CastContext> {
  if (castReady) return castReady;
  castReady = new Promise<CastContext>((resolve, reject) => {
    const settle = (available: boolean) => {
      try {
        resolve(setUpContext(available));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(CAST_TEXT.initFailed));
      }
    };
    if (apiAvailable !== undefined) {
      settle(apiAvailable);
      return;
    }
    const timer = window.setTimeout(() => {
      scriptSettled = null;
      reject(new Error(CAST_TEXT.unavailable));
    }, SCRIPT_TIMEOUT_MS);
    scriptSettled = (available) => {
      scriptSettled = null;
      window.clearTimeout(timer);
      settle(available);
    };
    if (!senderScript) addSenderScript();
  });
  // A failed load may succeed later (back online): the next menu opening tries again.
  castReady.catch(() => {
    castReady = null;
  });
  return castReady;
}

/** The member closed the device picker: the Cast SDK rejects with the code 'cancel' (a string, or an error object's code). */
function isCancel(error: unknown): boolean {
  if (error === 'cancel') return true;
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'cancel';
}

function contentType(source: string): string {
  const path = source.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  if (path.endsWith('.m3u8')) return 'application/x-mpegURL';
  if (path.endsWith('.webm')) return 'video/webm';
  return 'video/mp4';
}

/**
 * Opens a session (the browser's device picker) and sends the video there at the current position.
 * Resolves to false when the member closed the picker without choosing: not an error.
 */
export async function castTo(context: CastContext, source: string, title: string, positionSeconds: number): Promise<boolean> {
  try {
    await context.requestSession();
  } catch (error) {
    if (isCancel(error)) return false;
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
  return true;
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
