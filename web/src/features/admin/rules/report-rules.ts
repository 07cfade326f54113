import type { ContentRef, ReportStatus } from '@streaming/contracts';

/** The actions a report card offers (spec section 4: no other transition is offered). */
export interface ReportActions {
  /** 'Prendre en charge': pending → in_progress, one click. */
  take: boolean;
  /** 'Marquer résolu' (note optional) and 'Rejeter' (note required), through the notes dialog. */
  close: boolean;
}

export function reportActions(status: ReportStatus): ReportActions {
  return { take: status === 'pending', close: status === 'pending' || status === 'in_progress' };
}

/**
 * The member page of what was reported: the film, the series, or the series an episode belongs to; null
 * once the catalogue deleted it (the stored title still names it).
 */
export function contentPath(ref: ContentRef): string | null {
  if (ref.contentDeleted) return null;
  if (ref.contentType === 'movie') return `/movie/${ref.contentId}`;
  return `/series/${ref.contentType === 'episode' && ref.seriesId ? ref.seriesId : ref.contentId}`;
}
