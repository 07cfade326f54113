import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { returnPath, signInReturn } from '../../shared/session/sign-in-return';
import { useSession } from '../../shared/session/use-session';
import { Spinner } from '../../shared/ui/Spinner';
import { PageLoading } from './PageLoading';

/** Few members ever see it: the ban page is fetched only for them. */
const BanPage = lazy(async () => ({ default: (await import('../../features/account/pages/BanPage')).BanPage }));

/**
 * Protected routes: spinner while the session loads, banned members to the ban page, guests to the login
 * page, which tells them the page needs an account and brings them back to it once signed in. A member
 * who signs out (or is signed out) on a member page just goes to the login page.
 */
export function RequireMember() {
  const session = useSession();
  const location = useLocation();
  // Whether this visit of the member pages had a member: then a sign-out is leaving, not a guest arriving.
  const [hadMember, setHadMember] = useState(false);
  if (!hadMember && (session.status === 'signed-in' || session.status === 'banned')) setHadMember(true);
  if (session.status === 'loading') return <Spinner page />;
  if (session.status === 'signed-out') {
    return <Navigate to="/" replace state={hadMember ? undefined : signInReturn(location)} />;
  }
  if (session.status === 'banned') {
    return (
      <Suspense fallback={<PageLoading />}>
        <BanPage ban={session.ban} />
      </Suspense>
    );
  }
  return <Outlet />;
}

/**
 * Login, register and forgot-password: a member who is already signed in goes to /home, or back to the
 * page that sent a guest to the login page.
 */
export function GuestOnly() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner page />;
  if (session.status !== 'signed-out') return <Navigate to={returnPath(location.state) ?? '/home'} replace />;
  return <Outlet />;
}
