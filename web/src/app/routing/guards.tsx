import { Navigate, Outlet } from 'react-router';

import { BanPage } from '../../features/account/pages/BanPage';
import { useSession } from '../../shared/session/use-session';
import { Spinner } from '../../shared/ui/Spinner';

/** Protected routes: spinner while the session loads, guests to /, banned members to the ban page. */
export function RequireMember() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner page />;
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  if (session.status === 'banned') return <BanPage ban={session.ban} />;
  return <Outlet />;
}

/** Login, register and forgot-password: a member who is already signed in goes to /home. */
export function GuestOnly() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner page />;
  if (session.status !== 'signed-out') return <Navigate to="/home" replace />;
  return <Outlet />;
}
