import type { ContentRef, ReportContentType, ReportStatus } from '@streaming/contracts';
import { PROBLEM_LABELS, PROBLEM_TYPES } from '@streaming/contracts/moderation-types';

import { ApiError, errorMessage } from '../../shared/api/api-error';

/*
 * The report modal's rules (spec sections 4, 5 and 8) and how a member's reports are shown. The labels of
 * the problem types come from the contracts (the admin screens and the admin search use the same).
 */

export { PROBLEM_LABELS, PROBLEM_TYPES };

export const REPORT_TEXTS = {
  signInRequired: 'Vous devez être connecté pour signaler un problème',
  problemRequired: 'Veuillez sélectionner le type de problème',
  failed: 'Erreur lors du signalement',
  sent: 'Merci ! Votre signalement a bien été envoyé : notre équipe va vérifier ce lien.',
} as const;

/** The success is shown 2 s, then the modal closes (and opens blank the next time). */
export const REPORT_SUCCESS_MS = 2000;

/** What the member sees of a report's status on their profile. */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'En attente',
  in_progress: 'En cours de traitement',
  resolved: 'Résolu',
  rejected: 'Rejeté',
};

/** The colour of each status's badge (`badge--<tone>`). */
export const REPORT_STATUS_TONES: Record<ReportStatus, 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  in_progress: 'warning',
  resolved: 'success',
  rejected: 'danger',
};

export const REPORT_CONTENT_LABELS: Record<ReportContentType, string> = {
  movie: 'Film',
  series: 'Série',
  episode: 'Épisode',
};

/**
 * The text of a failed report: a session that ended (401) asks to sign in, otherwise the server's own
 * message when it gave one (an unknown title, too many reports), else 'Erreur lors du signalement'.
 */
export function reportFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return REPORT_TEXTS.signInRequired;
  return errorMessage(error, REPORT_TEXTS.failed);
}

/**
 * The page of the reported title: a film's or a series' own, an episode's series opened on that
 * episode; null once the catalogue deleted it, or for an episode whose series is not known.
 */
export function reportedContentPath(ref: ContentRef): string | null {
  if (ref.contentDeleted) return null;
  const id = encodeURIComponent(ref.contentId);
  if (ref.contentType === 'movie') return `/movie/${id}`;
  if (ref.contentType === 'series') return `/series/${id}`;
  return ref.seriesId ? `/series/${encodeURIComponent(ref.seriesId)}?episode=${id}` : null;
}
