import type { MovieDto, SimilarMovieCard } from '@streaming/contracts';

import { apiRequest } from '../../shared/api/client';

/** GET /api/movies/:id */
export function fetchMovie(id: string, signal?: AbortSignal): Promise<MovieDto> {
  return apiRequest<MovieDto>(`/movies/${encodeURIComponent(id)}`, { signal });
}

/** GET /api/movies/:id/similar: at most 12, best score first, with their badges. */
export function fetchSimilarMovies(id: string, signal?: AbortSignal): Promise<SimilarMovieCard[]> {
  return apiRequest<SimilarMovieCard[]>(`/movies/${encodeURIComponent(id)}/similar`, { signal });
}
