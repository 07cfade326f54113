import type { GenreCategory, UserView } from '@streaming/contracts';
import { type MouseEvent, useId, useState } from 'react';
import { Link } from 'react-router';

import { GenreLinks } from '../../features/catalogue/components/GenreLinks';
import { SearchBox } from '../../features/search/components/SearchBox';
import { useSignOut } from '../../shared/session/use-sign-out';
import { ACCOUNT_LINKS, HELP_LINKS, MAIN_NAV, type NavLinkItem } from './navigation';

interface MobileMenuProps {
  id: string;
  user: UserView | null;
  /** Signed out (not merely still loading): offer the login link. */
  guest: boolean;
  onClose: () => void;
}

function MobileAccordion({ label, links, genreCategory }: { label: string; links: NavLinkItem[]; genreCategory?: GenreCategory }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="mobile-menu__group">
      <button
        type="button"
        className="mobile-menu__item mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
        <span className="caret" aria-hidden="true" />
      </button>
      <ul id={panelId} className="mobile-menu__sublist" hidden={!open}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className="mobile-menu__subitem" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
        {genreCategory && open && (
          <GenreLinks category={genreCategory} linkClassName="mobile-menu__subitem" noteClassName="mobile-menu__note" />
        )}
      </ul>
    </li>
  );
}

/** The menu under 1024 px: the search box, categories as accordions, then help links and the account. */
export function MobileMenu({ id, user, guest, onClose }: MobileMenuProps) {
  const { signOut, pending } = useSignOut();

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) onClose();
  };

  return (
    <nav id={id} className="mobile-menu" aria-label="Menu mobile" onClick={closeOnLink}>
      {user && <SearchBox className="mobile-menu__search" onNavigate={onClose} />}
      <ul className="mobile-menu__list">
        {MAIN_NAV.map((entry) =>
          entry.children ? (
            <MobileAccordion key={entry.to} label={entry.label} links={entry.children} genreCategory={entry.genreCategory} />
          ) : (
            <li key={entry.to}>
              <Link className="mobile-menu__item" to={entry.to}>
                {entry.label}
              </Link>
            </li>
          ),
        )}
        {HELP_LINKS.map((link) => (
          <li key={link.to}>
            <Link className="mobile-menu__item" to={link.to}>
              {link.label}
            </Link>
          </li>
        ))}
        {user?.isAdmin && (
          <li>
            <Link className="mobile-menu__item" to="/admin">
              Admin
            </Link>
          </li>
        )}
        {user && (
          <>
            <MobileAccordion label={`Mon compte (${user.email})`} links={ACCOUNT_LINKS} />
            <li>
              <button
                type="button"
                className="mobile-menu__item mobile-menu__logout"
                onClick={() => {
                  onClose();
                  void signOut();
                }}
                disabled={pending}
              >
                Se déconnecter
              </button>
            </li>
          </>
        )}
        {guest && (
          <li>
            <Link className="mobile-menu__item" to="/">
              Connexion
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
