import { errorDetails } from '../api/api-error';
import { Alert } from './Alert';

interface LoadErrorProps {
  /** The screen's own text ('Erreur lors du chargement de …'); the server's message goes under it. */
  text: string;
  error: unknown;
  onRetry: () => void;
}

/** A list that could not be loaded: what failed, and 'Réessayer'. */
export function LoadError({ text, error, onRetry }: LoadErrorProps) {
  return (
    <div className="load-error">
      <Alert tone="error" details={errorDetails(error)}>
        {text}
      </Alert>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Réessayer
      </button>
    </div>
  );
}
