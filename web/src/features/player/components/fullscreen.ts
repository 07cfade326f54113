/**
 * Fullscreen on every browser the members use: the standard API, Safari's prefixed one (before 16.4),
 * and on iPhones, which have neither for other elements, the video element's own fullscreen (the
 * system player). Shapes only, so that the rules run with fakes in the unit tests.
 */

/** The player's box. `requestFullscreen` is missing on older Safari. */
export interface FullscreenBox {
  requestFullscreen?: () => Promise<void>;
  webkitRequestFullscreen?: () => void;
}

/** The video element: iPhones put it alone in fullscreen once its metadata is loaded. */
export interface FullscreenVideo {
  readonly readyState: number;
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  readonly webkitDisplayingFullscreen?: boolean;
}

export interface FullscreenDocument {
  readonly fullscreenElement?: unknown;
  readonly webkitFullscreenElement?: unknown;
  exitFullscreen?: () => Promise<void>;
  webkitExitFullscreen?: () => void;
}

/** HTMLMediaElement.HAVE_METADATA, as a number so that this file needs no DOM. */
const HAVE_METADATA = 1;

/** The box (or, on an iPhone, the video) is in fullscreen. */
export function isFullscreen(doc: FullscreenDocument, box: FullscreenBox, video: FullscreenVideo): boolean {
  return (doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null) === box || video.webkitDisplayingFullscreen === true;
}

/**
 * Puts the box in fullscreen, or the video where only it can be. Rejects (never throws) when the
 * browser has no way or refuses.
 */
export async function enterFullscreen(box: FullscreenBox, video: FullscreenVideo): Promise<void> {
  if (box.requestFullscreen) return box.requestFullscreen();
  if (box.webkitRequestFullscreen) return box.webkitRequestFullscreen();
  if (video.webkitEnterFullscreen && video.readyState >= HAVE_METADATA) return video.webkitEnterFullscreen();
  throw new Error('Plein écran indisponible');
}

/** Leaves fullscreen, whichever way it was entered. Rejects (never throws) on failure. */
export async function exitFullscreen(doc: FullscreenDocument, video: FullscreenVideo): Promise<void> {
  if (doc.fullscreenElement && doc.exitFullscreen) return doc.exitFullscreen();
  if (doc.webkitFullscreenElement && doc.webkitExitFullscreen) return doc.webkitExitFullscreen();
  if (video.webkitDisplayingFullscreen && video.webkitExitFullscreen) return video.webkitExitFullscreen();
}

/** Leaves fullscreen when anything is in it, else puts the box there. */
export function switchFullscreen(doc: FullscreenDocument, box: FullscreenBox, video: FullscreenVideo): Promise<void> {
  const inFullscreen = Boolean(doc.fullscreenElement ?? doc.webkitFullscreenElement) || video.webkitDisplayingFullscreen === true;
  return inFullscreen ? exitFullscreen(doc, video) : enterFullscreen(box, video);
}
