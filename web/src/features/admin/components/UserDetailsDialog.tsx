import type { AdminUserRow } from '@streaming/contracts';

import { formatDateTime } from '../../../shared/format/date';
import { formatCount } from '../../../shared/format/number';
import { Modal } from '../../../shared/ui/Modal';
import { banLabel, lastSignInLabel } from '../rules/users';
import { UserBadges } from './UsersTable';

const NOT_GIVEN = 'Non disponible';

/** Everything the list knows about an account. */
export function UserDetailsDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const rows: Array<[string, string]> = [
    ['Email', user.email],
    ['Identifiant', user.id],
    ['Inscription', formatDateTime(user.createdAt)],
    ['Dernière connexion', lastSignInLabel(user)],
    ['Email vérifié', user.emailConfirmedAt ? `Le ${formatDateTime(user.emailConfirmedAt)}` : 'Non vérifié'],
    ['Rôle', user.isAdmin ? 'Administrateur' : 'Utilisateur'],
    ['Bannissement', banLabel(user)],
    ['Parrainages', formatCount(user.referralCount)],
    ['Favoris', user.favorites === undefined ? NOT_GIVEN : formatCount(user.favorites)],
    ['Vues', user.watched === undefined ? NOT_GIVEN : formatCount(user.watched)],
  ];
  return (
    <Modal title="Détails de l’utilisateur" className="modal--admin" onClose={onClose}>
      <UserBadges user={user} />
      <dl className="admin-card__details admin-users__details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
