import { Outlet, ScrollRestoration } from 'react-router';

import { useRecordVisit } from '../../features/visits/hooks/use-record-visit';
import { useSession } from '../../shared/session/use-session';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, page and footer; a banned member sees the ban page alone, without menus. Every page counts the browser's visit of the day. */
export function AppLayout() {
  const session = useSession();
  useRecordVisit();
  const banned = session.status === 'banned';

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Aller au contenu
      </a>
      {!banned && <Header />}
      <main id="main" className="app__main" tabIndex={-1}>
        <Outlet />
      </main>
      {!banned && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
