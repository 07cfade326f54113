import type { ContentKind } from '@streaming/contracts';
import { createPortal } from 'react-dom';

import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { Alert } from '../../../shared/ui/Alert';
import { FAVORITE_REMOVE_FAILED } from '../api';
import { useIsFavorite } from '../hooks/use-fetch-favorite-ids';
import { useToggleFavorite } from '../hooks/use-toggle-favorite';

interface FavoriteButtonProps {
  kind: ContentKind;
  titleId: string;
  /** 'page': a labelled button among a detail page's actions; 'card': a heart over a card's poster. */
  variant?: 'page' | 'card';
  /** The id of the element naming the title (cards: the card's title), read after the button's name. */
  describedBy?: string;
}

const NOTICE_MS = 6000;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="favorite-toggle__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.6 10.7 19.4C6 15.2 3 12.5 3 9.1 3 6.4 5.1 4.3 7.8 4.3c1.5 0 3 .7 4.2 1.9 1.2-1.2 2.7-1.9 4.2-1.9 2.7 0 4.8 2.1 4.8 4.8 0 3.4-3 6.1-7.7 10.3L12 20.6Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The favourite toggle of a film or a series (spec sections 2 and 4), shown only to a signed-in member.
 * Its name says what a press does ('Ajouter aux favoris' / 'Retirer des favoris'), which also says
 * whether the title is a favourite: no aria-pressed besides (a screen reader would read 'Retirer des
 * favoris, activé', a name and a state that contradict each other). The change shows at once; if the server refuses it is undone, and
 * a failed removal says 'Erreur lors de la suppression du favori' (other failures are only logged).
 */
export function FavoriteButton({ kind, titleId, variant = 'page', describedBy }: FavoriteButtonProps) {
  const { signedIn, favorite, failed, retry } = useIsFavorite(kind, titleId);
  const [notice, showNotice] = useFlashMessage<string>(NOTICE_MS);
  const toggle = useToggleFavorite({ onRemoveFailed: () => showNotice(FAVORITE_REMOVE_FAILED) });

  if (!signedIn) return null;
  // A card shows its heart once the member's favourites are known (it sits over the poster: nothing moves).
  if (variant === 'card' && favorite === undefined) return null;

  // The member's favourites could not be read: the page says so and offers to ask again (cards, above, show no heart).
  if (favorite === undefined && failed) {
    return (
      <button type="button" className="button button--secondary favorite-toggle favorite-toggle--page" aria-describedby={describedBy} onClick={retry}>
        <HeartIcon filled={false} />
        <span>Favoris indisponibles : réessayer</span>
      </button>
    );
  }

  const label = favorite ? 'Retirer des favoris' : 'Ajouter aux favoris';
  const onClick = () => {
    // One change at a time per title: a second press while the first is on its way is ignored.
    if (favorite === undefined || toggle.isPending) return;
    toggle.mutate({ kind, titleId, favorite: !favorite });
  };

  const noticeToast =
    notice &&
    createPortal(
      <div className="toast">
        <Alert tone="error">{notice}</Alert>
      </div>,
      document.body,
    );

  if (variant === 'card') {
    return (
      <>
        <button
          type="button"
          className={favorite ? 'favorite-toggle favorite-toggle--card favorite-toggle--on' : 'favorite-toggle favorite-toggle--card'}
          aria-label={label}
          aria-describedby={describedBy}
          title={label}
          onClick={onClick}
        >
          <HeartIcon filled={favorite === true} />
        </button>
        {noticeToast}
      </>
    );
  }

  return (
    <>
      <button
        type="button"
        className={`button button--secondary favorite-toggle favorite-toggle--page${favorite ? ' favorite-toggle--on' : ''}`}
        aria-describedby={describedBy}
        disabled={favorite === undefined}
        onClick={onClick}
      >
        <HeartIcon filled={favorite === true} />
        <span>{label}</span>
      </button>
      {noticeToast}
    </>
  );
}
