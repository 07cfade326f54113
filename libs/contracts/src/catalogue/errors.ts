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
} as const;
export type CatalogueErrorCode = keyof typeof CatalogueErrors;

/** The back office's wording (spec 001 section 5). */
export const genreNameTakenMessage = (name: string, category: string) =>
  `Un genre avec le nom "${name}" existe déjà dans la catégorie "${category}".`;
export const genreSlugTakenMessage = (slug: string, category: string) =>
  `Un genre avec le slug "${slug}" existe déjà dans la catégorie "${category}". Veuillez choisir un nom différent.`;
export const episodeTakenMessage = (season: number, episode: number) =>
  `La saison ${season} a déjà un épisode ${episode}.`;
