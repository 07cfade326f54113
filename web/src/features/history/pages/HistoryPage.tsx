import type { HistoryEntryView } from '@streaming/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

import { errorDetails } from '../../../shared/api/api-error';
import { pagedItems } from '../../../shared/api/paging';
import { pageTitle } from '../../../shared/config';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { useNow } from '../../../shared/hooks/use-now';
import { Alert } from '../../../shared/ui/Alert';
import { Modal } from '../../../shared/ui/Modal';
import { Spinner } from '../../../shared/ui/Spinner';
import { LoadMore } from '../../catalogue/components/TitleGrid';
import { HistoryItem } from '../components/HistoryItem';
import { useBrowseHistory } from '../hooks/use-browse-history';
import { useClearHistory } from '../hooks/use-clear-history';
import { useRemoveHistoryEntry } from '../hooks/use-remove-history-entry';

const NOTICE_MS = 6000;
const REMOVE_FAILED = 'Erreur lors de la suppression de l’entrée de l’historique';
const CLEAR_FAILED = 'Erreur lors de l’effacement de l’historique';

function ClearHistoryDialog({ onClose, onCleared }: { onClose: () => void; onCleared: () => void }) {
  const clear = useClearHistory();
  return (
    <Modal
      title="Effacer tout l’historique ?"
      onClose={() => {
        if (!clear.isPending) onClose();
      }}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={clear.isPending}>
            Annuler
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={clear.isPending}
            onClick={() => clear.mutate(undefined, { onSuccess: onCleared })}
          >
            {clear.isPending ? 'Effacement...' : 'Tout effacer'}
          </button>
        </>
      }
    >
      <p>Tous les films et épisodes de votre historique seront retirés, ainsi que la rangée « Reprendre la lecture » de l’accueil. Cette action est définitive.</p>
      {clear.isError && (
        <Alert tone="error" details={errorDetails(clear.error)}>
          {CLEAR_FAILED}
        </Alert>
      )}
    </Modal>
  );
}

/**
 * /history ('Historique' in the profile menu): the films and episodes the member watched, newest first,
 * when and how far, with a link to resume, 'Retirer' per entry and 'Tout effacer' after a confirmation.
 */
export function HistoryPage() {
  const history = useBrowseHistory();
  const remove = useRemoveHistoryEntry();
  const now = useNow(60_000);
  const [confirming, setConfirming] = useState(false);
  const [notice, showNotice] = useFlashMessage<{ tone: 'error' | 'success'; text: string }>(NOTICE_MS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const entries = pagedItems(history.data?.pages);
  const total = history.data?.pages.at(-1)?.total ?? 0;

  // Once a removed entry has left the list, the focus goes to the next entry's 'Retirer' (or the
  // previous one, or the title when the list is empty), not to the page's body with the button gone.
  // The request stays in state once served: the ref says it was, so a later change of the list moves
  // nothing.
  const [focusAfter, setFocusAfter] = useState<{ removedId: string; index: number } | null>(null);
  const focusServed = useRef<typeof focusAfter>(null);
  useEffect(() => {
    if (!focusAfter || focusServed.current === focusAfter || entries.some((entry) => entry.id === focusAfter.removedId)) return;
    focusServed.current = focusAfter;
    const buttons = document.querySelectorAll<HTMLButtonElement>('.history-item__remove');
    (buttons[Math.min(focusAfter.index, buttons.length - 1)] ?? headingRef.current)?.focus();
  }, [focusAfter, entries]);

  // The entries being removed: several may be on their way at once, each with its own outcome.
  const [removing, setRemoving] = useState<ReadonlySet<string>>(() => new Set());
  const onRemove = async (entry: HistoryEntryView, index: number) => {
    setRemoving((ids) => new Set(ids).add(entry.id));
    try {
      await remove.mutateAsync(entry);
      setFocusAfter({ removedId: entry.id, index });
    } catch {
      showNotice({ tone: 'error', text: REMOVE_FAILED });
    } finally {
      setRemoving((ids) => {
        const next = new Set(ids);
        next.delete(entry.id);
        return next;
      });
    }
  };

  let content;
  if (history.isPending) content = <Spinner label="Chargement de l’historique..." />;
  else if (history.isError) {
    content = (
      <div className="history__error">
        <Alert tone="error" details={errorDetails(history.error)}>
          Erreur lors du chargement de l’historique
        </Alert>
        <button type="button" className="button button--secondary" onClick={() => void history.refetch()}>
          Réessayer
        </button>
      </div>
    );
  } else if (entries.length === 0) {
    content = (
      <div className="empty-state" role="status">
        <p className="empty-state__title">Votre historique est vide</p>
        <p className="empty-state__text">Les films et les épisodes que vous regardez s’afficheront ici.</p>
        <Link className="button button--primary" to="/home">
          Découvrir le catalogue
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <div className="history__toolbar">
          <button type="button" className="button button--outline" onClick={() => setConfirming(true)}>
            Tout effacer
          </button>
        </div>
        <ol className="history-list" aria-label="Titres regardés">
          {entries.map((entry, index) => (
            <HistoryItem
              key={entry.id}
              entry={entry}
              now={now}
              removing={removing.has(entry.id)}
              onRemove={() => void onRemove(entry, index)}
            />
          ))}
        </ol>
        <LoadMore
          hasMore={history.hasNextPage}
          loading={history.isFetchingNextPage}
          onLoadMore={() => void history.fetchNextPage()}
          count={{ shown: entries.length, total, noun: 'titre' }}
        />
      </>
    );
  }

  return (
    <div className="page history">
      <title>{pageTitle('Historique')}</title>
      <h1 ref={headingRef} className="page__title" tabIndex={-1}>
        Historique
      </h1>
      <p className="page__lead">Ce que vous avez regardé, du plus récent au plus ancien : reprenez là où vous vous étiez arrêté.</p>
      {notice && (
        <div className="toast">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      {content}
      {confirming && (
        <ClearHistoryDialog
          onClose={() => setConfirming(false)}
          onCleared={() => {
            setConfirming(false);
            showNotice({ tone: 'success', text: 'Votre historique a été effacé.' });
            // After the dialog has given the focus back to its opener, which is gone with the list.
            window.requestAnimationFrame(() => headingRef.current?.focus());
          }}
        />
      )}
    </div>
  );
}
