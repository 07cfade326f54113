import type { RequestStatus } from '@streaming/contracts';

/** A status change an admin can make on a request card. */
export type RequestAction = 'approve' | 'reject' | 'complete' | 'reopen';

/**
 * Spec section 4: pending → approved ('Approuver') or rejected ('Rejeter'); approved → completed
 * ('Marquer ajouté'); rejected or completed → pending ('Remettre en attente'). A note can be added in
 * any status ('Ajouter note'), which is not a transition.
 */
export function requestActions(status: RequestStatus): RequestAction[] {
  switch (status) {
    case 'pending':
      return ['approve', 'reject'];
    case 'approved':
      return ['complete'];
    case 'rejected':
    case 'completed':
      return ['reopen'];
  }
}

/** The status each action leads to. */
export const ACTION_STATUS: Record<RequestAction, RequestStatus> = {
  approve: 'approved',
  reject: 'rejected',
  complete: 'completed',
  reopen: 'pending',
};
