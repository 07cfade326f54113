import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { pageTitle } from '../../shared/config';

/** Last resort when a screen crashes: the whole page is replaced, with a way back. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? 'Page introuvable' : 'Une erreur est survenue';

  return (
    <main className="page status-page" id="main">
      <title>{pageTitle(title)}</title>
      <h1 className="page__title">{title}</h1>
      <p className="page__lead">
        {notFound
          ? 'La page que vous cherchez n’existe pas ou a été déplacée.'
          : 'Cette page n’a pas pu s’afficher. Rechargez-la ou revenez à l’accueil.'}
      </p>
      <div className="button-row button-row--center">
        {!notFound && (
          <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
            Recharger la page
          </button>
        )}
        <Link className="button button--primary" to="/home">
          Retour à l’accueil
        </Link>
      </div>
    </main>
  );
}
