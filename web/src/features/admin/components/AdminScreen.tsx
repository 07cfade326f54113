import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { pageTitle } from '../../../shared/config';

interface AdminScreenProps {
  title: string;
  lead?: string;
  /** Where the back link goes when it is not /admin (a screen opened from a list goes back to that list). */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** The frame of an admin screen: the back link (to /admin unless told), the title, a line about what the screen does. */
export function AdminScreen({ title, lead, back = { to: '/admin', label: 'Retour à l’administration' }, children }: AdminScreenProps) {
  return (
    <div className="page admin">
      <title>{pageTitle(`${title} – Administration`)}</title>
      <Link className="admin__back" to={back.to}>
        <span aria-hidden="true">← </span>
        {back.label}
      </Link>
      <h1 className="page__title">{title}</h1>
      {lead && <p className="page__lead">{lead}</p>}
      {children}
    </div>
  );
}
