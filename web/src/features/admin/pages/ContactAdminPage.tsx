import { useState } from 'react';

import { errorMessage } from '../../../shared/api/api-error';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { Alert } from '../../../shared/ui/Alert';
import { SelectField } from '../../../shared/ui/SelectField';
import { AdminScreen } from '../components/AdminScreen';
import { ContactCard, contactHeadingId } from '../components/ContactCard';
import { foundText, QueueView } from '../components/QueueView';
import { focusCardHeading } from '../components/focus-card';
import { useBrowseContact } from '../hooks/use-browse-contact';
import { useUpdateContact } from '../hooks/use-update-contact';
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, filterOptions } from '../rules/labels';
import { type ContactFilters, contactQuery, type HandledFilter } from '../rules/list-queries';

const UPDATE_FAILED = 'Erreur lors de la mise à jour du message';
const NOTICE_MS = 5000;
const FOUND = foundText('message', 'messages');
const CATEGORY_OPTIONS = filterOptions('Toutes les catégories', CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS);
const HANDLED_OPTIONS: Array<{ value: HandledFilter; label: string }> = [
  { value: 'all', label: 'Tous les messages' },
  { value: 'unhandled', label: 'À traiter' },
  { value: 'handled', label: 'Traités' },
];
const ALL: ContactFilters = { category: 'all', handled: 'all' };

/** /admin/contact: the messages of the contact form, newest first, to answer and mark as handled. */
export function ContactAdminPage() {
  const [filters, setFilters] = useState<ContactFilters>(ALL);
  const [page, setPage] = useState(1);
  const messages = useBrowseContact(contactQuery(filters, page));
  const update = useUpdateContact();
  const [notice, showNotice] = useFlashMessage<{ tone: 'success' | 'error'; text: string }>(NOTICE_MS);

  const changeFilters = (next: ContactFilters) => {
    setFilters(next);
    setPage(1);
  };

  const onHandled = (id: string, handled: boolean) =>
    update.mutate(
      { id, handled },
      {
        onSuccess: () => {
          showNotice({ tone: 'success', text: handled ? 'Message marqué comme traité' : 'Message marqué comme non traité' });
          focusCardHeading(contactHeadingId(id));
        },
        onError: (error) => showNotice({ tone: 'error', text: errorMessage(error, UPDATE_FAILED) }, { keep: true }),
      },
    );

  return (
    <AdminScreen title="Messages de contact" lead="Les messages envoyés par les membres depuis la page Contact, du plus récent au plus ancien.">
      {notice && (
        <div className="toast">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <QueueView
        list={messages}
        loadingLabel="Chargement des messages..."
        counters={{ label: 'Compteurs des messages', items: ({ unhandled }) => [{ label: 'À traiter', value: unhandled }] }}
        filters={
          <div className="admin-filters admin-filters--compact">
            <SelectField
              label="Catégorie"
              value={filters.category}
              options={CATEGORY_OPTIONS}
              onChange={(category) => changeFilters({ ...filters, category })}
            />
            <SelectField
              label="État"
              value={filters.handled}
              options={HANDLED_OPTIONS}
              onChange={(value) => changeFilters({ ...filters, handled: HANDLED_OPTIONS.find((option) => option.value === value)?.value ?? 'all' })}
            />
          </div>
        }
        found={FOUND}
        filtered={filters.category !== 'all' || filters.handled !== 'all'}
        onClearFilters={() => changeFilters(ALL)}
        empty={{ title: 'Aucun message', text: 'Les messages envoyés depuis la page Contact apparaîtront ici.' }}
        noMatch={{ title: 'Aucun message ne correspond à vos filtres', text: 'Modifiez les filtres.' }}
        listLabel="Messages de contact"
        renderItem={(message) => (
          <ContactCard
            key={message.id}
            message={message}
            busy={update.isPending && update.variables?.id === message.id}
            onHandled={(handled) => onHandled(message.id, handled)}
          />
        )}
        onPage={setPage}
      />
    </AdminScreen>
  );
}
