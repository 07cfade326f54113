import { Link } from 'react-router';

import { pageTitle } from '../../shared/config';

export function NotFoundPage() {
  return (
    <div className="page status-page">
      <title>{pageTitle('Page introuvable')}</title>
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">Page introuvable</h1>
      <p className="page__lead">La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <Link className="button button--primary" to="/home">
        Retour à l’accueil
      </Link>
    </div>
  );
}
