import type { AdminTitleRow } from '@streaming/contracts';
import { useEffect, useRef, useState } from 'react';

import { pagedItems } from '../../../../shared/api/paging';
import { formatCount, plural } from '../../../../shared/format/number';
import { useDebouncedValue } from '../../../../shared/hooks/use-debounced-value';
import { useFlashMessage } from '../../../../shared/hooks/use-flash-message';
import { Alert } from '../../../../shared/ui/Alert';
import { LoadError } from '../../../../shared/ui/LoadError';
import { Spinner } from '../../../../shared/ui/Spinner';
import { useBrowseTitles } from '../../hooks/use-browse-titles';
import { useFetchGenreChoices } from '../../hooks/use-fetch-genre-choices';
import { SEARCH_DEBOUNCE_MS } from '../../hooks/use-queue-filters';
import { useDeleteTitle } from '../../hooks/use-save-title';
import { useScrollThreshold } from '../../hooks/use-scroll-threshold';
import { failureMessage } from '../../rules/title-form';
import { TITLE_KIND_TEXTS, type TitleKind } from '../../rules/title-kinds';
import { isTitleListFiltered, NO_TITLE_FILTERS, titleListQuery, type TitleFilters } from '../../rules/title-list';
import { AdminNotice, type Notice, NOTICE_MS } from '../AdminNotice';
import { AdminScreen } from '../AdminScreen';
import { ConfirmDialog } from '../ConfirmDialog';
import { Counters } from '../Counters';
import { EmptyQueue } from '../EmptyQueue';
import { LOAD_FAILED } from '../load-failed';
import { TitleFiltersPanel } from './TitleFiltersPanel';
import { TitleFormDialog } from './TitleFormDialog';
import { TitleTable } from './TitleTable';

/** Spec sections 4 and 9: the next 50 rows when the reader comes within 500 px of the bottom, 300 ms later. */
const NEXT_PAGE_FROM_BOTTOM_PX = 500;
const NEXT_PAGE_DELAY_MS = 300;

/** /admin/films, /admin/series and /admin/animes: counters, search and filters, the table, its dialogs. */
export function TitlesScreen({ kind }: { kind: TitleKind }) {
  const texts = TITLE_KIND_TEXTS[kind];
  const [filters, setFilters] = useState<TitleFilters>(NO_TITLE_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const query = titleListQuery({ ...filters, search });
  const list = useBrowseTitles(kind, query);
  const genres = useFetchGenreChoices();
  const remove = useDeleteTitle(kind);
  const [form, setForm] = useState<{ editing: AdminTitleRow | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminTitleRow | null>(null);
  const [notice, showNotice] = useFlashMessage<Notice>(NOTICE_MS);

  const canLoadMore = Boolean(list.hasNextPage) && !list.isFetchingNextPage && !list.isPlaceholderData && !list.isError;
  const timer = useRef<number | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  useScrollThreshold({ fromBottomPx: NEXT_PAGE_FROM_BOTTOM_PX }, canLoadMore, () => {
    if (timer.current !== null) return;
    timer.current = window.setTimeout(() => {
      timer.current = null;
      void list.fetchNextPage();
    }, NEXT_PAGE_DELAY_MS);
  });

  const first = list.data?.pages[0];
  const rows = pagedItems(list.data?.pages);
  const counters = first
    ? [
        { label: texts.counters.total, value: first.counters.total },
        { label: texts.counters.featured, value: first.counters.featured },
        { label: texts.counters.new, value: first.counters.new },
        ...(texts.counters.episodes && 'episodes' in first.counters ? [{ label: texts.counters.episodes, value: first.counters.episodes }] : []),
      ]
    : [];
  const deleteFailure = remove.error ? failureMessage(texts.deleteFailed, remove.error, { detailAfterColon: false }) : null;

  let table;
  if (list.isPending) table = <Spinner label={texts.loading} />;
  else if (!first) table = <LoadError text={LOAD_FAILED} error={list.error} onRetry={() => void list.refetch()} />;
  else {
    table = (
      <>
        {list.isError && <LoadError text={LOAD_FAILED} error={list.error} onRetry={() => void list.refetch()} />}
        <p className="admin-results" aria-live="polite">
          {formatCount(first.total)} {plural(first.total, ...texts.found)}
          {list.isPlaceholderData && <span className="admin-results__updating"> · mise à jour...</span>}
        </p>
        {rows.length === 0 ? (
          isTitleListFiltered(query) ? (
            <EmptyQueue title={texts.noMatch} text="Modifiez la recherche ou les filtres." onClear={() => setFilters(NO_TITLE_FILTERS)} />
          ) : (
            <EmptyQueue title={texts.empty} text={`Utilisez « ${texts.addButton} » pour commencer.`} />
          )
        ) : (
          <TitleTable
            kind={kind}
            rows={rows}
            onEdit={(row) => setForm({ editing: row })}
            onDelete={(row) => {
              remove.reset();
              setDeleting(row);
            }}
          />
        )}
        {list.hasNextPage && (
          <div className="admin-load-more">
            <button type="button" className="button button--secondary" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? 'Chargement...' : 'Charger plus'}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    <AdminScreen title={texts.title} lead={texts.lead}>
      <AdminNotice notice={notice} />
      {first && <Counters label={`Compteurs : ${texts.listLabel}`} items={counters} />}
      <div className="admin-title-toolbar">
        <button type="button" className="button button--primary" onClick={() => setForm({ editing: null })}>
          {texts.addButton}
        </button>
      </div>
      <TitleFiltersPanel kind={kind} filters={filters} onChange={setFilters} genres={genres.data} />
      {table}
      {form && (
        <TitleFormDialog
          kind={kind}
          editing={form.editing}
          onClose={() => setForm(null)}
          onSaved={(message) => {
            setForm(null);
            showNotice({ tone: 'success', text: message });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={texts.deleteTitle}
          className="modal--admin"
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          confirm={{
            label: 'Supprimer',
            pendingLabel: 'Suppression...',
            onClick: () =>
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setDeleting(null);
                  showNotice({ tone: 'success', text: texts.deleted });
                },
              }),
          }}
        >
          <p>{texts.deleteConfirm}</p>
          <p className="admin-dialog__subject">{deleting.title}</p>
          {deleteFailure && (
            <Alert tone="error" details={deleteFailure.details} reveal={remove.error}>
              {deleteFailure.text}
            </Alert>
          )}
        </ConfirmDialog>
      )}
    </AdminScreen>
  );
}
