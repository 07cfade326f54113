/**
 * Pauses every video of the page that is playing: what opens over the page with its own sound (a
 * trailer) must not play over the film's player.
 */
export function pausePlayingVideos(scope: ParentNode = document): void {
  for (const video of scope.querySelectorAll('video')) {
    if (!video.paused) video.pause();
  }
}
