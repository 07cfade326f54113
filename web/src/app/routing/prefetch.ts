import type { FetchQueryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

import { restoreSession } from '../../shared/session/session-service';
import { sessionStore } from '../../shared/session/session-store';

/** The requests a page draws its first screen from, given the route's parameters. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each query has its own data type
type PageQueries = (params: LoaderFunctionArgs['params']) => Promise<Array<FetchQueryOptions<any, any, any, any>>>;

/**
 * A route loader that sends the page's main request (the home carousels, a film…) as soon as the member's
 * session is restored, beside the download of the page's chunk rather than after its first render: on a
 * phone's network that is one round trip less before the first posters. It returns at once (the router
 * never waits for it) and the page reads the answer from the shared QueryClient, under the same key and
 * with the same options (the hooks export them: `homeSectionsQuery`, `movieQuery(id)`…). Cached and
 * fresh data is not asked again; a guest or a banned member asks nothing (the guard sends them away).
 *
 * TanStack Query stays out of the first load: the client and the queries are imported here, on demand,
 * in the same round of requests as the route's own chunk.
 */
export function prefetchPage(queries: PageQueries) {
  return ({ params }: LoaderFunctionArgs): null => {
    void restoreSession();
    Promise.all([queries(params), import('../../shared/queries/query-client')]).then(
      ([options, { getQueryClient }]) => {
        const send = () => {
          const client = getQueryClient();
          for (const query of options) void client.prefetchQuery(query);
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
