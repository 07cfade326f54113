import { errorMessage, isApiError } from '../../../shared/api/api-error';

/** 503 TMDB_NOT_CONFIGURED: the server has no TMDB key. */
export const TMDB_NOT_CONFIGURED_TEXT = "La recherche TMDB n'est pas configurée sur ce serveur : remplissez le formulaire à la main.";
const TMDB_SEARCH_FAILED = 'La recherche TMDB a échoué.';

/** What a failed TMDB lookup says: that it is not configured, or the server's French message. */
export function tmdbSearchFailure(error: unknown): string {
  if (isApiError(error, 'TMDB_NOT_CONFIGURED')) return TMDB_NOT_CONFIGURED_TEXT;
  return errorMessage(error, TMDB_SEARCH_FAILED);
}

/** What a failed read of a chosen result says: the kind's text (section 8), and why under it. */
export function tmdbDetailsFailure(error: unknown, detailsFailed: string): { text: string; details: string[] } {
  if (isApiError(error, 'TMDB_NOT_CONFIGURED')) return { text: detailsFailed, details: [TMDB_NOT_CONFIGURED_TEXT] };
  const reason = errorMessage(error, '');
  return { text: detailsFailed, details: reason ? [reason] : [] };
}
