import { errorMessage } from '../../../shared/api/api-error';
import { Alert } from '../../../shared/ui/Alert';

/** A failed load of an admin screen (spec section 8): the server's message in a red banner, or 'Erreur lors du chargement'. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="admin-load-error">
      <Alert tone="error">{errorMessage(error, 'Erreur lors du chargement')}</Alert>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}
