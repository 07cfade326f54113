import { Link } from 'react-router';

import { pageTitle } from '../../shared/config';
import { useSession } from '../../shared/session/use-session';

/** An unknown address: back to the home page for a member, to the login page for a guest. */
export function NotFoundPage() {
  const session = useSession();
  const member = session.status === 'signed-in';
  return (
    <div className="page status-page">
      <title>{pageTitle('Page introuvable')}</title>
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">Page introuvable</h1>
      <p className="page__lead">La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <Link className="button button--primary" to={member ? '/home' : '/'}>
        {member ? 'Retour à l’accueil' : 'Retour à la connexion'}
      </Link>
    </div>
  );
}
