/*
 * What the back office's genre screen shares with the catalogue as values: the categories, the name's
 * limits, the slug rule and the duplicate messages. Constants and pure functions only, from modules
 * that import no other (the web app reads this through the package's `@streaming/contracts/genre-rules`
 * entry, without pulling the DTOs and class-validator into its bundle).
 */
export { GENRE_CATEGORIES, type GenreCategory } from './types.js';
export { genreSlug, slugify } from './slug.js';
export { CatalogueErrors, genreInUseMessage, genreNameTakenMessage, genreSlugTakenMessage } from './errors.js';

/** A genre's name: required (not blank), 60 characters at most (the DTOs' `GenreName`). */
export const GENRE_NAME_MAX_LENGTH = 60;
export const GENRE_NAME_REQUIRED = 'Le nom du genre est requis.';
export const GENRE_NAME_TOO_LONG = `Le nom du genre est requis (${GENRE_NAME_MAX_LENGTH} caractères maximum).`;
