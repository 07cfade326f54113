import type { AdminUserRow } from '@streaming/contracts';

import { formatDate } from '../../../shared/format/date';
import { formatCount } from '../../../shared/format/number';
import { lastSignInLabel, shortId, userActions, verifiedLabel } from '../rules/users';

export type UserDialogKind = 'details' | 'role' | 'ban' | 'unban' | 'delete' | 'email';

interface UsersTableProps {
  users: AdminUserRow[];
  /** The signed-in admin: the server refuses that they ban or delete themself. */
  selfId: string | undefined;
  onAction: (kind: UserDialogKind, user: AdminUserRow) => void;
}

/** A count engagement gave, or a dash when it did not answer in time. */
const count = (value: number | undefined) => (value === undefined ? '–' : formatCount(value));

/** The badges of an account: its address verified or not, admin, banned. */
export function UserBadges({ user }: { user: AdminUserRow }) {
  return (
    <span className="admin-users__badges">
      <span className={`badge ${user.emailConfirmedAt ? 'badge--success' : 'badge--warning'}`}>{verifiedLabel(user)}</span>
      {user.isAdmin && <span className="badge badge--info">Admin</span>}
      {user.isBanned && <span className="badge badge--danger">Banni</span>}
    </span>
  );
}

interface RowButtonProps {
  label: string;
  /** The visible label and whose row it is: each button of the table has its own name. */
  name: string;
  /** The note that says why the server would refuse it: the button is disabled and described by it. */
  blockedBy?: string;
  /** Ban and delete: drawn apart from the others. */
  outline?: boolean;
  onClick: () => void;
}

function RowButton({ label, name, blockedBy, outline = false, onClick }: RowButtonProps) {
  return (
    <button
      type="button"
      className={`button button--small ${outline ? 'button--outline' : 'button--secondary'}`}
      aria-label={name}
      aria-describedby={blockedBy}
      disabled={blockedBy !== undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

function UserRow({ user, selfId, onAction }: { user: AdminUserRow; selfId: string | undefined; onAction: UsersTableProps['onAction'] }) {
  const actions = userActions(user, selfId);
  const blockedId = `user-${user.id}-blocked`;
  // Ban and delete are refused on oneself and on an admin: disabled, described by the note that says why.
  const blockedBy = actions.blocked ? blockedId : undefined;
  return (
    <tr>
      <th scope="row" className="admin-users__email">
        <span>{user.email}</span>
        <UserBadges user={user} />
      </th>
      <td>
        <code title={user.id}>{shortId(user.id)}</code>
      </td>
      <td>{formatDate(user.createdAt)}</td>
      <td>{lastSignInLabel(user)}</td>
      <td className="admin-table__number">{formatCount(user.referralCount)}</td>
      <td className="admin-table__number">{count(user.favorites)}</td>
      <td className="admin-table__number">{count(user.watched)}</td>
      <td>
        <div className="admin-users__actions">
          <RowButton label="Détails" name={`Détails de ${user.email}`} onClick={() => onAction('details', user)} />
          <RowButton
            label={user.isAdmin ? 'Retirer admin' : 'Promouvoir admin'}
            name={`${user.isAdmin ? 'Retirer admin' : 'Promouvoir admin'} : ${user.email}`}
            onClick={() => onAction('role', user)}
          />
          <RowButton label="Email" name={`Envoyer un email à ${user.email}`} onClick={() => onAction('email', user)} />
          {actions.canUnban && <RowButton label="Débannir" name={`Débannir ${user.email}`} onClick={() => onAction('unban', user)} />}
          <RowButton
            label={user.isBanned ? 'Bannir de nouveau' : 'Bannir'}
            name={`${user.isBanned ? 'Bannir de nouveau' : 'Bannir'} ${user.email}`}
            blockedBy={blockedBy}
            outline
            onClick={() => onAction('ban', user)}
          />
          <RowButton label="Supprimer" name={`Supprimer le compte ${user.email}`} blockedBy={blockedBy} outline onClick={() => onAction('delete', user)} />
        </div>
        {actions.blocked && (
          <p className="admin-users__blocked" id={blockedId}>
            {actions.blocked}
          </p>
        )}
      </td>
    </tr>
  );
}

/** The members table: address and badges, short id, dates, counts, and the actions each row allows. */
export function UsersTable({ users, selfId, onAction }: UsersTableProps) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-users">
        <caption className="visually-hidden">Utilisateurs</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">ID</th>
            <th scope="col">Inscription</th>
            <th scope="col">Dernière connexion</th>
            <th scope="col">Parrainages</th>
            <th scope="col">Favoris</th>
            <th scope="col">Vues</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} selfId={selfId} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
