import { createBrowserRouter } from 'react-router';

import { CancelEmailChangePage } from '../features/account/pages/CancelEmailChangePage';
import { ProfilePage } from '../features/account/pages/ProfilePage';
import { ConfirmEmailPage } from '../features/auth/pages/ConfirmEmailPage';
import { ForgotPasswordPage } from '../features/auth/pages/ForgotPasswordPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { RegisterPage } from '../features/auth/pages/RegisterPage';
import { ResetPasswordPage } from '../features/auth/pages/ResetPasswordPage';
import { ComingSoonPage } from '../features/coming-soon/pages/ComingSoonPage';
import { ContactPage } from '../features/contact/pages/ContactPage';
import { DonationPage } from '../features/donation/pages/DonationPage';
import { FaqPage } from '../features/faq/pages/FaqPage';
import { GenrePage } from '../features/genres/pages/GenrePage';
import { HomePage } from '../features/home/pages/HomePage';
import { FilmsPage } from '../features/movies/pages/FilmsPage';
import { MoviePage } from '../features/movies/pages/MoviePage';
import { SearchPage } from '../features/search/pages/SearchPage';
import { SeriesListPage } from '../features/series/pages/SeriesListPage';
import { SeriesPage } from '../features/series/pages/SeriesPage';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './pages/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { GuestOnly, RequireMember } from './routing/guards';

/**
 * The route table of spec section 2. Public: /reset-password, /confirm-email, /cancel-email-change. Guests only: /, /register,
 * /forgot-password. Everything else needs a signed-in member (see routing/guards.tsx).
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: AppLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        Component: GuestOnly,
        children: [
          { index: true, Component: LoginPage },
          { path: 'register', Component: RegisterPage },
          { path: 'forgot-password', Component: ForgotPasswordPage },
        ],
      },
      { path: 'reset-password', Component: ResetPasswordPage },
      { path: 'confirm-email', Component: ConfirmEmailPage },
      { path: 'cancel-email-change', Component: CancelEmailChangePage },
      {
        Component: RequireMember,
        children: [
          { path: 'home', Component: HomePage },
          { path: 'films', Component: FilmsPage },
          { path: 'series', Component: SeriesListPage },
          { path: 'movie/:id', Component: MoviePage },
          { path: 'series/:id', Component: SeriesPage },
          { path: 'genre/:slug', Component: GenrePage },
          { path: 'search', Component: SearchPage },
          { path: 'profile', Component: ProfilePage },
          { path: 'contact', Component: ContactPage },
          { path: 'faq', Component: FaqPage },
          { path: 'donation', Component: DonationPage },
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
]);
