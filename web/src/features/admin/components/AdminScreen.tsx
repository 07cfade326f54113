import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { pageTitle } from '../../../shared/config';

interface AdminScreenProps {
  title: string;
  lead?: string;
  children: ReactNode;
}

/** The frame of an admin screen: the back link to /admin, the title, a line about what the screen does. */
export function AdminScreen({ title, lead, children }: AdminScreenProps) {
  return (
    <div className="page admin">
      <title>{pageTitle(`${title} – Administration`)}</title>
      <Link className="admin__back" to="/admin">
        <span aria-hidden="true">← </span>Retour à l’administration
      </Link>
      <h1 className="page__title">{title}</h1>
      {lead && <p className="page__lead">{lead}</p>}
      {children}
    </div>
  );
}
