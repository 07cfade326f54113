import type { AdminUserRow } from '@streaming/contracts';
import { useState } from 'react';

import { errorDetails, errorMessage } from '../../../shared/api/api-error';
import { pagedItems } from '../../../shared/api/paging';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { useCurrentUser } from '../../../shared/session/use-session';
import { LoadError } from '../../../shared/ui/LoadError';
import { SelectField } from '../../../shared/ui/SelectField';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/TextField';
import { AdminNotice } from '../components/AdminNotice';
import { useAdminNotice } from '../hooks/use-admin-notice';
import { AdminScreen } from '../components/AdminScreen';
import { BanDialog } from '../components/BanDialog';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Counters } from '../components/Counters';
import { EmptyQueue } from '../components/EmptyQueue';
import { foundText } from '../components/QueueView';
import { LOAD_FAILED } from '../components/load-failed';
import { MailDialog } from '../components/MailDialog';
import { UserDetailsDialog } from '../components/UserDetailsDialog';
import { type UserDialogKind, UsersTable } from '../components/UsersTable';
import { useBrowseUsers } from '../hooks/use-browse-users';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-queue-filters';
import { useScrollThreshold } from '../hooks/use-scroll-threshold';
import { useDeleteUser, useSetUserAdmin, useUnbanUser } from '../hooks/use-user-changes';
import {
  ROLE_FAILED,
  UNBAN_SUCCESS,
  unbanFailure,
  USER_FILTER_OPTIONS,
  userCounters,
  userFilter,
  type UserFilter,
  usersQuery,
  USERS_SCROLL_RATIO,
} from '../rules/users';

const FOUND = foundText('utilisateur', 'utilisateurs');

interface OpenDialog {
  kind: UserDialogKind;
  user: AdminUserRow;
}

/** /admin/users: the accounts, their admin right and bans, a mail to one, and the erasure of an account. */
export function UsersAdminPage() {
  const self = useCurrentUser();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<UserFilter | 'all'>('all');
  const query = usersQuery(useDebouncedValue(search, SEARCH_DEBOUNCE_MS), filter);
  const users = useBrowseUsers(query);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [notice, showNotice] = useAdminNotice();
  const role = useSetUserAdmin();
  const unban = useUnbanUser();
  const remove = useDeleteUser();

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = users;
  const canLoadMore = hasNextPage && !isFetchingNextPage && !users.isPlaceholderData;
  useScrollThreshold(USERS_SCROLL_RATIO, canLoadMore, () => void fetchNextPage());

  const close = () => setDialog(null);
  const done = (text: string) => {
    close();
    showNotice({ tone: 'success', text });
  };
  const failed = (text: string, details: string[] = []) => {
    close();
    showNotice({ tone: 'error', text, details }, { keep: true });
  };

  const changeRole = (user: AdminUserRow) =>
    role.mutate(
      { id: user.id, isAdmin: !user.isAdmin },
      {
        onSuccess: () => done(user.isAdmin ? `Droits administrateur retirés à ${user.email}` : `${user.email} est maintenant administrateur`),
        onError: (error) => failed(ROLE_FAILED, errorDetails(error)),
      },
    );
  const lift = (user: AdminUserRow) =>
    unban.mutate(user.id, { onSuccess: () => done(UNBAN_SUCCESS), onError: (error) => failed(unbanFailure(errorMessage(error, ''))) });
  const erase = (user: AdminUserRow) =>
    remove.mutate(user.id, {
      onSuccess: () => done(`Le compte ${user.email} a été supprimé`),
      onError: (error) => failed('Erreur lors de la suppression du compte', errorDetails(error)),
    });

  let body;
  if (users.isPending) body = <Spinner label="Chargement des utilisateurs..." />;
  else if (users.data === undefined) body = <LoadError text={LOAD_FAILED} error={users.error} onRetry={() => void users.refetch()} />;
  else {
    const first = users.data.pages[0];
    const rows = pagedItems(users.data.pages);
    const filtered = query.search !== undefined || query.filter !== undefined;
    body = (
      <>
        {users.isError && <LoadError text={LOAD_FAILED} error={users.error} onRetry={() => void users.refetch()} />}
        <Counters label="Compteurs des utilisateurs" items={userCounters(first.counts)} />
        <p className="admin-results" aria-live="polite">
          {FOUND(first.total)}
          {users.isPlaceholderData && <span className="admin-results__updating"> · mise à jour...</span>}
        </p>
        {rows.length === 0 ? (
          filtered ? (
            <EmptyQueue
              title="Aucun utilisateur ne correspond à votre recherche"
              text="Modifiez la recherche ou le filtre."
              onClear={() => {
                setSearch('');
                setFilter('all');
              }}
            />
          ) : (
            <EmptyQueue title="Aucun utilisateur" text="Les comptes créés apparaîtront ici." />
          )
        ) : (
          <UsersTable users={rows} selfId={self?.id} onAction={(kind, user) => setDialog({ kind, user })} />
        )}
        <div className="admin-users__more">
          {hasNextPage ? (
            <button type="button" className="button button--secondary" disabled={!canLoadMore} onClick={() => void fetchNextPage()}>
              {isFetchingNextPage ? 'Chargement...' : 'Charger plus'}
            </button>
          ) : (
            rows.length > 0 && <p className="admin-results">Tous les utilisateurs ont été chargés</p>
          )}
        </div>
      </>
    );
  }

  return (
    <AdminScreen title="Gestion des utilisateurs" lead="Les comptes des membres, les droits administrateur et les bannissements.">
      <AdminNotice notice={notice} />
      <div className="admin-filters admin-filters--users" role="search">
        <TextField
          className="admin-filters__search"
          label="Rechercher un utilisateur"
          type="search"
          placeholder="Email ou identifiant"
          value={search}
          onChange={setSearch}
        />
        <SelectField label="Filtre" value={filter} options={USER_FILTER_OPTIONS} onChange={(value) => setFilter(userFilter(value))} />
      </div>
      {body}
      {dialog?.kind === 'details' && <UserDetailsDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'ban' && <BanDialog user={dialog.user} onClose={close} onBanned={(result) => done(result.message)} />}
      {dialog?.kind === 'email' && <MailDialog user={dialog.user} onClose={close} onSent={() => done(`Email envoyé à ${dialog.user.email}`)} />}
      {dialog?.kind === 'role' && (
        <ConfirmDialog
          title={dialog.user.isAdmin ? 'Retirer les droits administrateur ?' : 'Promouvoir administrateur ?'}
          pending={role.isPending}
          onClose={close}
          confirm={{
            label: dialog.user.isAdmin ? 'Retirer les droits' : 'Promouvoir',
            pendingLabel: 'Enregistrement...',
            onClick: () => changeRole(dialog.user),
          }}
        >
          <p>
            {dialog.user.isAdmin
              ? `${dialog.user.email} n’aura plus accès à l’administration.`
              : `${dialog.user.email} aura accès à toute l’administration : catalogue, utilisateurs, signalements.`}
          </p>
          {dialog.user.isAdmin && dialog.user.id === self?.id && <p>C’est votre compte : vous perdrez vous-même l’accès à l’administration.</p>}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'unban' && (
        <ConfirmDialog
          title="Débannir cet utilisateur ?"
          pending={unban.isPending}
          onClose={close}
          confirm={{ label: 'Débannir', pendingLabel: 'Débannissement...', onClick: () => lift(dialog.user) }}
        >
          <p>{dialog.user.email} pourra de nouveau utiliser son compte.</p>
        </ConfirmDialog>
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Supprimer ce compte ?"
          pending={remove.isPending}
          onClose={close}
          confirm={{ label: 'Supprimer définitivement', pendingLabel: 'Suppression...', onClick: () => erase(dialog.user) }}
        >
          <p>
            Le compte {dialog.user.email} sera supprimé avec ses favoris, son historique, ses signalements et ses demandes.{' '}
            <strong>Cette action est irréversible.</strong>
          </p>
        </ConfirmDialog>
      )}
    </AdminScreen>
  );
}
