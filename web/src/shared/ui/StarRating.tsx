import { formatRating, RATING_MAX, ratingStars } from '../format/rating';

interface StarRatingProps {
  rating: number | null;
  /** Also writes the value beside the stars ("4,5/5"). */
  showValue?: boolean;
  className?: string;
}

/** A 0-5 rating as five stars, rounded (spec section 9); read out as "Note : 4,5 sur 5". */
export function StarRating({ rating, showValue = false, className }: StarRatingProps) {
  if (rating === null) {
    return <span className={className ? `stars stars--none ${className}` : 'stars stars--none'}>Non noté</span>;
  }
  const full = ratingStars(rating);
  const label = `Note : ${formatRating(rating)} sur ${RATING_MAX}`;
  return (
    <span className={className ? `stars ${className}` : 'stars'}>
      <span className="stars__icons" role="img" aria-label={label}>
        <span className="stars__full" aria-hidden="true">
          {'★'.repeat(full)}
        </span>
        <span className="stars__empty" aria-hidden="true">
          {'★'.repeat(RATING_MAX - full)}
        </span>
      </span>
      {showValue && (
        <span className="stars__value" aria-hidden="true">
          {formatRating(rating)}/{RATING_MAX}
        </span>
      )}
    </span>
  );
}
