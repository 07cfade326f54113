import type { HistoryEntryView, ProgressView } from '@streaming/contracts';

import { titlePath } from '../catalogue/paths';

/** How far the member got, in whole percent (0 to 100); a completed entry is 100. */
export function watchedPercent(entry: Pick<ProgressView, 'positionSeconds' | 'durationSeconds' | 'completed'>): number {
  if (entry.completed) return 100;
  if (entry.durationSeconds <= 0) return 0;
  const percent = Math.round((entry.positionSeconds / entry.durationSeconds) * 100);
  // An entry not completed never reads 100 %.
  return Math.max(0, Math.min(99, percent));
}

/** 'Vu à 45 %', or 'Terminé'. */
export function progressText(entry: Pick<ProgressView, 'positionSeconds' | 'durationSeconds' | 'completed'>): string {
  return entry.completed ? 'Terminé' : `Vu à ${watchedPercent(entry)} %`;
}

/** Where to resume: the film's page, or the series' page opened on this entry's episode. */
export function resumePath(entry: Pick<HistoryEntryView, 'titleId' | 'episodeId'> & { card: Pick<HistoryEntryView['card'], 'kind'> }): string {
  const path = titlePath(entry.card.kind, entry.titleId);
  return entry.episodeId ? `${path}?episode=${encodeURIComponent(entry.episodeId)}` : path;
}

/** One entry per title, the most recent (the list is newest first): a series watched episode after episode shows once. */
export function latestPerTitle(entries: readonly HistoryEntryView[]): HistoryEntryView[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.card.kind}:${entry.titleId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
