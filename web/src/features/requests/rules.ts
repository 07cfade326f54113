import type { CreateRequestDto, RequestContentType, RequestCreated, RequestQuota, RequestStatus } from '@streaming/contracts';
import { REQUEST_YEAR_MAX, REQUEST_YEAR_MIN, WEEKLY_REQUEST_LIMIT } from '@streaming/contracts/moderation-types';

import { errorMessage, isApiError } from '../../shared/api/api-error';

/* The content request form's rules (spec sections 4, 5, 8 and 9), apart from the screen. */

export { REQUEST_YEAR_MAX, REQUEST_YEAR_MIN };

export const REQUEST_TEXTS = {
  quotaReached: `Vous avez atteint la limite de ${WEEKLY_REQUEST_LIMIT} demandes par semaine`,
  failed: 'Erreur lors de la création de la demande',
  titleRequired: 'Le titre est requis',
  yearOutOfRange: `L'année doit être comprise entre ${REQUEST_YEAR_MIN} et ${REQUEST_YEAR_MAX}.`,
  joined: 'Demande rejointe',
  already: 'Vous suivez déjà cette demande',
  quotaUnknown: 'Impossible de vérifier votre quota pour le moment. Vous pouvez tout de même envoyer une demande : la limite est vérifiée à l’envoi.',
} as const;

/** The success banner goes after 5 s. */
export const REQUEST_SUCCESS_MS = 5000;

export const REQUEST_KIND_LABELS: Record<RequestContentType, string> = { movie: 'Film', series: 'Série' };

/** The colour of each status's badge (`badge--<tone>`). */
export const REQUEST_STATUS_TONES: Record<RequestStatus, 'warning' | 'info' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'info',
  completed: 'success',
  rejected: 'danger',
};

/** 'Demande de film envoyée avec succès !' or 'Demande de série envoyée avec succès !'. */
export function requestSentText(contentType: RequestContentType): string {
  return `Demande de ${contentType === 'movie' ? 'film' : 'série'} envoyée avec succès !`;
}

/** The quota bar's colour: yellow at 2 of 3, red when used up. */
export type QuotaLevel = 'ok' | 'warning' | 'full';

export function quotaLevel(quota: Pick<RequestQuota, 'used' | 'limit'>): QuotaLevel {
  if (quota.used >= quota.limit) return 'full';
  if (quota.used > 0 && quota.used >= quota.limit - 1) return 'warning';
  return 'ok';
}

/** The share of the bar filled, 0 to 100. */
export function quotaPercent(quota: Pick<RequestQuota, 'used' | 'limit'>): number {
  if (quota.limit <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((quota.used / quota.limit) * 100)));
}

/** What the form holds: text as typed. */
export interface RequestForm {
  contentType: RequestContentType;
  title: string;
  year: string;
  description: string;
  director: string;
  genre: string;
}

export const EMPTY_REQUEST_FORM: RequestForm = { contentType: 'movie', title: '', year: '', description: '', director: '', genre: '' };

/**
 * The form as the API takes it, or the first French message of what is wrong: the title is required,
 * the year (optional) a whole number from 1900 to 2030; blank optional fields are left out.
 */
export function toCreateRequest(form: RequestForm): { body: CreateRequestDto } | { error: string } {
  const title = form.title.trim();
  if (!title) return { error: REQUEST_TEXTS.titleRequired };
  const yearText = form.year.trim();
  let year: number | undefined;
  if (yearText) {
    year = Number(yearText);
    if (!/^\d+$/.test(yearText) || year < REQUEST_YEAR_MIN || year > REQUEST_YEAR_MAX) return { error: REQUEST_TEXTS.yearOutOfRange };
  }
  const optional = (value: string) => value.trim() || undefined;
  const body: CreateRequestDto = { contentType: form.contentType, title };
  if (year !== undefined) body.year = year;
  const description = optional(form.description);
  if (description) body.description = description;
  const director = optional(form.director);
  if (director) body.director = director;
  const genre = optional(form.genre);
  if (genre) body.genre = genre;
  return { body };
}

export interface Outcome {
  tone: 'success' | 'info';
  text: string;
}

/** What the member is told once the server took the request. */
export function requestOutcome(created: RequestCreated): Outcome {
  if (created.outcome === 'joined') return { tone: 'success', text: REQUEST_TEXTS.joined };
  if (created.outcome === 'already') return { tone: 'info', text: REQUEST_TEXTS.already };
  return { tone: 'success', text: requestSentText(created.request.contentType) };
}

/** The catalogue title a refused request names (409 TITLE_ALREADY_AVAILABLE carries its card). */
export interface AvailableTitle {
  kind: RequestContentType;
  id: string;
  title: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function availableTitle(error: unknown): AvailableTitle | null {
  if (!isApiError(error, 'TITLE_ALREADY_AVAILABLE')) return null;
  const card = error.extra.title;
  if (!isRecord(card)) return null;
  const { kind, id, title } = card;
  if ((kind !== 'movie' && kind !== 'series') || typeof id !== 'string' || typeof title !== 'string') return null;
  return { kind, id, title };
}

/** The text of a refused or failed request: the quota's own, else the server's message, else 'Erreur lors de la création de la demande'. */
export function requestFailureText(error: unknown): string {
  if (isQuotaReached(error)) return REQUEST_TEXTS.quotaReached;
  return errorMessage(error, REQUEST_TEXTS.failed);
}

/** Whether a failure says the week's requests are used up (the quota shown is then read again). */
export function isQuotaReached(error: unknown): boolean {
  return isApiError(error, 'REQUEST_QUOTA_REACHED');
}
