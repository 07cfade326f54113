import { ParseUUIDPipe } from '@nestjs/common';
import { HttpProblem } from '../errors/http-problem.js';

const uuid = (message: string) => new ParseUUIDPipe({ exceptionFactory: () => new HttpProblem(400, 'VALIDATION_FAILED', message) });

/** The catalogue's ids in a path: a bad one is a 400 with its own French message, before any call to the catalogue. */
export const movieId = uuid('Identifiant de film invalide.');
export const seriesId = uuid('Identifiant de série invalide.');
export const genreId = uuid('Identifiant de genre invalide.');
export const episodeId = uuid("Identifiant d'épisode invalide.");
