/**
 * The player's constants (spec section 9). The history ones are a copy of `PlaybackRules` in
 * libs/contracts/src/engagement/types.ts, kept here because importing runtime values from
 * @streaming/contracts would pull class-validator into the web bundle: change both together
 * (playback-rules.spec.ts checks they agree).
 */
export const PLAYBACK = {
  keepFromSeconds: 5,
  keepUntilBeforeEndSeconds: 5,
  resumeBeforeEndSeconds: 10,
  completedRatio: 0.9,
  serverSaveEverySeconds: 30,
  autoNextSeconds: 3,
  defaultEpisodeSeconds: 45 * 60,
} as const;

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
