/** Ratings run from 0 to 5 (spec section 3). */
export const RATING_MAX = 5;

/** Whole stars drawn for a rating: rounded, between 0 and 5 (spec section 9). */
export function ratingStars(rating: number): number {
  return Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
}

/** Built once (a new Intl.NumberFormat per call costs more than the rest of a title card). */
const oneDecimal = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "4,5" */
export function formatRating(rating: number): string {
  return oneDecimal.format(rating);
}
