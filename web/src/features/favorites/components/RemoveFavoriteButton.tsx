import type { ContentKind } from '@streaming/contracts';

import { FAVORITE_REMOVE_FAILED } from '../api';
import { useToggleFavorite } from '../hooks/use-toggle-favorite';

interface RemoveFavoriteButtonProps {
  kind: ContentKind;
  titleId: string;
  title: string;
  /** Called with the spec's message when the server refuses the removal (the card comes back). */
  onFailure: (message: string) => void;
  /** Where the focus goes when the list has no other card left. */
  focusFallback: () => void;
}

/** The focus moves to the next card's button (or the previous one) before this card leaves the list. */
function moveFocusOn(button: HTMLButtonElement, fallback: () => void): void {
  const item = button.closest('li');
  const sibling = item?.nextElementSibling ?? item?.previousElementSibling;
  const target = sibling?.querySelector<HTMLButtonElement>('.favorite-remove');
  if (target) target.focus();
  else fallback();
}

/** The /favorites page's 'Retirer' under a card: the card leaves the list at once and comes back if the removal fails. */
export function RemoveFavoriteButton({ kind, titleId, title, onFailure, focusFallback }: RemoveFavoriteButtonProps) {
  const toggle = useToggleFavorite({ onRemoveFailed: () => onFailure(FAVORITE_REMOVE_FAILED) });
  return (
    <button
      type="button"
      className="button button--secondary button--small favorite-remove"
      disabled={toggle.isPending}
      onClick={(event) => {
        moveFocusOn(event.currentTarget, focusFallback);
        toggle.mutate({ kind, titleId, favorite: false });
      }}
    >
      Retirer<span className="visually-hidden"> « {title} » des favoris</span>
    </button>
  );
}
