/** Engagement error codes beside their French message. */
export const EngagementErrors = {
  FAVORITE_NOT_FOUND: { status: 404, message: "Ce titre n'est pas dans vos favoris." },
  HISTORY_ENTRY_NOT_FOUND: { status: 404, message: "Cette entrée de l'historique n'existe pas." },
} as const;

/** A film has no episode: a save or a view naming one is refused rather than silently changed. */
export const NO_EPISODE_FOR_MOVIE = "Un film n'a pas d'épisode : retirez episodeId.";
