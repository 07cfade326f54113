import type { EpisodeDto, SeriesDetailDto } from '@streaming/contracts';

export interface SeasonTab {
  seasonNumber: number;
  episodes: EpisodeDto[];
}

/**
 * One tab per season: those with episodes, and the announced ones (total_seasons) that have none yet,
 * which show 'Aucun épisode disponible pour cette saison'.
 */
export function seasonTabs(series: Pick<SeriesDetailDto, 'seasons' | 'totalSeasons'>): SeasonTab[] {
  const byNumber = new Map<number, EpisodeDto[]>();
  for (const season of series.seasons) byNumber.set(season.seasonNumber, season.episodes);
  for (let number = 1; number <= (series.totalSeasons ?? 0); number++) {
    if (!byNumber.has(number)) byNumber.set(number, []);
  }
  return [...byNumber.entries()].sort(([a], [b]) => a - b).map(([seasonNumber, episodes]) => ({ seasonNumber, episodes }));
}

/** "S1 · É2 – Le Spectre" (without the dash when the episode has no title): the player, the history and the home row alike. */
export function episodeLabel(episode: Pick<EpisodeDto, 'seasonNumber' | 'episodeNumber' | 'title'>): string {
  const number = `S${episode.seasonNumber} · É${episode.episodeNumber}`;
  return episode.title.trim() ? `${number} – ${episode.title}` : number;
}
