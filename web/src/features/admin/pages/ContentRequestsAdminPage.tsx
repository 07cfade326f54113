import type { AdminRequest, RequestContentType, RequestStatus, SearchSuggestion, UpdateRequestDto } from '@streaming/contracts';
import { REQUEST_CONTENT_TYPES, REQUEST_STATUS_LABELS, REQUEST_STATUSES } from '@streaming/contracts/moderation-types';
import { useState } from 'react';

import { errorMessage } from '../../../shared/api/api-error';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { Alert } from '../../../shared/ui/Alert';
import { AdminScreen } from '../components/AdminScreen';
import { NotesDialog } from '../components/NotesDialog';
import { QueueFiltersBar } from '../components/QueueFiltersBar';
import { foundText, QueueView } from '../components/QueueView';
import { focusCardHeading } from '../components/focus-card';
import { RequestCard, requestHeadingId } from '../components/RequestCard';
import { TitlePicker } from '../components/TitlePicker';
import { useBrowseRequests } from '../hooks/use-browse-requests';
import { useQueueFilters } from '../hooks/use-queue-filters';
import { useUpdateRequest } from '../hooks/use-update-request';
import { filterOptions, REQUEST_CONTENT_LABELS } from '../rules/labels';
import { editedNotes } from '../rules/notes';
import { isRefusedChange } from '../rules/refused-change';
import { ACTION_STATUS, type RequestAction } from '../rules/request-rules';

const UPDATE_FAILED = 'Erreur lors de la mise à jour de la demande';
const NOTICE_MS = 5000;
const FOUND = foundText('demande trouvée', 'demandes trouvées');
const STATUS_OPTIONS = filterOptions('Tous les statuts', REQUEST_STATUSES, REQUEST_STATUS_LABELS);
const TYPE_OPTIONS = filterOptions('Tous les types', REQUEST_CONTENT_TYPES, REQUEST_CONTENT_LABELS);
const DONE: Record<RequestStatus, string> = {
  pending: 'Demande remise en attente',
  approved: 'Demande approuvée',
  rejected: 'Demande rejetée',
  completed: 'Demande marquée comme ajoutée',
};
const MAILED = 'La note est montrée aux membres qui ont fait cette demande et leur est envoyée par e-mail.';
const SHOWN = 'La note est montrée aux membres qui ont fait cette demande, dans leur liste de demandes.';

type Dialog = { kind: 'reject' | 'complete' | 'notes'; request: AdminRequest };

/** 'Marquer ajouté': the dialog's catalogue search, then the note. */
function CompleteDialog({
  request,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  request: AdminRequest;
  pending: boolean;
  error: unknown;
  onConfirm: (title: SearchSuggestion, notes: string) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState<SearchSuggestion | null>(null);
  return (
    <NotesDialog
      title="Marquer la demande comme ajoutée"
      subject={request.title}
      confirmLabel="Marquer ajouté"
      notesRequired={false}
      audience={`${MAILED} Le message donne le lien du titre choisi.`}
      initialNotes={request.adminNotes ?? ''}
      pending={pending}
      error={error}
      errorText={UPDATE_FAILED}
      ready={title !== null}
      onConfirm={(notes) => title && onConfirm(title, notes)}
      onClose={onClose}
    >
      <TitlePicker kind={request.contentType} initialQuery={request.title} selected={title} onSelect={setTitle} />
    </NotesDialog>
  );
}

/** /admin/content-requests: the titles members asked for, their counters, search and filters, and their handling. */
export function ContentRequestsAdminPage() {
  const queue = useQueueFilters<RequestStatus, RequestContentType>();
  const requests = useBrowseRequests(queue.query);
  const update = useUpdateRequest();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, showNotice] = useFlashMessage<{ tone: 'success' | 'error'; text: string }>(NOTICE_MS);

  const send = (request: AdminRequest, body: UpdateRequestDto, done: string, inDialog: boolean) => {
    update.mutate(
      { id: request.id, body },
      {
        onSuccess: () => {
          setDialog(null);
          showNotice({ tone: 'success', text: done });
          focusCardHeading(requestHeadingId(request.id));
        },
        onError: (error) => {
          if (!inDialog || isRefusedChange(error)) {
            setDialog(null);
            showNotice({ tone: 'error', text: errorMessage(error, UPDATE_FAILED) }, { keep: true });
          }
        },
      },
    );
  };

  const onAction = (request: AdminRequest, action: RequestAction) => {
    if (action === 'reject' || action === 'complete') {
      update.reset();
      setDialog({ kind: action, request });
      return;
    }
    const status = ACTION_STATUS[action];
    send(request, { status }, DONE[status], false);
  };

  return (
    <AdminScreen title="Demandes de contenu" lead="Les films et les séries que les membres aimeraient voir au catalogue.">
      {notice && (
        <div className="toast">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <QueueView
        list={requests}
        loadingLabel="Chargement des demandes..."
        counters={{
          label: 'Compteurs des demandes',
          items: ({ counts }) => [
            { label: 'Total', value: counts.total },
            { label: 'En attente', value: counts.pending },
            { label: 'Approuvées', value: counts.approved },
            { label: 'Ajoutées', value: counts.completed },
            { label: 'Rejetées', value: counts.rejected },
          ],
        }}
        filters={
          <QueueFiltersBar
            filters={queue.filters}
            onChange={queue.setFilters}
            searchLabel="Rechercher une demande"
            searchPlaceholder="Titre, identifiant du membre, réalisateur ou genre"
            statuses={STATUS_OPTIONS}
            contentTypes={TYPE_OPTIONS}
          />
        }
        found={FOUND}
        filtered={queue.filtered}
        onClearFilters={queue.clear}
        empty={{ title: 'Aucune demande', text: 'Les films et séries demandés par les membres apparaîtront ici.' }}
        noMatch={{ title: 'Aucune demande ne correspond à vos filtres', text: 'Modifiez la recherche ou les filtres.' }}
        listLabel="Demandes de contenu"
        renderItem={(request) => (
          <RequestCard
            key={request.id}
            request={request}
            busy={update.isPending && update.variables?.id === request.id}
            onAction={(action) => onAction(request, action)}
            onEditNotes={() => {
              update.reset();
              setDialog({ kind: 'notes', request });
            }}
          />
        )}
        onPage={queue.setPage}
      />
      {dialog?.kind === 'reject' && (
        <NotesDialog
          title="Rejeter la demande"
          subject={dialog.request.title}
          confirmLabel="Rejeter"
          notesRequired
          audience={MAILED}
          initialNotes={dialog.request.adminNotes ?? ''}
          pending={update.isPending}
          error={update.error}
          errorText={UPDATE_FAILED}
          onConfirm={(notes) => send(dialog.request, { status: 'rejected', adminNotes: notes.trim() }, DONE.rejected, true)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'complete' && (
        <CompleteDialog
          request={dialog.request}
          pending={update.isPending}
          error={update.error}
          onConfirm={(title, notes) =>
            send(dialog.request, { status: 'completed', fulfilledById: title.id, adminNotes: editedNotes(notes, dialog.request.adminNotes) }, DONE.completed, true)
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'notes' && (
        <NotesDialog
          title="Modifier la demande"
          subject={dialog.request.title}
          confirmLabel="Sauvegarder"
          notesRequired={false}
          audience={SHOWN}
          initialNotes={dialog.request.adminNotes ?? ''}
          pending={update.isPending}
          error={update.error}
          errorText={UPDATE_FAILED}
          onConfirm={(notes) => send(dialog.request, { adminNotes: notes.trim() }, 'Note enregistrée', true)}
          onClose={() => setDialog(null)}
        />
      )}
    </AdminScreen>
  );
}
