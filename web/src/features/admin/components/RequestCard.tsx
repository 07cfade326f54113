import type { AdminRequest } from '@streaming/contracts';
import { REQUEST_STATUS_LABELS } from '@streaming/contracts/moderation-types';
import { Link } from 'react-router';

import { formatDateTime } from '../../../shared/format/date';
import { formatCount, plural } from '../../../shared/format/number';
import { REQUEST_CONTENT_LABELS, REQUEST_STATUS_TONES } from '../rules/labels';
import { type RequestAction, requestActions } from '../rules/request-rules';

const ACTION_LABELS: Record<RequestAction, string> = {
  approve: 'Approuver',
  reject: 'Rejeter',
  complete: 'Marquer ajouté',
  reopen: 'Remettre en attente',
};

const ACTION_STYLES: Record<RequestAction, string> = {
  approve: 'button--primary',
  reject: 'button--outline',
  complete: 'button--primary',
  reopen: 'button--secondary',
};

export const requestHeadingId = (id: string) => `request-${id}`;

interface RequestCardProps {
  request: AdminRequest;
  busy: boolean;
  onAction: (action: RequestAction) => void;
  onEditNotes: () => void;
}

/** One content request: the title asked for, who wants it, what they said, and what its status allows. */
export function RequestCard({ request, busy, onAction, onEditNotes }: RequestCardProps) {
  const fulfilled = request.fulfilledBy;
  return (
    <li className="admin-card" aria-labelledby={requestHeadingId(request.id)}>
      <div className="admin-card__meta">
        <span className={`badge badge--${REQUEST_STATUS_TONES[request.status]}`}>{REQUEST_STATUS_LABELS[request.status]}</span>
        <span className="badge">{REQUEST_CONTENT_LABELS[request.contentType]}</span>
        <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
      </div>
      <h2 className="admin-card__title" id={requestHeadingId(request.id)} tabIndex={-1}>
        {request.title}
      </h2>
      <p className="admin-card__members">
        {formatCount(request.members)} {plural(request.members, 'membre le demande', 'membres le demandent')}
      </p>
      <dl className="admin-card__details">
        <div>
          <dt>Demandé par</dt>
          <dd>{request.email ?? 'Compte supprimé'}</dd>
        </div>
        {request.year !== null && (
          <div>
            <dt>Année</dt>
            <dd>{request.year}</dd>
          </div>
        )}
        {request.director && (
          <div>
            <dt>Réalisateur</dt>
            <dd>{request.director}</dd>
          </div>
        )}
        {request.genre && (
          <div>
            <dt>Genre</dt>
            <dd>{request.genre}</dd>
          </div>
        )}
        {request.description && (
          <div>
            <dt>Description</dt>
            <dd className="admin-card__text">{request.description}</dd>
          </div>
        )}
        {fulfilled && (
          <div>
            <dt>Ajouté au catalogue</dt>
            <dd>
              {fulfilled.deleted ? (
                `${fulfilled.title} (supprimé du catalogue)`
              ) : (
                <Link to={fulfilled.contentType === 'movie' ? `/movie/${fulfilled.contentId}` : `/series/${fulfilled.contentId}`}>{fulfilled.title}</Link>
              )}
            </dd>
          </div>
        )}
        {request.adminNotes && (
          <div>
            <dt>Note de l’administrateur</dt>
            <dd className="admin-card__text">{request.adminNotes}</dd>
          </div>
        )}
      </dl>
      <div className="button-row admin-card__actions">
        {requestActions(request.status).map((action) => (
          <button key={action} type="button" className={`button button--small ${ACTION_STYLES[action]}`} disabled={busy} onClick={() => onAction(action)}>
            {ACTION_LABELS[action]}
          </button>
        ))}
        <button type="button" className="button button--small button--link" disabled={busy} onClick={onEditNotes}>
          Ajouter note
        </button>
      </div>
    </li>
  );
}
