import type { GenreCategory } from '@streaming/contracts';
import { type FocusEvent, type KeyboardEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';

import { lazyWithQueries } from '../../../shared/queries/with-queries';
import { useSession } from '../../../shared/session/use-session';

/** Members only (guests see the menus without genres): fetched once signed in, with TanStack Query. */
const GenreLinks = lazyWithQueries(async () => (await import('./GenreLinks')).GenreLinks);

/** Spec section 9: a hovered menu closes 500 ms after the pointer leaves it. */
const HOVER_CLOSE_DELAY_MS = 500;

interface CategoryMenuProps {
  label: string;
  to: string;
  /** Fixed entries above the genres ('Tous les films'). */
  links: ReadonlyArray<{ label: string; to: string }>;
  category: GenreCategory;
}

/**
 * A header entry (FILMS, SÉRIES) with its genre dropdown: the label is a link to the category page, the
 * caret button beside it opens the list (Enter, Space or Arrow Down). It also opens on hover and then
 * closes 500 ms after the pointer leaves. A list opened with the button (or clicked while hover-opened:
 * the pointer reaches the caret before the click) stays open until the button is pressed again, the
 * focus leaves it, or Escape (focus back on the button).
 */
export function CategoryMenu({ label, to, links, category }: CategoryMenuProps) {
  const signedIn = useSession().status === 'signed-in';
  const [open, setOpen] = useState(false);
  // The genres (a request and a few dozen links) are drawn once the menu is first approached: hovered,
  // opened or given the focus (the category link before the caret). A closed panel is hidden from
  // everyone, so until then it holds only the fixed entries; on a phone the menu is not shown at all.
  const [approached, setApproached] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  /** Opened by the pointer passing over it (closes when it leaves), or pinned by the button or the keyboard. */
  const pinned = useRef(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const openNow = (pin: boolean) => {
    cancelClose();
    setApproached(true);
    if (pin) pinned.current = true;
    else if (!open) pinned.current = false;
    setOpen(true);
  };
  const close = () => {
    cancelClose();
    pinned.current = false;
    setOpen(false);
  };
  const closeLater = () => {
    cancelClose();
    if (pinned.current) return;
    // A keyboard user still inside the menu keeps it open when the pointer happens to leave.
    closeTimer.current = window.setTimeout(() => {
      if (!container.current?.contains(document.activeElement)) close();
    }, HOVER_CLOSE_DELAY_MS);
  };

  const panelLinks = () => Array.from(container.current?.querySelectorAll<HTMLAnchorElement>('.nav-menu__panel a') ?? []);
  const focusLink = (index: number) => {
    const all = panelLinks();
    if (all.length) all[(index + all.length) % all.length].focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = panelLinks();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.target === toggle.current) {
      event.preventDefault();
      openNow(true);
      // The panel is shown on the next render; move into it then.
      window.requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 0 : -1));
    } else if (index >= 0) {
      event.preventDefault();
      focusLink(index + (event.key === 'ArrowDown' ? 1 : -1));
    }
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!container.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <li
      ref={container}
      className={open ? 'nav-menu nav-menu--open' : 'nav-menu'}
      onMouseEnter={() => openNow(false)}
      onMouseLeave={closeLater}
      onKeyDown={onKeyDown}
      onFocus={() => setApproached(true)}
      onBlur={onBlur}
    >
      <NavLink className="main-nav__link" to={to} end>
        {label}
      </NavLink>
      <button
        ref={toggle}
        type="button"
        className="nav-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Genres : ${label}`}
        onClick={() => (open && pinned.current ? close() : openNow(true))}
      >
        <span className="caret" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className="nav-menu__panel"
        hidden={!open}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) close();
        }}
      >
        <ul className="nav-menu__list">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="nav-menu__item nav-menu__item--all" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
          {signedIn && approached && (
            <Suspense fallback={null}>
              <GenreLinks category={category} linkClassName="nav-menu__item" noteClassName="nav-menu__note" />
            </Suspense>
          )}
        </ul>
      </div>
    </li>
  );
}
