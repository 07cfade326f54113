import type { AdminGenreRow, AdminGenres } from '@streaming/contracts';
import { GENRE_CATEGORIES, type GenreCategory } from '@streaming/contracts/genre-rules';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

import { errorDetails } from '../../../shared/api/api-error';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { AdminScreen } from '../components/AdminScreen';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Counters } from '../components/Counters';
import { GenreCard } from '../components/GenreCard';
import { GenreForm } from '../components/GenreForm';
import { AdminNotice } from '../components/AdminNotice';
import { useAdminNotice } from '../hooks/use-admin-notice';
import { useEditedItem } from '../hooks/use-edited-item';
import { useFetchAdminGenres } from '../hooks/use-fetch-admin-genres';
import { useDeleteGenre } from '../hooks/use-genre-changes';
import { genreInUseText } from '../rules/genres';

/** A deletion under way: the first confirmation, then, when films or series use the genre, the second with the catalogue's count. */
interface Deletion {
  genre: AdminGenreRow;
  inUse: string | null;
}

function DeleteDialog({ deletion, pending, onConfirm, onClose }: { deletion: Deletion; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  const { genre, inUse } = deletion;
  if (inUse === null) {
    return (
      <ConfirmDialog title="Supprimer ce genre ?" pending={pending} onClose={onClose} confirm={{ label: 'Supprimer', pendingLabel: 'Suppression...', onClick: onConfirm }}>
        <p>
          Le genre « {genre.name} » ({genre.category}) sera supprimé définitivement.
        </p>
      </ConfirmDialog>
    );
  }
  return (
    <ConfirmDialog
      title="Ce genre est utilisé"
      pending={pending}
      onClose={onClose}
      confirm={{ label: 'Retirer et supprimer', pendingLabel: 'Suppression...', onClick: onConfirm }}
    >
      <p>{inUse}</p>
      <p>Les films et les séries restent au catalogue, sans le genre « {genre.name} ».</p>
    </ConfirmDialog>
  );
}

/** The category tabs (arrow keys, Home and End move between them) over the genre cards of the category shown. */
function CategoryTabs({ genres, selected, onSelect, children }: { genres: AdminGenres; selected: GenreCategory; onSelect: (category: GenreCategory) => void; children: ReactNode }) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = GENRE_CATEGORIES.indexOf(selected);

  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: GENRE_CATEGORIES.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + GENRE_CATEGORIES.length) % GENRE_CATEGORIES.length;
    onSelect(GENRE_CATEGORIES[next]);
    tabRefs.current[next]?.focus();
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label="Catégories">
        {genres.categories.map((group, i) => (
          <button
            key={group.category}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            id={`${baseId}-tab-${i}`}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={i === index}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(group.category)}
            onKeyDown={onKey}
          >
            {group.category}
          </button>
        ))}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${index}`} className="tabs__panel">
        {children}
      </div>
    </>
  );
}

/** /admin/genres: the genres of each category (tabs and tiles with their counts), the add and edit form, deletion in two steps. */
export function GenresAdminPage() {
  const genres = useFetchAdminGenres();
  const remove = useDeleteGenre();
  const [category, setCategory] = useState<GenreCategory>(GENRE_CATEGORIES[0]);
  // A new form (after 'Annuler', a save or the deletion of the genre edited) is a new key: its fields start again.
  const { editing, formKey, edit, startNew } = useEditedItem<AdminGenreRow>();
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const [notice, showNotice] = useAdminNotice();

  const onDelete = ({ genre, inUse }: Deletion) =>
    remove.mutate(
      { id: genre.id, confirm: inUse !== null },
      {
        onSuccess: () => {
          setDeletion(null);
          if (editing?.id === genre.id) startNew();
          showNotice({ tone: 'success', text: `Le genre « ${genre.name} » a été supprimé.` });
        },
        onError: (error) => {
          const used = inUse === null ? genreInUseText(error) : null;
          if (used !== null) {
            setDeletion({ genre, inUse: used });
            return;
          }
          setDeletion(null);
          showNotice({ tone: 'error', text: 'Erreur lors de la suppression du genre', details: errorDetails(error) }, { keep: true });
        },
      },
    );

  let body;
  if (genres.isPending) body = <Spinner label="Chargement des genres..." />;
  else if (genres.isError) body = <LoadError text="Erreur lors du chargement des genres" error={genres.error} onRetry={() => void genres.refetch()} />;
  else {
    const shown = genres.data.categories.find((group) => group.category === category)?.genres ?? [];
    body = (
      <>
        <Counters label="Genres par catégorie" items={genres.data.categories.map((group) => ({ label: group.category, value: group.count }))} />
        <div className="admin-genres">
          <GenreForm
            key={formKey}
            editing={editing}
            category={category}
            genres={genres.data}
            onNew={startNew}
            onSaved={(genre, added) => {
              startNew();
              setCategory(genre.category);
              showNotice({ tone: 'success', text: added ? `Le genre « ${genre.name} » a été ajouté.` : `Le genre « ${genre.name} » a été modifié.` });
            }}
          />
          <section aria-labelledby="genres-list-title">
            <h2 className="section__title" id="genres-list-title">
              Genres
            </h2>
            <CategoryTabs genres={genres.data} selected={category} onSelect={setCategory}>
              {shown.length === 0 ? (
                <p className="admin-results">Aucun genre dans cette catégorie.</p>
              ) : (
                <ul className="admin-cards">
                  {shown.map((genre) => (
                    <GenreCard
                      key={genre.id}
                      genre={genre}
                      editing={editing?.id === genre.id}
                      busy={remove.isPending && remove.variables.id === genre.id}
                      onEdit={() => edit(genre)}
                      onDelete={() => setDeletion({ genre, inUse: null })}
                    />
                  ))}
                </ul>
              )}
            </CategoryTabs>
          </section>
        </div>
      </>
    );
  }

  return (
    <AdminScreen title="Genres" lead="Les genres de chaque catégorie du catalogue, et celui qui fait d’une série un animé.">
      <AdminNotice notice={notice} />
      {body}
      {deletion && (
        <DeleteDialog
          key={deletion.inUse === null ? 'confirm' : 'in-use'}
          deletion={deletion}
          pending={remove.isPending}
          onConfirm={() => onDelete(deletion)}
          onClose={() => setDeletion(null)}
        />
      )}
    </AdminScreen>
  );
}
