/**
 * The one map of TanStack Query keys. Keys that belong to the signed-in member start with 'me':
 * they are dropped whenever the member changes (see shared/queries/query-client.ts).
 * Catalogue keys take the request's query object (the same filters give the same key, whatever their order).
 */
export const queryKeys = {
  me: {
    all: ['me'] as const,
    referral: ['me', 'referral'] as const,
    progress: (kind: 'movie' | 'series', id: string) => ['me', 'progress', kind, id] as const,
    favorites: {
      all: ['me', 'favorites'] as const,
      /** Every favourite id of the member: one query shared by every card and detail page. */
      ids: ['me', 'favorites', 'ids'] as const,
      lists: ['me', 'favorites', 'list'] as const,
      list: (kind: string) => ['me', 'favorites', 'list', kind] as const,
    },
    history: {
      all: ['me', 'history'] as const,
      list: ['me', 'history', 'list'] as const,
      /** The home row 'Reprendre la lecture'. */
      inProgress: ['me', 'history', 'in-progress'] as const,
    },
    /** The member's reports ('Mes signalements' on the profile), a page at a time. */
    reports: {
      all: ['me', 'reports'] as const,
      list: ['me', 'reports', 'list'] as const,
    },
    /** The member's content requests and the week's quota (/request-content). */
    requests: {
      all: ['me', 'requests'] as const,
      list: ['me', 'requests', 'list'] as const,
      quota: ['me', 'requests', 'quota'] as const,
    },
  },
  auth: {
    captcha: ['auth', 'captcha'] as const,
    resetLink: (token: string) => ['auth', 'reset-link', token] as const,
  },
  catalogue: {
    all: ['catalogue'] as const,
    stats: ['catalogue', 'stats'] as const,
    genres: ['catalogue', 'genres'] as const,
    home: ['catalogue', 'home'] as const,
    movies: (query: object) => ['catalogue', 'movies', 'list', query] as const,
    movieSections: ['catalogue', 'movies', 'sections'] as const,
    movie: (id: string) => ['catalogue', 'movies', 'detail', id] as const,
    similarMovies: (id: string) => ['catalogue', 'movies', 'similar', id] as const,
    seriesList: (query: object) => ['catalogue', 'series', 'list', query] as const,
    seriesSections: ['catalogue', 'series', 'sections'] as const,
    series: (id: string) => ['catalogue', 'series', 'detail', id] as const,
    genre: (slug: string, query: object) => ['catalogue', 'genre', slug, query] as const,
    search: (q: string) => ['catalogue', 'search', q] as const,
    suggest: (q: string) => ['catalogue', 'suggest', q] as const,
  },
} as const;
