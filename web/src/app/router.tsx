import type { HomeSections, ListingSections } from '@streaming/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';

import { ComingSoonPage } from '../features/coming-soon/pages/ComingSoonPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { withQueries } from '../shared/queries/with-queries';
import { GuestOnly, RequireMember } from './routing/guards';
import { PageLoading } from './routing/PageLoading';
import { type PageQuery, pageRequest, prefetchPage } from './routing/prefetch';

/**
 * The route table of spec section 2. Public: /reset-password, /confirm-email, /cancel-email-change. Guests only: /, /register,
 * /forgot-password. Everything else needs a signed-in member (see routing/guards.tsx).
 *
 * Every screen but the login page (the first one most visitors see) is its own chunk, fetched on the
 * first visit through the route's `lazy` property: a new screen (the player, the back office) is added
 * the same way, so it never weighs on the first load. While a screen's chunk arrives on a fresh start,
 * `PageLoading` holds its place under the header.
 *
 * TanStack Query comes with the routes that fetch with it, not with the first load (shared/queries/with-queries.tsx):
 * the member routes get it from their parent (RequireMember, loaded with `withQueries`), so a member page
 * added below needs nothing more; a lazy route outside them that fetches with TanStack Query wraps its
 * loader in `withQueries`, as the guest forms below do.
 *
 * The member pages drawn from one main request (home, films, series, a film, a series) send it from their
 * route's `loader` (routing/prefetch.ts), beside their chunk's download rather than after their first render.
 */
/**
 * The player's chunk (and its styles), asked with the film or series page's own: the page is then drawn with
 * the player in one render, rather than with a placeholder that the player replaces when its chunk arrives.
 */
function preloadPlayer(): void {
  import('../features/player/components/Player').catch(() => undefined);
}

/** The loader of a film's or a series' page: the title (and its poster), and the player's chunk. */
function titlePage<T extends { posterUrl: string | null }, K extends QueryKey>(query: (id: string) => Promise<PageQuery<T, K>['query']>) {
  return prefetchPage(async ({ id = '' }) => {
    preloadPlayer();
    return [pageRequest({ query: await query(id), posters: (title: T) => [title.posterUrl] })];
  });
}

/** The loader of the films or series page: its sections (and the first featured posters). */
function listingPage(kind: 'movie' | 'series') {
  return prefetchPage(async () => [
    pageRequest({
      query: (await import('../features/catalogue/hooks/use-fetch-listing-sections')).listingSectionsQuery(kind),
      posters: (sections: ListingSections) => sections.featured.slice(0, 2).map((card) => card.posterUrl),
    }),
  ]);
}

export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        HydrateFallback: PageLoading,
        children: [
          {
            Component: GuestOnly,
            children: [
              { index: true, Component: LoginPage },
              { path: 'register', lazy: { Component: withQueries(async () => (await import('../features/auth/pages/RegisterPage')).RegisterPage) } },
              {
                path: 'forgot-password',
                lazy: { Component: withQueries(async () => (await import('../features/auth/pages/ForgotPasswordPage')).ForgotPasswordPage) },
              },
            ],
          },
          {
            path: 'reset-password',
            lazy: { Component: withQueries(async () => (await import('../features/auth/pages/ResetPasswordPage')).ResetPasswordPage) },
          },
          {
            path: 'confirm-email',
            lazy: { Component: withQueries(async () => (await import('../features/auth/pages/ConfirmEmailPage')).ConfirmEmailPage) },
          },
          {
            path: 'cancel-email-change',
            lazy: { Component: withQueries(async () => (await import('../features/account/pages/CancelEmailChangePage')).CancelEmailChangePage) },
          },
          {
            lazy: { Component: withQueries(async () => RequireMember) },
            children: [
              {
                path: 'home',
                loader: prefetchPage(async () => [
                  pageRequest({
                    query: (await import('../features/home/hooks/use-fetch-home-sections')).homeSectionsQuery,
                    posters: (home: HomeSections) => home.featuredMovies.slice(0, 2).map((card) => card.posterUrl),
                  }),
                ]),
                lazy: { Component: async () => (await import('../features/home/pages/HomePage')).HomePage },
              },
              {
                path: 'films',
                loader: listingPage('movie'),
                lazy: { Component: async () => (await import('../features/movies/pages/FilmsPage')).FilmsPage },
              },
              {
                path: 'series',
                loader: listingPage('series'),
                lazy: { Component: async () => (await import('../features/series/pages/SeriesListPage')).SeriesListPage },
              },
              {
                path: 'movie/:id',
                loader: titlePage(async (id) => (await import('../features/movies/hooks/use-fetch-movie')).movieQuery(id)),
                lazy: { Component: async () => (await import('../features/movies/pages/MoviePage')).MoviePage },
              },
              {
                path: 'series/:id',
                loader: titlePage(async (id) => (await import('../features/series/hooks/use-fetch-series')).seriesQuery(id)),
                lazy: { Component: async () => (await import('../features/series/pages/SeriesPage')).SeriesPage },
              },
              { path: 'genre/:slug', lazy: { Component: async () => (await import('../features/genres/pages/GenrePage')).GenrePage } },
              { path: 'search', lazy: { Component: async () => (await import('../features/search/pages/SearchPage')).SearchPage } },
              {
                path: 'favorites',
                lazy: { Component: async () => (await import('../features/favorites/pages/FavoritesPage')).FavoritesPage },
              },
              { path: 'history', lazy: { Component: async () => (await import('../features/history/pages/HistoryPage')).HistoryPage } },
              { path: 'profile', lazy: { Component: async () => (await import('../features/account/pages/ProfilePage')).ProfilePage } },
              {
                path: 'request-content',
                lazy: { Component: async () => (await import('../features/requests/pages/RequestContentPage')).RequestContentPage },
              },
              { path: 'contact', lazy: { Component: async () => (await import('../features/contact/pages/ContactPage')).ContactPage } },
              { path: 'faq', lazy: { Component: async () => (await import('../features/faq/pages/FaqPage')).FaqPage } },
              { path: 'donation', lazy: { Component: async () => (await import('../features/donation/pages/DonationPage')).DonationPage } },
              // The whole admin area is one chunk: its screens are its own routes (features/admin/AdminArea.tsx).
              { path: 'admin/*', lazy: { Component: async () => (await import('../features/admin/AdminArea')).AdminArea } },
              {
                path: 'animes',
                element: <ComingSoonPage title="Animés" description="Vos animés préférés arrivent bientôt, en VF et en VOSTFR." />,
              },
              {
                path: 'spectacles',
                element: <ComingSoonPage title="Spectacles" description="Humour, concerts et théâtre : les spectacles arrivent bientôt." />,
              },
              {
                path: 'documentaires',
                element: (
                  <ComingSoonPage title="Documentaires" description="Nature, histoire, société : les documentaires arrivent bientôt." />
                ),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
