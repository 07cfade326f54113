/** Why playback stopped (spec section 8, player errors). */
export type PlayerErrorKind = 'aborted' | 'network' | 'unsupported' | 'server' | 'decode' | 'timeout' | 'blocked' | 'control' | 'unknown';

/** The spec's player error texts, exactly. */
export const PLAYER_ERROR_TEXT: Record<PlayerErrorKind, string> = {
  aborted: 'Lecture interrompue',
  network: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
  unsupported: 'Impossible de lire cette vidéo',
  server: 'Le serveur ne répond pas. Réessayez dans quelques instants.',
  decode: 'Erreur de lecture vidéo',
  timeout: 'Le chargement prend trop de temps. Vérifiez votre connexion.',
  blocked: 'Impossible de lancer la lecture sur cet appareil',
  control: 'Erreur lors du contrôle de lecture',
  unknown: 'Erreur de lecture',
};

/** MediaError codes (HTMLMediaElement.error.code), as numbers so that this file needs no DOM. */
const MEDIA_ERR_ABORTED = 1;
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** The kind of a `<video>` error from its MediaError code. */
export function mediaErrorKind(code: number | null | undefined): PlayerErrorKind {
  switch (code) {
    case MEDIA_ERR_ABORTED:
      return 'aborted';
    case MEDIA_ERR_NETWORK:
      return 'network';
    case MEDIA_ERR_DECODE:
      return 'decode';
    case MEDIA_ERR_SRC_NOT_SUPPORTED:
      return 'unsupported';
    default:
      return 'unknown';
  }
}

/** What hls.js reports with a fatal error (its `type`, `details` and the HTTP status, if any). */
export interface HlsFailure {
  type: string;
  details: string;
  status?: number;
}

/** The kind of a fatal hls.js error. */
export function hlsErrorKind({ type, details, status }: HlsFailure): PlayerErrorKind {
  if (type === 'networkError') {
    if ((status !== undefined && status >= 500) || /timeout/i.test(details)) return 'server';
    if (status !== undefined && status >= 400) return 'unsupported';
    return 'network';
  }
  if (type === 'mediaError') return 'decode';
  if (type === 'muxError') return 'unsupported';
  return 'unknown';
}

/** The kind of a refused `video.play()` (autoplay policy or a source the device cannot play). */
export function playRejectionKind(name: string | undefined): PlayerErrorKind | null {
  // AbortError: play() was interrupted by a new load or a pause: not an error.
  if (name === 'AbortError') return null;
  if (name === 'NotAllowedError') return null;
  if (name === 'NotSupportedError') return 'blocked';
  return 'control';
}

/** Spec section 9: retries for network and unsupported-source errors (first load 10 × 2 s, then 3 × 1.5 s). */
export const RETRY_POLICY = {
  firstLoad: { attempts: 10, delayMs: 2000 },
  afterLoad: { attempts: 3, delayMs: 1500 },
} as const;

export function isRetryable(kind: PlayerErrorKind): boolean {
  return kind === 'network' || kind === 'unsupported' || kind === 'server';
}

/**
 * The wait before retry number `attempt` (1 for the first retry), or null when no retry is left or the
 * error is not one that is retried. `loaded`: the video had loaded once (the later policy applies).
 */
export function retryDelay(kind: PlayerErrorKind, attempt: number, loaded: boolean): number | null {
  if (!isRetryable(kind)) return null;
  const policy = loaded ? RETRY_POLICY.afterLoad : RETRY_POLICY.firstLoad;
  return attempt >= 1 && attempt <= policy.attempts ? policy.delayMs : null;
}
