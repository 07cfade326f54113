import type { PopupMessage } from '@streaming/contracts';
import { useState } from 'react';

import { errorDetails } from '../../../shared/api/api-error';
import { Spinner } from '../../../shared/ui/Spinner';
import { AdminNotice } from '../components/AdminNotice';
import { AdminScreen } from '../components/AdminScreen';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { LoadError } from '../../../shared/ui/LoadError';
import { PopupForm } from '../components/PopupForm';
import { PopupList } from '../components/PopupList';
import { useActivatePopup, useDeletePopup } from '../hooks/use-popup-changes';
import { useFetchPopups } from '../hooks/use-fetch-popups';
import { useAdminNotice } from '../hooks/use-admin-notice';
import { useEditedItem } from '../hooks/use-edited-item';
import { LOAD_FAILED } from '../components/load-failed';

function DeleteDialog({ popup, pending, onConfirm, onClose }: { popup: PopupMessage; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <ConfirmDialog title="Supprimer ce message ?" pending={pending} onClose={onClose} confirm={{ label: 'Supprimer', pendingLabel: 'Suppression...', onClick: onConfirm }}>
      <p>
        Le message « {popup.title} » sera supprimé définitivement
        {popup.isActive ? ' et ne s’affichera plus sur la page de connexion' : ''}.
      </p>
    </ConfirmDialog>
  );
}

/** /admin/popup: the message shown over the login page (one active at most), its list, form and preview. */
export function PopupAdminPage() {
  const popups = useFetchPopups();
  const activate = useActivatePopup();
  const remove = useDeletePopup();
  // A new form (after 'Nouveau' or a save) is a new key: the fields start empty again.
  const { editing, formKey, edit, startNew } = useEditedItem<PopupMessage>();
  const [deleting, setDeleting] = useState<PopupMessage | null>(null);
  const [notice, showNotice] = useAdminNotice();

  const onActivate = (popup: PopupMessage) =>
    activate.mutate(popup.id, {
      onSuccess: () => showNotice({ tone: 'success', text: 'Message activé avec succès !' }),
      onError: (error) => showNotice({ tone: 'error', text: 'Erreur lors de l’activation du message', details: errorDetails(error) }, { keep: true }),
    });

  const onDelete = (popup: PopupMessage) =>
    remove.mutate(popup.id, {
      onSuccess: () => {
        setDeleting(null);
        if (editing?.id === popup.id) startNew();
        showNotice({ tone: 'success', text: 'Message supprimé avec succès !' });
      },
      onError: (error) => {
        setDeleting(null);
        showNotice({ tone: 'error', text: 'Erreur lors de la suppression du message', details: errorDetails(error) }, { keep: true });
      },
    });

  let list;
  if (popups.isPending) list = <Spinner label="Chargement des messages..." />;
  else if (popups.isError) list = <LoadError text={LOAD_FAILED} error={popups.error} onRetry={() => void popups.refetch()} />;
  else {
    list = (
      <PopupList
        popups={popups.data}
        editingId={editing?.id ?? null}
        busyId={activate.isPending ? activate.variables : remove.isPending ? remove.variables : null}
        onActivate={onActivate}
        onEdit={edit}
        onDelete={setDeleting}
      />
    );
  }

  return (
    <AdminScreen title="Message de connexion" lead="Le message affiché par-dessus la page de connexion, à tous les visiteurs.">
      <AdminNotice notice={notice} />
      <div className="admin-popup">
        <PopupForm
          key={formKey}
          editing={editing}
          onNew={startNew}
          onSaved={(text) => {
            startNew();
            showNotice({ tone: 'success', text });
          }}
        />
        <section className="admin-popup__list" aria-labelledby="popup-list-title">
          <h2 className="section__title" id="popup-list-title">
            Messages
          </h2>
          {list}
        </section>
      </div>
      <aside className="panel admin-help" aria-labelledby="popup-help-title">
        <h2 className="panel__title" id="popup-help-title">
          Aide
        </h2>
        <ul className="tips">
          <li>Le message actif s’affiche par-dessus la page de connexion ; sans message actif, rien ne s’affiche.</li>
          <li>Un seul message peut être actif : en activer un, ou en enregistrer un comme actif, désactive les autres.</li>
          <li>Chaque retour à la ligne du contenu est conservé. Le titre et le contenu sont obligatoires.</li>
          <li>Un visiteur qui ferme le message ne le revoit plus pendant sa session, jusqu’au message suivant.</li>
          <li>« Aperçu » montre le message tel qu’il s’affichera ; « Nouveau » vide le formulaire.</li>
        </ul>
      </aside>
      {deleting && <DeleteDialog popup={deleting} pending={remove.isPending} onConfirm={() => onDelete(deleting)} onClose={() => setDeleting(null)} />}
    </AdminScreen>
  );
}
