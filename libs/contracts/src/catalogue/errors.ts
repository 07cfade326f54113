/** Catalogue error codes beside the French message the spec gives for each. */
export const CatalogueErrors = {
  MOVIE_NOT_FOUND: { status: 404, message: 'Film non trouvé' },
  SERIES_NOT_FOUND: { status: 404, message: 'Série non trouvée' },
  GENRE_NOT_FOUND: { status: 404, message: 'Genre non trouvé' },
  EPISODE_NOT_FOUND: { status: 404, message: 'Épisode introuvable.' },
  /** Formatted with the numbers: see episodeTakenMessage. */
  EPISODE_TAKEN: { status: 409, message: 'Cet épisode existe déjà dans cette saison.' },
  /** Formatted with the name and category: see genreNameTakenMessage. */
  GENRE_NAME_TAKEN: { status: 409, message: 'Un genre avec ce nom existe déjà dans cette catégorie.' },
  GENRE_SLUG_TAKEN: { status: 409, message: 'Un genre avec ce slug existe déjà dans cette catégorie. Veuillez choisir un nom différent.' },
  GENRE_SLUG_EMPTY: { status: 400, message: 'Le nom du genre doit contenir au moins une lettre ou un chiffre non accentué.' },
  UNKNOWN_GENRES: { status: 400, message: 'Genre inconnu.' },
  YEAR_RANGE_INVERTED: { status: 400, message: "L'année de début doit être inférieure ou égale à l'année de fin." },
  POSTER_NOT_FOUND: { status: 404, message: 'Affiche introuvable.' },
  /** Formatted with the counts: see genreInUseMessage; the answer carries `movies` and `series`. */
  GENRE_IN_USE: { status: 409, message: 'Ce genre est utilisé : confirmez pour le retirer de ses titres et le supprimer.' },
  TMDB_NOT_CONFIGURED: { status: 503, message: "La recherche TMDB n'est pas configurée sur ce serveur (clé TMDB_API_KEY ou TMDB_READ_TOKEN absente) : remplissez le formulaire à la main." },
  TMDB_NOT_FOUND: { status: 404, message: 'Ce titre est introuvable sur TMDB.' },
  TMDB_KEY_REFUSED: { status: 502, message: 'TMDB refuse la clé configurée sur ce serveur (TMDB_API_KEY ou TMDB_READ_TOKEN) : remplissez le formulaire à la main.' },
  TMDB_UNAVAILABLE: { status: 502, message: 'TMDB a répondu par une erreur : réessayez dans un moment ou remplissez le formulaire à la main.' },
  TMDB_TIMEOUT: { status: 504, message: "TMDB n'a pas répondu à temps : réessayez dans un moment ou remplissez le formulaire à la main." },
  /** Formatted with the wait: see tmdbBusyMessage; the answer carries `retryAfter` (seconds). */
  TMDB_BUSY: { status: 503, message: 'TMDB limite le nombre de requêtes : réessayez dans un moment.' },
} as const;
export type CatalogueErrorCode = keyof typeof CatalogueErrors;

/** The back office's wording (spec 001 section 5). */
export const genreNameTakenMessage = (name: string, category: string) =>
  `Un genre avec le nom "${name}" existe déjà dans la catégorie "${category}".`;
export const genreSlugTakenMessage = (slug: string, category: string) =>
  `Un genre avec le slug "${slug}" existe déjà dans la catégorie "${category}". Veuillez choisir un nom différent.`;
export const episodeTakenMessage = (season: number, episode: number) =>
  `La saison ${season} a déjà un épisode ${episode}.`;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** The second confirmation of a used genre's deletion (spec 001 section 4: it shows the count). */
export const genreInUseMessage = (movies: number, series: number) =>
  `Ce genre est utilisé par ${plural(movies, 'film', 'films')} et ${plural(series, 'série', 'séries')} : confirmez pour le retirer de ces titres et le supprimer.`;
export const tmdbBusyMessage = (seconds: number) =>
  `TMDB limite le nombre de requêtes : réessayez dans ${plural(seconds, 'seconde', 'secondes')}.`;
