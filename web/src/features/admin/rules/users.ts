import type { AdminUserCounts, AdminUserRow } from '@streaming/contracts';

import { formatDateTime } from '../../../shared/format/date';
import { plural } from '../../../shared/format/number';
import type { FilterOption } from './labels';
import { characterCount } from './popup-rules';

/** Spec section 9: the users list comes in slices of 50, the next one asked at 80 % of the page. */
export const USERS_PAGE_SIZE = 50;
export const USERS_SCROLL_RATIO = 0.8;

export type UserFilter = NonNullable<AdminUsersQuery['filter']>;

/** GET /api/admin/users's query, without the page (the infinite list adds it). */
export interface AdminUsersQuery {
  pageSize: number;
  search?: string;
  filter?: 'admin' | 'regular' | 'recent' | 'active';
}

export const USER_FILTER_OPTIONS: Array<FilterOption<UserFilter>> = [
  { value: 'all', label: 'Tous' },
  { value: 'admin', label: 'Administrateurs' },
  { value: 'regular', label: 'Utilisateurs standards' },
  { value: 'recent', label: 'Nouveaux (7 derniers jours)' },
  { value: 'active', label: 'Actifs (30 derniers jours)' },
];

/** The filter an option's value names ('all' for anything else). */
export function userFilter(value: string): UserFilter | 'all' {
  return USER_FILTER_OPTIONS.find((option) => option.value === value)?.value ?? 'all';
}

/** The query of the list: a blank search and 'all' are left out (the same filters give the same key). */
export function usersQuery(search: string, filter: UserFilter | 'all'): AdminUsersQuery {
  const text = search.trim();
  return { pageSize: USERS_PAGE_SIZE, ...(text ? { search: text } : {}), ...(filter !== 'all' ? { filter } : {}) };
}

/** The five counters of the page, over every account whatever the search and filter. */
export function userCounters(counts: AdminUserCounts): Array<{ label: string; value: number }> {
  return [
    { label: 'Total utilisateurs', value: counts.total },
    { label: 'Administrateurs', value: counts.admins },
    { label: 'Utilisateurs standards', value: counts.regular },
    { label: 'Nouveaux (7 jours)', value: counts.recent },
    { label: 'Actifs (30 jours)', value: counts.active },
  ];
}

/** The id as the table shows it: its first 8 characters (the server's search matches the beginning of an id). */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export const NEVER_SIGNED_IN = 'Jamais connecté';

export function lastSignInLabel(user: Pick<AdminUserRow, 'lastSignInAt'>): string {
  return user.lastSignInAt ? formatDateTime(user.lastSignInAt) : NEVER_SIGNED_IN;
}

export function verifiedLabel(user: Pick<AdminUserRow, 'emailConfirmedAt'>): string {
  return user.emailConfirmedAt ? 'Vérifié' : 'Non vérifié';
}

/** The ban a row carries, as the details dialog says it. */
export function banLabel(user: Pick<AdminUserRow, 'isBanned' | 'bannedUntil'>): string {
  if (!user.isBanned) return 'Non banni';
  return user.bannedUntil ? `Banni jusqu’au ${formatDateTime(user.bannedUntil)}` : 'Banni définitivement';
}

/** The server refuses these (409): the screen disables the buttons and says why. */
export const SELF_BLOCKED = 'C’est votre compte : vous ne pouvez ni vous bannir ni supprimer votre compte depuis l’administration.';
export const ADMIN_BLOCKED = 'Administrateur : retirez-lui d’abord ses droits pour le bannir ou supprimer son compte.';

/** What an admin may do to a row: ban and delete are refused on oneself and on an admin (`blocked` says why); unban only when banned. */
export function userActions(user: Pick<AdminUserRow, 'id' | 'isAdmin' | 'isBanned'>, selfId: string | undefined) {
  const blocked = user.id === selfId ? SELF_BLOCKED : user.isAdmin ? ADMIN_BLOCKED : null;
  return { canUnban: user.isBanned, blocked };
}

/** Spec section 5: the durations offered for a temporary ban, 7 days first chosen; 0 days is a permanent ban. */
export const BAN_DAY_OPTIONS = [1, 3, 7, 14, 30, 90, 365] as const;
export type BanDays = (typeof BAN_DAY_OPTIONS)[number];
export const DEFAULT_BAN_DAYS: BanDays = 7;
export const PERMANENT_BAN_DAYS = 0;
/** The longest reason the server takes (BanUserDto). */
export const BAN_REASON_MAX = 500;

export const BAN_REASON_REQUIRED = 'Veuillez indiquer une raison pour le bannissement';

export type BanKind = 'temporary' | 'permanent';

export interface BanForm {
  reason: string;
  kind: BanKind;
  days: BanDays;
}

export const EMPTY_BAN_FORM: BanForm = { reason: '', kind: 'temporary', days: DEFAULT_BAN_DAYS };

/** "1 jour", "7 jours". */
export function banDaysLabel(days: number): string {
  return `${days} ${plural(days, 'jour')}`;
}

/** The duration an option's value names (the default for anything else). */
export function banDays(value: string): BanDays {
  return BAN_DAY_OPTIONS.find((days) => String(days) === value) ?? DEFAULT_BAN_DAYS;
}

/** POST /api/admin/users/:id/ban's body, or the alert of a blank reason (spec section 5). */
export function banRequest(form: BanForm): { body: { reason: string; days: number } } | { error: string } {
  const reason = form.reason.trim();
  if (reason === '') return { error: BAN_REASON_REQUIRED };
  return { body: { reason, days: form.kind === 'permanent' ? PERMANENT_BAN_DAYS : form.days } };
}

/** Spec section 8: "Erreur lors du bannissement: " and the server's message, or 'Erreur inconnue'. */
export function banFailure(message: string): string {
  return `Erreur lors du bannissement: ${message || 'Erreur inconnue'}`;
}

export function unbanFailure(message: string): string {
  return `Erreur lors du débannissement: ${message || 'Erreur inconnue'}`;
}

export const UNBAN_SUCCESS = 'Utilisateur débanni avec succès';
export const ROLE_FAILED = 'Erreur lors de la modification des droits administrateur';

/** The limits of POST /api/admin/users/:id/email (AdminMailDto), in the server's words. */
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 10000;
export const MAIL_SUBJECT_INVALID = `L'objet est requis (${MAIL_SUBJECT_MAX} caractères maximum, sur une ligne).`;
export const MAIL_MESSAGE_INVALID = `Le message est requis (${MAIL_MESSAGE_MAX} caractères maximum).`;

/** What keeps a mail from being sent (none when it can be): a subject of one line, neither part blank nor too long. */
export function mailFormErrors(subject: string, message: string): string[] {
  const errors: string[] = [];
  if (subject.trim() === '' || /[\r\n]/.test(subject) || characterCount(subject) > MAIL_SUBJECT_MAX) errors.push(MAIL_SUBJECT_INVALID);
  if (message.trim() === '' || characterCount(message) > MAIL_MESSAGE_MAX) errors.push(MAIL_MESSAGE_INVALID);
  return errors;
}
