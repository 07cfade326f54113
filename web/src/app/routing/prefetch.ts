import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { posterSrc } from '../../shared/format/poster';
import { restoreSession } from '../../shared/session/session-service';
import { sessionStore } from '../../shared/session/session-store';

/**
 * A request a page draws its first screen from and, from its answer, the posters at the top of that
 * screen (the largest thing drawn: the page's LCP).
 */
export interface PageQuery<T, K extends QueryKey = QueryKey> {
  query: FetchQueryOptions<T, Error, T, K>;
  posters?: (data: T) => Array<string | null | undefined>;
}

/** One request of a page, ready to send (each keeps its own data type inside). */
export type PageRequest = (client: QueryClient) => void;

/** Sends `query` (cached and fresh data is not asked again), then fetches its posters. */
export function pageRequest<T, K extends QueryKey>({ query, posters }: PageQuery<T, K>): PageRequest {
  return (client) => {
    client.fetchQuery(query).then((data) => posters && preloadPosters(posters(data)), () => undefined);
  };
}

/** The requests of a page, given the route's parameters. */
type PageQueries = (params: LoaderFunctionArgs['params']) => Promise<PageRequest[]>;

/** Posters being fetched ahead of their page (kept until loaded so that the request runs to its end). */
const pending = new Set<HTMLImageElement>();

/**
 * Fetches the posters the page is about to draw at the top of its screen, as soon as its data is in:
 * their requests no longer wait for the page's render (nor, on a film's page, for the player's chunk).
 * The page's own <img> then finds them in the browser's memory cache.
 */
function preloadPosters(urls: Array<string | null | undefined>): void {
  for (const url of urls) {
    const image = new Image();
    image.decoding = 'async';
    const done = () => pending.delete(image);
    image.onload = done;
    image.onerror = done;
    pending.add(image);
    image.src = posterSrc(url);
  }
}

/**
 * A route loader that sends the page's main request (the home carousels, a film…) as soon as the member's
 * session is restored, beside the download of the page's chunk rather than after its first render: on a
 * phone's network that is one round trip less before the first posters. It returns at once (the router
 * never waits for it) and the page reads the answer from the shared QueryClient, under the same key and
 * with the same options (the hooks export them: `homeSectionsQuery`, `movieQuery(id)`…). Cached and
 * fresh data is not asked again; a guest or a banned member asks nothing (the guard sends them away).
 * The posters at the top of the page are fetched as soon as the answer is in (`posters`).
 *
 * TanStack Query stays out of the first load: the client and the queries are imported here, on demand,
 * in the same round of requests as the route's own chunk.
 */
export function prefetchPage(queries: PageQueries) {
  return ({ params }: LoaderFunctionArgs): null => {
    void restoreSession();
    Promise.all([queries(params), import('../../shared/queries/query-client')]).then(
      ([requests, { getQueryClient }]) => {
        const send = () => {
          const client = getQueryClient();
          for (const request of requests) request(client);
        };
        if (sessionStore.getState().status !== 'loading') {
          if (sessionStore.getState().status === 'signed-in') send();
          return;
        }
        // Sent from the store's listener, as the member is signed in: before the render that this
        // sign-in schedules (a whole page, drawn first otherwise), not after it.
        const unsubscribe = sessionStore.subscribe(() => {
          const { status } = sessionStore.getState();
          if (status === 'loading') return;
          unsubscribe();
          if (status === 'signed-in') send();
        });
      },
      () => undefined,
    );
    return null;
  };
}
