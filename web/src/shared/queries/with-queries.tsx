import { type ComponentType, lazy } from 'react';

/**
 * TanStack Query (~10 kB compressed) is not in the first load: a guest on the login page never fetches
 * with it. What does is fetched lazily and rendered inside QueryProvider, which comes in the same round
 * of requests (its chunk and TanStack's are fetched beside the component's, not after it):
 *
 * - a route: `lazy: { Component: withQueries(async () => (await import('…/SomePage')).SomePage) }`;
 *   the member routes get it once, from their parent route (router.tsx), so a new member page needs nothing;
 * - a component rendered on demand: `const Widget = lazyWithQueries(async () => (await import('./Widget')).Widget)`
 *   under a `<Suspense>`.
 *
 * Every QueryProvider hands out the same QueryClient (query-client.ts), so nesting them is harmless.
 */
export function withQueries<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return async () => {
    const [{ QueryProvider }, Component] = await Promise.all([import('./QueryProvider'), load()]);
    function WithQueries(props: P) {
      return (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      );
    }
    WithQueries.displayName = `WithQueries(${Component.displayName ?? Component.name})`;
    return WithQueries;
  };
}

/** React.lazy of a component that fetches with TanStack Query (see withQueries). */
export function lazyWithQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  const loadWithQueries = withQueries(load);
  return lazy(async () => ({ default: await loadWithQueries() }));
}
