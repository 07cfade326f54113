/**
 * The history's constants (spec section 9), the server's own: `PlaybackRules` of
 * libs/contracts/src/engagement/playback-rules.ts, imported through its own entry
 * (`@streaming/contracts/playback-rules`: the package's main entry would pull class-validator into
 * the web bundle).
 */
export { PlaybackRules as PLAYBACK } from '@streaming/contracts/playback-rules';

/** Player constants of spec section 9. */
export const PLAYER = {
  skipSeconds: 10,
  volumeStep: 0.1,
  speeds: [0.5, 0.75, 1, 1.25, 1.5, 2] as const,
  controlsHideMs: 3000,
  loadTimeoutMs: 90_000,
  /**
   * Buffering this long without a frame after the video had played: the host stopped answering
   * (browsers wait on such a connection without reporting an error). Treated as a network error:
   * the later retry policy reloads the source where it was.
   */
  stallTimeoutMs: 15_000,
  mobileMaxWidthPx: 767,
  doubleTapMs: 300,
} as const;
