import type { MemberRequest } from '@streaming/contracts';
import { REQUEST_STATUS_LABELS } from '@streaming/contracts/moderation-types';
import { Link } from 'react-router';

import { formatDate } from '../../../shared/format/date';
import { plural } from '../../../shared/format/number';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { titlePath } from '../../catalogue/paths';
import { useFetchMyRequests } from '../hooks/use-fetch-my-requests';
import { REQUEST_KIND_LABELS, REQUEST_STATUS_TONES } from '../rules';

function RequestItem({ request }: { request: MemberRequest }) {
  const facts = [REQUEST_KIND_LABELS[request.contentType], request.year, request.director, request.genre].filter((fact) => fact !== null && fact !== '');
  const members = request.members;
  return (
    <li className="my-request">
      <div className="my-request__head">
        <h3 className="my-request__title">{request.title}</h3>
        <span className={`badge badge--${REQUEST_STATUS_TONES[request.status]}`}>{REQUEST_STATUS_LABELS[request.status]}</span>
        {request.joined && <span className="badge my-request__joined">Vous avez rejoint cette demande</span>}
      </div>
      <p className="my-request__facts">{facts.join(' · ')}</p>
      <p className="my-request__facts">
        {request.joined ? 'Rejointe le ' : 'Demandée le '}
        <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time> · {members} {plural(members, 'membre')}{' '}
        {plural(members, 'souhaite', 'souhaitent')} ce titre
      </p>
      {request.description && <p className="my-request__description">{request.description}</p>}
      {request.adminNotes && (
        <p className="my-request__note">
          <strong>Note de l’équipe :</strong> {request.adminNotes}
        </p>
      )}
      {request.status === 'completed' && request.fulfilledBy && (
        <p className="my-request__link">
          {request.fulfilledBy.deleted ? (
            <>« {request.fulfilledBy.title} » n’est plus dans le catalogue.</>
          ) : (
            <Link to={titlePath(request.fulfilledBy.contentType, request.fulfilledBy.contentId)}>Regarder « {request.fulfilledBy.title} »</Link>
          )}
        </p>
      )}
    </li>
  );
}

/** The member's requests and those they joined, newest first, with their status and the team's note. */
export function MyRequestsList({ headingId }: { headingId: string }) {
  const requests = useFetchMyRequests();

  if (requests.isPending) return <Spinner label="Chargement de vos demandes..." />;
  if (requests.isError) {
    return <LoadError text="Erreur lors du chargement de vos demandes" error={requests.error} onRetry={() => void requests.refetch()} />;
  }
  if (requests.data.items.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-state__title">Aucune demande pour le moment</p>
        <p className="empty-state__text">Les films et les séries que vous demandez s’afficheront ici, avec la réponse de l’équipe.</p>
      </div>
    );
  }
  return (
    <ul className="my-requests" aria-labelledby={headingId}>
      {requests.data.items.map((request) => (
        <RequestItem key={request.id} request={request} />
      ))}
    </ul>
  );
}
