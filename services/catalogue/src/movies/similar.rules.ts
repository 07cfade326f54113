import { normalizeText } from '../search/search-normalize.js';
import type { SimilarBadge } from '@streaming/contracts';

/** What the similar-films rule needs to know about a film. */
export interface SimilarFacts {
  id: string;
  director: string | null;
  releaseYear: number | null;
  genreIds: string[];
  rating: number | null;
  views: number;
  isFeatured: boolean;
}

export interface SimilarScore {
  score: number;
  badges: SimilarBadge[];
}

export const SAME_ERA_YEARS = 2;
export const CLOSE_YEARS = 5;

/**
 * Spec section 9: 10 per shared genre, 8 for the same director, 5 minus the year gap for close
 * years; rating 4+ gives 3, 3.5+ gives 2, 3+ gives 1; views 10000+ give 2, 5000+ give 1;
 * featured gives 2. Badges: 'Même réalisateur', 'Même époque' (within 2 years).
 */
export function scoreSimilar(current: SimilarFacts, candidate: SimilarFacts): SimilarScore {
  const badges: SimilarBadge[] = [];
  const genres = new Set(current.genreIds);
  let score = 10 * candidate.genreIds.filter((g) => genres.has(g)).length;
  const sameDirector = !!current.director && !!candidate.director && normalizeText(current.director) === normalizeText(candidate.director);
  if (sameDirector) {
    score += 8;
    badges.push('Même réalisateur');
  }
  if (current.releaseYear !== null && candidate.releaseYear !== null) {
    const gap = Math.abs(current.releaseYear - candidate.releaseYear);
    if (gap < CLOSE_YEARS) score += CLOSE_YEARS - gap;
    if (gap <= SAME_ERA_YEARS) badges.push('Même époque');
  }
  const rating = candidate.rating ?? 0;
  score += rating >= 4 ? 3 : rating >= 3.5 ? 2 : rating >= 3 ? 1 : 0;
  score += candidate.views >= 10000 ? 2 : candidate.views >= 5000 ? 1 : 0;
  if (candidate.isFeatured) score += 2;
  return { score, badges };
}

/** Best candidates first (then better rated, then more viewed), the current film left out. */
export function rankSimilar<T extends SimilarFacts>(current: SimilarFacts, candidates: T[], max: number): Array<T & SimilarScore> {
  const seen = new Set<string>([current.id]);
  const scored: Array<T & SimilarScore> = [];
  for (const c of candidates) {
    if (seen.has(c.id)) continue;
    seen.add(c.id);
    const s = scoreSimilar(current, c);
    // A film sharing nothing (no genre, director or period) is not "similar", whatever its rating.
    const related = s.badges.length > 0 || c.genreIds.some((g) => current.genreIds.includes(g)) ||
      (current.releaseYear !== null && c.releaseYear !== null && Math.abs(current.releaseYear - c.releaseYear) < CLOSE_YEARS);
    if (related) scored.push({ ...c, ...s });
  }
  return scored
    .sort((a, b) => b.score - a.score || (b.rating ?? -1) - (a.rating ?? -1) || b.views - a.views || a.id.localeCompare(b.id))
    .slice(0, max);
}
