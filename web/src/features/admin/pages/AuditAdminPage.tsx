import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value';
import { LoadError } from '../../../shared/ui/LoadError';
import { SelectField } from '../../../shared/ui/SelectField';
import { Spinner } from '../../../shared/ui/Spinner';
import { TextField } from '../../../shared/ui/TextField';
import { AdminScreen } from '../components/AdminScreen';
import { AuditEntryCard } from '../components/AuditEntryCard';
import { EmptyQueue } from '../components/EmptyQueue';
import { LOAD_FAILED } from '../components/load-failed';
import { Pager } from '../components/Pager';
import { useBrowseAudit } from '../hooks/use-browse-audit';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-queue-filters';
import {
  actionLabel,
  AUDIT_ACTIONS,
  auditFoundText,
  auditParams,
  auditQuery,
  auditStateFromParams,
  type AuditFilters,
  isAuditFiltered,
  NO_AUDIT_FILTERS,
} from '../rules/audit';

/**
 * /admin/audit: the admins' actions, newest first, filtered by admin, action, target and dates. The
 * filters and the page live in the URL's search params (a reload or a shared link shows the same
 * list); the typed texts are sent once typing pauses.
 */
export function AuditAdminPage() {
  const [params, setParams] = useSearchParams();
  const [initial] = useState(() => auditStateFromParams(params));
  const [filters, setFilterState] = useState<AuditFilters>(initial.filters);
  const [page, setPage] = useState(initial.page);
  const actor = useDebouncedValue(filters.actor, SEARCH_DEBOUNCE_MS);
  const target = useDebouncedValue(filters.target, SEARCH_DEBOUNCE_MS);
  const sent = { ...filters, actor, target };
  const list = useBrowseAudit(auditQuery(sent, page));

  const wanted = auditParams(sent, page).toString();
  useEffect(() => {
    if (wanted !== params.toString()) setParams(new URLSearchParams(wanted), { replace: true });
  }, [wanted, params, setParams]);

  const setFilters = (next: AuditFilters) => {
    setFilterState(next);
    setPage(1);
  };
  // An action named in the URL that the list does not know yet is offered as it is.
  const actionOptions = [
    ...AUDIT_ACTIONS,
    ...(filters.action && !AUDIT_ACTIONS.some((a) => a.value === filters.action) ? [{ value: filters.action, label: actionLabel(filters.action) }] : []),
  ];
  const filtered = isAuditFiltered(sent);
  const shown = list.data;

  return (
    <AdminScreen title="Journal d’audit" lead="Les actions des administrateurs, de la plus récente à la plus ancienne : qui, quoi, quand, et ce qui a changé.">
      <form className="admin-filters admin-filters--hinted" role="search" aria-label="Filtrer le journal" onSubmit={(event) => event.preventDefault()}>
        <TextField
          label="Administrateur"
          value={filters.actor}
          onChange={(value) => setFilters({ ...filters, actor: value })}
          hint="Identifiant ou partie de l’adresse email"
          autoComplete="off"
        />
        <SelectField
          label="Action"
          value={filters.action}
          emptyLabel="Toutes les actions"
          options={actionOptions}
          onChange={(value) => setFilters({ ...filters, action: value })}
        />
        <TextField
          label="Cible"
          value={filters.target}
          onChange={(value) => setFilters({ ...filters, target: value })}
          hint="Identifiant, ou type : movie, series, episode, genre, user, report, request, popup, contact"
          autoComplete="off"
        />
        <TextField label="Du" type="date" value={filters.from} onChange={(value) => setFilters({ ...filters, from: value })} />
        <TextField label="Au" type="date" value={filters.to} onChange={(value) => setFilters({ ...filters, to: value })} />
      </form>
      {list.isPending ? (
        <Spinner label="Chargement du journal..." />
      ) : (
        <>
          {list.isError && <LoadError text={LOAD_FAILED} error={list.error} onRetry={() => void list.refetch()} />}
          {shown && (
            <>
              <p className="admin-results" aria-live="polite">
                {auditFoundText(shown.total, shown.totalCapped)}
                {list.isPlaceholderData && <span className="admin-results__updating"> · mise à jour...</span>}
              </p>
              {shown.items.length === 0 ? (
                filtered ? (
                  <EmptyQueue
                    title="Aucune action ne correspond à vos filtres"
                    text="Modifiez les filtres."
                    onClear={() => setFilters(NO_AUDIT_FILTERS)}
                  />
                ) : (
                  <EmptyQueue title="Aucune action" text="Les actions des administrateurs apparaîtront ici." />
                )
              ) : (
                <ul className="admin-cards" aria-label="Actions des administrateurs">
                  {shown.items.map((entry) => (
                    <AuditEntryCard key={entry.id} entry={entry} />
                  ))}
                </ul>
              )}
              <Pager
                page={shown.page}
                pageSize={shown.pageSize}
                total={shown.total}
                more={shown.totalCapped && shown.items.length === shown.pageSize}
                onPage={setPage}
              />
            </>
          )}
        </>
      )}
    </AdminScreen>
  );
}
