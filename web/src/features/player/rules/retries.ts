import { RETRY_POLICY, retryDelay, type PlayerErrorKind } from './errors';

/**
 * Seconds the video must play, after a (re)load, before its retries count from zero again. A source
 * whose metadata loads but that fails as soon as it plays never gets there, so its retries run out.
 */
export const RECOVERED_AFTER_SECONDS = 2;

/** A time update further than this from the last one is a seek, not playback. */
const MAX_PLAYBACK_STEP_SECONDS = 2;

/** An automatic retry: "Nouvelle tentative {attempt} sur {of}", in `delayMs`. */
export interface RetryStep {
  attempt: number;
  of: number;
  delayMs: number;
}

/**
 * The automatic retries of one source (spec section 9): up to 10, 2 s apart, until its metadata has
 * loaded once; from then on up to 3, 1.5 s apart. A reload that loads the metadata again does not give
 * the retries back: only playback that went on for RECOVERED_AFTER_SECONDS does.
 */
export class RetrySeries {
  private attempts = 0;
  private loadedOnce = false;
  private played = 0;
  /** The position of the last time update while playing; null while not playing. */
  private lastPosition: number | null = null;

  /** The metadata loaded at least once: the later policy applies. */
  get loaded(): boolean {
    return this.loadedOnce;
  }

  /** The metadata loaded. The first time, the later policy starts with its own count. */
  metadataLoaded(): void {
    if (this.loadedOnce) return;
    this.loadedOnce = true;
    this.attempts = 0;
  }

  /** The element started (or went on) playing at this position. */
  playing(positionSeconds: number): void {
    this.lastPosition = positionSeconds;
  }

  /** The element stopped playing (pause, waiting for data, seek): nothing is counted until it plays again. */
  stopped(): void {
    this.lastPosition = null;
  }

  /** A time update: playback that went on long enough gives every retry back. */
  timeUpdate(positionSeconds: number): void {
    if (this.lastPosition === null) return;
    const step = positionSeconds - this.lastPosition;
    if (step > 0 && step < MAX_PLAYBACK_STEP_SECONDS) this.played += step;
    this.lastPosition = positionSeconds;
    if (this.played >= RECOVERED_AFTER_SECONDS) {
      this.attempts = 0;
      this.played = 0;
    }
  }

  /** The source failed: the next retry, or null when the error is not retried or no retry is left. */
  failed(kind: PlayerErrorKind): RetryStep | null {
    this.lastPosition = null;
    this.played = 0;
    const attempt = this.attempts + 1;
    const delayMs = retryDelay(kind, attempt, this.loadedOnce);
    if (delayMs === null) return null;
    this.attempts = attempt;
    const policy = this.loadedOnce ? RETRY_POLICY.afterLoad : RETRY_POLICY.firstLoad;
    return { attempt, of: policy.attempts, delayMs };
  }

  /** 'Réessayer': a fresh series of retries, under the policy of where the source is (loaded once or not). */
  restart(): void {
    this.attempts = 0;
    this.played = 0;
    this.lastPosition = null;
  }
}
