import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { pageTitle } from '../../../shared/config';
import { Spinner } from '../../../shared/ui/Spinner';
import { useCheckAdmin } from '../hooks/use-check-admin';
import { LoadError } from '../../../shared/ui/LoadError';
import { LOAD_FAILED } from './load-failed';

/**
 * The access rule of every admin page (back-office spec section 2): a loading screen while the admin
 * check resolves, then 'Accès refusé' for a member, the admin screens for an admin.
 */
export function AdminAccess({ children }: { children: ReactNode }) {
  const check = useCheckAdmin();

  if (check.isPending) return <Spinner page label="Vérification des droits d’administration..." />;
  // A failed re-check (on focus) keeps the last answer: only a first check that failed stops here.
  if (check.data === undefined) {
    return (
      <div className="page admin">
        <title>{pageTitle('Administration')}</title>
        <h1 className="page__title">Administration</h1>
        <LoadError text={LOAD_FAILED} error={check.error} onRetry={() => void check.refetch()} />
      </div>
    );
  }
  if (!check.data) {
    return (
      <div className="page status-page admin-denied">
        <title>{pageTitle('Accès refusé')}</title>
        <h1 className="page__title">Accès refusé</h1>
        <p className="page__lead">Vous n'avez pas les permissions d'administrateur</p>
        <Link className="button button--primary" to="/home">
          Retour à l’accueil
        </Link>
      </div>
    );
  }
  return children;
}
