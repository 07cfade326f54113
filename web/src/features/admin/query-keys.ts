import type { AnalyticsRange, TopKind } from '@streaming/contracts';

import { queryKeys } from '../../shared/api/query-keys';
import type { AuditListQuery } from './rules/audit';
import type { ContactQuery, ReportQuery, RequestQuery } from './rules/list-queries';
import type { TitleKind } from './rules/title-kinds';
import type { TitleListQuery } from './rules/title-list';
import type { AdminUsersQuery } from './rules/users';

/**
 * The admin area's query keys. They live with the admin code, not in shared/api/query-keys.ts, so that
 * nothing of the admin area is in what a member downloads. They start with the member's 'me' prefix:
 * what an admin read (reporters' addresses, messages) is dropped with the rest when the account changes
 * (shared/queries/query-client.ts).
 */
const root = [...queryKeys.me.all, 'admin'] as const;

export const adminKeys = {
  /** Every admin list and count: what a change refetches. */
  all: root,
  /** Whether the signed-in account is an admin (GET /api/me). */
  access: [...root, 'access'] as const,
  counts: [...root, 'counts'] as const,
  reports: (query: ReportQuery) => [...root, 'reports', query] as const,
  requests: (query: RequestQuery) => [...root, 'requests', query] as const,
  popups: [...root, 'popups'] as const,
  contact: (query: ContactQuery) => [...root, 'contact', query] as const,
  /** A page of the audit log. */
  audit: (query: AuditListQuery) => [...root, 'audit', query] as const,
  /** The members list of a search and filter, its slices loaded so far. */
  users: (query: AdminUsersQuery) => [...root, 'users', query] as const,
  /** The genre screen: every category with its genres. */
  genres: [...root, 'genres'] as const,
  /** The catalogue search of 'Marquer ajouté'. */
  titles: (q: string) => [...root, 'titles', q] as const,
  /** The episode manager: its series (title, poster, totals) and the series' episodes. */
  episodeSeries: (seriesId: string) => [...root, 'episode-series', seriesId] as const,
  episodes: (seriesId: string) => [...root, 'episodes', seriesId] as const,
  /** /admin/analytics: the visitor figures of a range, and a tab's top list of a range. */
  visitorStats: (range: AnalyticsRange) => [...root, 'analytics', 'visitors', range] as const,
  topTitles: (range: AnalyticsRange, kind: TopKind) => [...root, 'analytics', 'top', range, kind] as const,
  /** A film, series or anime table (its pages loaded so far). */
  catalogue: (kind: TitleKind, query: TitleListQuery) => [...root, 'catalogue', kind, query] as const,
  /** A stored title, read whole for its edit form. */
  catalogueTitle: (kind: TitleKind, id: string) => [...root, 'catalogue-title', kind, id] as const,
  /** The genres the title forms offer. */
  catalogueGenres: [...root, 'catalogue-genres'] as const,
  /** A TMDB lookup of the title forms. */
  tmdbSearch: (kind: 'movie' | 'tv', q: string) => [...root, 'tmdb', kind, q] as const,
};

/**
 * Admin lists are fresh (DESIGN.md section 9): asked again on every visit and when the window gets the
 * focus back, unlike the member pages' five-minute cache.
 */
export const FRESH = {
  staleTime: 0,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
  refetchOnReconnect: true,
} as const;
