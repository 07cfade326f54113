import { useState } from 'react';

import { errorMessage } from '../../../shared/api/api-error';
import { formatCount, plural } from '../../../shared/format/number';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { Alert } from '../../../shared/ui/Alert';
import { SelectField } from '../../../shared/ui/SelectField';
import { Spinner } from '../../../shared/ui/Spinner';
import { AdminScreen } from '../components/AdminScreen';
import { ContactCard, contactHeadingId } from '../components/ContactCard';
import { focusCardHeading } from '../components/focus-card';
import { Counters } from '../components/Counters';
import { EmptyQueue } from '../components/EmptyQueue';
import { LoadError } from '../components/LoadError';
import { Pager } from '../components/Pager';
import { useBrowseContact } from '../hooks/use-browse-contact';
import { useUpdateContact } from '../hooks/use-update-contact';
import { CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS, filterOptions } from '../rules/labels';
import { type ContactFilters, contactQuery, type HandledFilter } from '../rules/list-queries';

const UPDATE_FAILED = 'Erreur lors de la mise à jour du message';
const NOTICE_MS = 5000;
const CATEGORY_OPTIONS = filterOptions('Toutes les catégories', CONTACT_CATEGORIES, CONTACT_CATEGORY_LABELS);
const HANDLED_OPTIONS: Array<{ value: HandledFilter; label: string }> = [
  { value: 'all', label: 'Tous les messages' },
  { value: 'todo', label: 'À traiter' },
  { value: 'done', label: 'Traités' },
];
const ALL: ContactFilters = { category: 'all', handled: 'all' };

/** /admin/contact: the messages of the contact form, newest first, to answer and mark as handled. */
export function ContactAdminPage() {
  const [filters, setFilters] = useState<ContactFilters>(ALL);
  const [page, setPage] = useState(1);
  const messages = useBrowseContact(contactQuery(filters, page));
  const update = useUpdateContact();
  const [notice, showNotice] = useFlashMessage<{ tone: 'success' | 'error'; text: string }>(NOTICE_MS);
  const filtered = filters.category !== 'all' || filters.handled !== 'all';

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

  const data = messages.data;
  let content;
  if (messages.isPending) content = <Spinner label="Chargement des messages..." />;
  else if (messages.isError && !data) content = <LoadError error={messages.error} onRetry={() => void messages.refetch()} />;
  else if (data) {
    content = (
      <>
        {messages.isError && <LoadError error={messages.error} onRetry={() => void messages.refetch()} />}
        <Counters label="Compteurs des messages" items={[{ label: 'À traiter', value: data.unhandled }]} />
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
        <p className="admin-results" aria-live="polite">
          {formatCount(data.total)} {plural(data.total, 'message')}
          {messages.isPlaceholderData && <span className="admin-results__updating"> · mise à jour...</span>}
        </p>
        {data.items.length === 0 ? (
          filtered ? (
            <EmptyQueue title="Aucun message ne correspond à vos filtres" text="Modifiez les filtres." onClear={() => changeFilters(ALL)} />
          ) : (
            <EmptyQueue title="Aucun message" text="Les messages envoyés depuis la page Contact apparaîtront ici." />
          )
        ) : (
          <ul className="admin-cards" aria-label="Messages de contact">
            {data.items.map((message) => (
              <ContactCard
                key={message.id}
                message={message}
                busy={update.isPending && update.variables?.id === message.id}
                onHandled={(handled) => onHandled(message.id, handled)}
              />
            ))}
          </ul>
        )}
        <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
      </>
    );
  }

  return (
    <AdminScreen title="Messages de contact" lead="Les messages envoyés par les membres depuis la page Contact, du plus récent au plus ancien.">
      {notice && (
        <div className="toast">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      {content}
    </AdminScreen>
  );
}
