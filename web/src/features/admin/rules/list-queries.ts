import type { ContactMessage, ReportContentType, ReportStatus, RequestContentType, RequestStatus } from '@streaming/contracts';

/** Rows per page of the admin lists (reports, requests, contact messages). */
export const ADMIN_PAGE_SIZE = 20;

/** What the filters of a moderation queue hold: a text, a status and a content type ('all' for no filter). */
export interface QueueFilters<S extends string, T extends string> {
  search: string;
  status: S | 'all';
  contentType: T | 'all';
}

interface QueueQuery<S extends string, T extends string> {
  page: number;
  pageSize: number;
  search?: string;
  status?: S;
  contentType?: T;
}

export type ReportQuery = QueueQuery<ReportStatus, ReportContentType>;
export type RequestQuery = QueueQuery<RequestStatus, RequestContentType>;

/** The query of one page of a queue: 'all' and a blank search are left out (the same filters give the same key). */
export function queueQuery<S extends string, T extends string>(filters: QueueFilters<S, T>, page: number): QueueQuery<S, T> {
  const search = filters.search.trim();
  return {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(filters.status !== 'all' ? { status: filters.status } : {}),
    ...(filters.contentType !== 'all' ? { contentType: filters.contentType } : {}),
  };
}

/** Whether any filter is set (the empty list then says 'no match', not 'nothing yet'). */
export function isFiltered<S extends string, T extends string>(filters: QueueFilters<S, T>): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.contentType !== 'all';
}

export type ContactCategory = ContactMessage['category'];
/** Contact messages not handled yet, handled, or both. */
export type HandledFilter = 'all' | 'unhandled' | 'handled';

export interface ContactFilters {
  category: string;
  handled: HandledFilter;
}

export interface ContactQuery {
  page: number;
  pageSize: number;
  category?: string;
  handled?: boolean;
}

export function contactQuery(filters: ContactFilters, page: number): ContactQuery {
  return {
    page,
    pageSize: ADMIN_PAGE_SIZE,
    ...(filters.category !== 'all' ? { category: filters.category } : {}),
    ...(filters.handled !== 'all' ? { handled: filters.handled === 'handled' } : {}),
  };
}

/** How many pages `total` rows make (at least one, so that 'Page 1 sur 1' reads right on an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
