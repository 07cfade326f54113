/*
 * What the back office's genre screen shares with the catalogue as values: the categories, the slug
 * rule and the duplicate messages. Constants and pure functions only, from modules that import no
 * other (the web app reads this through the package's `@streaming/contracts/genre-rules` entry,
 * without pulling the DTOs and class-validator into its bundle).
 */
export { GENRE_CATEGORIES, type GenreCategory } from './types.js';
export { genreSlug, slugify } from './slug.js';
export { genreInUseMessage, genreNameTakenMessage, genreSlugTakenMessage } from './errors.js';
