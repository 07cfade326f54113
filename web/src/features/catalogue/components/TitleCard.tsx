import type { CatalogueCard } from '@streaming/contracts';
import { useId } from 'react';
import { Link } from 'react-router';

import { formatViewsLabel } from '../../../shared/format/number';
import { Poster } from '../../../shared/ui/Poster';
import { StarRating } from '../../../shared/ui/StarRating';
import { FavoriteButton } from '../../favorites/components/FavoriteButton';
import { KIND_LABELS, titlePath } from '../paths';

interface TitleCardProps {
  card: CatalogueCard;
  /** Says "Film" or "Série" (lists that mix both). */
  showKind?: boolean;
  /** Extra labels under the title ('Même réalisateur', ...). */
  badges?: readonly string[];
  eager?: boolean;
  /** The favourite heart over the poster (signed-in members only); off where the list has its own remove button. */
  favoriteToggle?: boolean;
}

/**
 * A poster card: the link's name is the title; year, rating, views and quality are written under it.
 * The favourite heart comes after the link in the Tab order and is laid over the poster's corner, so the
 * card keeps its size whether or not it is shown.
 */
export function TitleCard({ card, showKind = false, badges, eager, favoriteToggle = true }: TitleCardProps) {
  const titleId = useId();
  return (
    <article className="title-card">
      <Link className="title-card__link" to={titlePath(card.kind, card.id)}>
        <span className="title-card__poster">
          <Poster url={card.posterUrl} eager={eager} />
          {card.quality && (
            <span className="title-card__quality" aria-hidden="true">
              {card.quality}
            </span>
          )}
        </span>
        <span id={titleId} className="title-card__title">
          {card.title}
        </span>
      </Link>
      {favoriteToggle && <FavoriteButton kind={card.kind} titleId={card.id} variant="card" describedBy={titleId} />}
      <p className="title-card__meta">
        {showKind && <span className="title-card__kind">{KIND_LABELS[card.kind]}</span>}
        {card.year !== null && <span>{card.year}</span>}
        <span className="title-card__views">{formatViewsLabel(card.views)}</span>
      </p>
      <StarRating rating={card.rating} className="title-card__rating" />
      {badges && badges.length > 0 && (
        <ul className="title-card__badges" aria-label="Points communs">
          {badges.map((badge) => (
            <li key={badge} className="badge badge--accent">
              {badge}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
