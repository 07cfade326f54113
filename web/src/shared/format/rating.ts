/** Ratings run from 0 to 5 (spec section 3). */
export const RATING_MAX = 5;

/** Whole stars drawn for a rating: rounded, between 0 and 5 (spec section 9). */
export function ratingStars(rating: number): number {
  return Math.min(RATING_MAX, Math.max(0, Math.round(rating)));
}

/** "4,5" */
export function formatRating(rating: number): string {
  return rating.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
