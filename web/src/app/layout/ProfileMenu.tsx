import type { UserView } from '@streaming/contracts';
import { type MouseEvent, useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { useDismiss } from '../../shared/hooks/use-dismiss';
import { useSignOut } from '../../shared/session/use-sign-out';
import { ACCOUNT_LINKS } from './navigation';

/** The signed-in member's dropdown: e-mail, account links and logout. */
export function ProfileMenu({ user }: { user: UserView }) {
  const [open, setOpen] = useState(false);
  const { signOut, pending } = useSignOut();
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, container, trigger);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) close();
  };

  return (
    <div className="profile-menu" ref={container}>
      <button
        ref={trigger}
        type="button"
        className="profile-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <span className="avatar" aria-hidden="true">
          {user.email.charAt(0).toUpperCase()}
        </span>
        <span className="profile-menu__trigger-email">{user.email}</span>
        <span className="caret" aria-hidden="true" />
      </button>

      <div id={panelId} className="profile-menu__panel" hidden={!open} onClick={closeOnLink}>
        <p className="profile-menu__who">
          Connecté en tant que
          <strong className="profile-menu__email">{user.email}</strong>
        </p>
        <ul className="profile-menu__list">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link className="profile-menu__item" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="profile-menu__item profile-menu__logout"
          onClick={() => void signOut()}
          disabled={pending}
        >
          Se déconnecter
        </button>
      </div>
    </div>
  );
}
