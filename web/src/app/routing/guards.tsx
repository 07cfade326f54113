import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';

import { useSession } from '../../shared/session/use-session';
import { Spinner } from '../../shared/ui/Spinner';
import { PageLoading } from './PageLoading';

/** Few members ever see it: the ban page is fetched only for them. */
const BanPage = lazy(async () => ({ default: (await import('../../features/account/pages/BanPage')).BanPage }));

/** Protected routes: spinner while the session loads, guests to /, banned members to the ban page. */
export function RequireMember() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner page />;
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  if (session.status === 'banned') {
    return (
      <Suspense fallback={<PageLoading />}>
        <BanPage ban={session.ban} />
      </Suspense>
    );
  }
  return <Outlet />;
}

/** Login, register and forgot-password: a member who is already signed in goes to /home. */
export function GuestOnly() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner page />;
  if (session.status !== 'signed-out') return <Navigate to="/home" replace />;
  return <Outlet />;
}
