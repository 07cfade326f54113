import type { ReportContentType, ReportStatus, RequestContentType, RequestStatus } from '@streaming/contracts';

import type { ContactCategory } from './list-queries';

/**
 * The French words of the admin screens. The problem labels and the request statuses members see are
 * the contracts' (PROBLEM_LABELS, REQUEST_STATUS_LABELS); these are the admin's own.
 */
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  pending: 'En attente',
  in_progress: 'En cours',
  resolved: 'Résolu',
  rejected: 'Rejeté',
};

/** The tone of a status badge (`badge--<tone>`): waiting, being handled, done, refused. */
export type BadgeTone = 'warning' | 'info' | 'success' | 'danger';

export const REPORT_STATUS_TONES: Record<ReportStatus, BadgeTone> = {
  pending: 'warning',
  in_progress: 'info',
  resolved: 'success',
  rejected: 'danger',
};

export const REQUEST_STATUS_TONES: Record<RequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'info',
  completed: 'success',
  rejected: 'danger',
};

export const REPORT_CONTENT_LABELS: Record<ReportContentType, string> = {
  movie: 'Film',
  series: 'Série',
  episode: 'Épisode',
};

export const REQUEST_CONTENT_LABELS: Record<RequestContentType, string> = {
  movie: 'Film',
  series: 'Série',
};

/** The categories of the contact form, as the form names them, in its order. */
export const CONTACT_CATEGORY_LABELS: Record<ContactCategory, string> = {
  technique: 'Problème technique',
  compte: 'Compte',
  suggestion: 'Suggestion',
  partenariat: 'Partenariat',
  autre: 'Autre',
};
export const CONTACT_CATEGORIES = ['technique', 'compte', 'suggestion', 'partenariat', 'autre'] as const satisfies readonly ContactCategory[];

export interface FilterOption<K extends string> {
  value: K | 'all';
  label: string;
}

/** The options of a filter: 'all' first, then each value with its label. */
export function filterOptions<K extends string>(allLabel: string, values: readonly K[], labels: Record<K, string>): Array<FilterOption<K>> {
  return [{ value: 'all', label: allLabel }, ...values.map((value) => ({ value, label: labels[value] }))];
}

/** The label of a stored category (a category the form no longer offers is shown as stored). */
export function contactCategoryLabel(category: string): string {
  const known = CONTACT_CATEGORIES.find((value) => value === category);
  return known ? CONTACT_CATEGORY_LABELS[known] : category;
}
