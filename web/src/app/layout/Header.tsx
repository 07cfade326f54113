import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';

import { CategoryMenu } from '../../features/catalogue/components/CategoryMenu';
import { appConfig } from '../../shared/config';
import { useDismiss } from '../../shared/hooks/use-dismiss';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { useSession } from '../../shared/session/use-session';
import { lazyWithQueries } from '../../shared/queries/with-queries';
import { HELP_LINKS, MAIN_NAV } from './navigation';
import { GuestTopbarCounters } from './GuestTopbarCounters';
import { TopbarCounters } from './TopbarCounters';

// A guest on the login page needs none of these: they are fetched once a member is signed in or the
// menu is opened, so the first load stays small (and without TanStack Query: shared/queries/with-queries.tsx).
const SearchBox = lazyWithQueries(async () => (await import('../../features/search/components/SearchBox')).SearchBox);
const ProfileMenu = lazy(async () => ({ default: (await import('./ProfileMenu')).ProfileMenu }));
const MobileMenu = lazyWithQueries(async () => (await import('./MobileMenu')).MobileMenu);
const MemberTopbarCounters = lazyWithQueries(async () => (await import('./MemberTopbarCounters')).MemberTopbarCounters);

export function Header() {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const [mobileOpen, setMobileOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  useDismiss(mobileOpen, closeMobile, headerRef, toggleRef);
  // The bar's search box is not shown under 1024 px (the menu has its own, layout.css): drawn only where it shows.
  const searchShown = useMediaQuery('(min-width: 1024px)');

  return (
    <header className="site-header" ref={headerRef}>
      <div className="topbar">
        <div className="container topbar__inner">
          <p className="topbar__counters">
            {user ? (
              <Suspense fallback={<TopbarCounters />}>
                <MemberTopbarCounters />
              </Suspense>
            ) : session.status === 'signed-out' ? (
              <GuestTopbarCounters />
            ) : (
              <TopbarCounters />
            )}
          </p>
          <ul className="topbar__links">
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="container navbar">
        <Link to="/home" className="logo" aria-label={`${appConfig.name}, accueil`}>
          <span className="logo__mark" aria-hidden="true">
            ▶
          </span>
          <span className="logo__text">{appConfig.name}</span>
        </Link>

        <nav className="main-nav" aria-label="Navigation principale">
          <ul className="main-nav__list">
            {MAIN_NAV.map((entry) =>
              entry.genreCategory ? (
                <CategoryMenu key={entry.to} label={entry.label} to={entry.to} links={entry.children ?? []} category={entry.genreCategory} />
              ) : (
                <li key={entry.to}>
                  <NavLink className="main-nav__link" to={entry.to}>
                    {entry.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>

        {user && searchShown && (
          <Suspense fallback={<div className="search-box navbar__search" />}>
            <SearchBox className="navbar__search" />
          </Suspense>
        )}

        <div className="navbar__actions">
          {user?.isAdmin && (
            <Link className="button button--small button--outline navbar__admin" to="/admin">
              Admin
            </Link>
          )}
          {user && (
            <Suspense fallback={null}>
              <ProfileMenu user={user} />
            </Suspense>
          )}
          {session.status === 'signed-out' && (
            <Link className="button button--small button--primary navbar__login" to="/">
              Connexion
            </Link>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Fermer le menu' : 'Ouvrir le menu'}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <span className="menu-toggle__bar" aria-hidden="true" />
          </button>
        </div>
      </div>

      {mobileOpen && (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" user={user} guest={session.status === 'signed-out'} onClose={closeMobile} />
        </Suspense>
      )}
    </header>
  );
}
