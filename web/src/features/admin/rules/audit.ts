import { AUDIT_ERASED, type AuditChange, type AuditEntry } from '@streaming/contracts';

import { formatCount } from '../../../shared/format/number';
import { formatDateTime } from '../../../shared/format/date';

/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * Every action the services record (`<target>.<verb>`), with its French label, in the order the filter
 * lists them: the catalogue's (services/catalogue/src/audit/admin-audit.ts), identity's (users) and
 * moderation's (services/moderation/src/shared/admin-audit.ts).
 */
export const AUDIT_ACTIONS = [
  { value: 'movie.create', label: 'Film ajouté' },
  { value: 'movie.update', label: 'Film modifié' },
  { value: 'movie.delete', label: 'Film supprimé' },
  { value: 'series.create', label: 'Série ajoutée' },
  { value: 'series.update', label: 'Série modifiée' },
  { value: 'series.delete', label: 'Série supprimée' },
  { value: 'episode.create', label: 'Épisode ajouté' },
  { value: 'episode.update', label: 'Épisode modifié' },
  { value: 'episode.delete', label: 'Épisode supprimé' },
  { value: 'genre.create', label: 'Genre ajouté' },
  { value: 'genre.update', label: 'Genre modifié' },
  { value: 'genre.delete', label: 'Genre supprimé' },
  { value: 'user.role', label: 'Droits administrateur modifiés' },
  { value: 'user.ban', label: 'Utilisateur banni' },
  { value: 'user.unban', label: 'Bannissement levé' },
  { value: 'user.delete', label: 'Compte supprimé' },
  { value: 'user.email', label: 'Email envoyé à un membre' },
  { value: 'report.status', label: 'Signalement traité' },
  { value: 'request.update', label: 'Demande de contenu traitée' },
  { value: 'popup.create', label: 'Message de connexion créé' },
  { value: 'popup.update', label: 'Message de connexion modifié' },
  { value: 'popup.activate', label: 'Message de connexion activé' },
  { value: 'popup.delete', label: 'Message de connexion supprimé' },
  { value: 'contact.handled', label: 'Message de contact traité ou rouvert' },
] as const;

/** The French label of an action; an action this list does not know yet is shown as stored. */
export function actionLabel(action: string): string {
  return AUDIT_ACTIONS.find((a) => a.value === action)?.label ?? action;
}

/** What an action was done to, as the target filter and the list name it. */
export const TARGET_TYPE_LABELS: Record<string, string> = {
  movie: 'Film',
  series: 'Série',
  episode: 'Épisode',
  genre: 'Genre',
  user: 'Utilisateur',
  report: 'Signalement',
  request: 'Demande de contenu',
  popup: 'Message de connexion',
  contact: 'Message de contact',
};

export function targetTypeLabel(type: string): string {
  return TARGET_TYPE_LABELS[type] ?? type;
}

/**
 * Where the target can be seen: the member page of a film or a series (not once deleted). The other
 * targets have no page that opens one of them by id: their id is shown as text.
 */
export function targetLink(entry: Pick<AuditEntry, 'action' | 'targetType' | 'targetId'>): string | null {
  if (entry.action.endsWith('.delete')) return null;
  if (entry.targetType === 'movie') return `/movie/${encodeURIComponent(entry.targetId)}`;
  if (entry.targetType === 'series') return `/series/${encodeURIComponent(entry.targetId)}`;
  return null;
}

/** Who acted: their address now, or 'Compte supprimé' once their account is erased. */
export function actorLabel(entry: Pick<AuditEntry, 'actorEmail'>): string {
  return entry.actorEmail ?? 'Compte supprimé';
}

/** The French names of the fields the services record. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Titre',
  originalTitle: 'Titre original',
  synopsis: 'Synopsis',
  releaseYear: 'Année',
  director: 'Réalisateur',
  country: 'Pays',
  language: 'Langue',
  quality: 'Qualité',
  posterUrl: 'Affiche',
  trailerUrl: 'Bande-annonce',
  videoUrl: 'Vidéo',
  videoUrlVf: 'Vidéo VF',
  videoUrlVostfr: 'Vidéo VOSTFR',
  rating: 'Note',
  isFeatured: 'À la une',
  isNew: 'Nouveau',
  genres: 'Genres',
  durationMinutes: 'Durée (minutes)',
  budget: 'Budget',
  boxOffice: 'Box-office',
  status: 'Statut',
  totalSeasons: 'Saisons',
  totalEpisodes: 'Épisodes',
  seriesId: 'Série',
  seasonNumber: 'Saison',
  episodeNumber: 'Épisode',
  airDate: 'Date de diffusion',
  thumbnailUrl: 'Vignette',
  name: 'Nom',
  slug: 'Slug',
  category: 'Catégorie',
  isAnime: 'Genre animé',
  movies: 'Films',
  series: 'Séries',
  isAdmin: 'Administrateur',
  reason: 'Raison',
  type: 'Type',
  bannedUntil: 'Banni jusqu’au',
  createdAt: 'Inscrit le',
  to: 'Destinataire',
  subject: 'Sujet',
  message: 'Message',
  adminNotes: 'Notes de l’administrateur',
  fulfilledId: 'Titre ajouté (id)',
  fulfilledTitle: 'Titre ajouté',
  content: 'Contenu',
  isActive: 'Actif',
  handled: 'Traité',
};

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One side of a change as the screen shows it. `erased`: the member's data, replaced by 'effacé'. */
export interface ShownValue {
  text: string;
  erased: boolean;
  empty: boolean;
}

/** A value of `changes`, readable: '—' for none, Oui/Non, dates in French, lists joined, 'effacé' kept as such. */
export function showValue(value: unknown): ShownValue {
  if (value === null || value === undefined || value === '') return { text: '—', erased: false, empty: true };
  if (value === AUDIT_ERASED) return { text: AUDIT_ERASED, erased: true, empty: false };
  if (typeof value === 'boolean') return { text: value ? 'Oui' : 'Non', erased: false, empty: false };
  if (typeof value === 'number') return { text: formatCount(value), erased: false, empty: false };
  if (typeof value === 'string') return { text: ISO_DATE_TIME.test(value) ? formatDateTime(value) : value, erased: false, empty: false };
  if (Array.isArray(value)) {
    if (value.length === 0) return { text: '—', erased: false, empty: true };
    return { text: value.map((v) => showValue(v).text).join(', '), erased: false, empty: false };
  }
  return { text: JSON.stringify(value), erased: false, empty: false };
}

/** One line of the before -> after of an action. */
export interface DiffRow {
  field: string;
  label: string;
  before: ShownValue;
  after: ShownValue;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The lines of an action's changes, in the order the service recorded them: the fields whose value
 * changed (a field recorded with the same value on both sides says nothing and is left out).
 */
export function diffRows(changes: Record<string, AuditChange>): DiffRow[] {
  return Object.entries(changes)
    .filter(([, change]) => !same(change.before, change.after))
    .map(([field, change]) => ({ field, label: fieldLabel(field), before: showValue(change.before), after: showValue(change.after) }));
}

/** The filters of the audit screen, as typed (blank: no filter). `from` and `to` are AAAA-MM-JJ days. */
export interface AuditFilters {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', target: '', from: '', to: '' };
const FILTER_KEYS = ['actor', 'action', 'target', 'from', 'to'] as const;

/** What GET /api/admin/audit is asked (blank filters left out, so that the same filters give the same query key). */
export interface AuditListQuery {
  page: number;
  pageSize: number;
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

/** The filters and page a URL's search params hold (a reload keeps them); a page that is no number is page 1. */
export function auditStateFromParams(params: URLSearchParams): { filters: AuditFilters; page: number } {
  const filters = { ...NO_AUDIT_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key) ?? '';
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The search params of filters and a page: blank filters and page 1 left out. */
export function auditParams(filters: AuditFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The query of one page: the filters trimmed, blank ones left out. */
export function auditQuery(filters: AuditFilters, page: number): AuditListQuery {
  const query: AuditListQuery = { page, pageSize: AUDIT_PAGE_SIZE };
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) query[key] = value;
  }
  return query;
}

export function isAuditFiltered(filters: AuditFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

/** "1 action", "37 actions", "plus de 10 000 actions" once the server stopped counting. */
export function auditFoundText(total: number, capped: boolean): string {
  if (capped) return `plus de ${formatCount(total)} actions`;
  return `${formatCount(total)} ${total === 1 ? 'action' : 'actions'}`;
}
