import type { EpisodeDto } from '@streaming/contracts';
import { type ReactNode, useId, useState } from 'react';

import { formatDay } from '../../../shared/format/date';
import { formatMinutes } from '../../../shared/format/duration';
import { formatViewsLabel } from '../../../shared/format/number';
import { Poster } from '../../../shared/ui/Poster';
import { Tabs } from '../../../shared/ui/Tabs';
import type { SeasonTab } from '../seasons';

interface SeasonBrowserProps {
  seasons: SeasonTab[];
  selectedId: string | null;
  onSelect: (episode: EpisodeDto) => void;
  /** Thumbnail for episodes without their own. */
  fallbackImage: string | null;
  /** Episodes the member has finished: marked 'Vu'. */
  watchedIds?: ReadonlySet<string>;
  /** What each episode offers besides being chosen (its report button). */
  episodeActions?: (episode: EpisodeDto) => ReactNode;
}

interface EpisodeItemProps {
  episode: EpisodeDto;
  selected: boolean;
  watched: boolean;
  onSelect: () => void;
  fallbackImage: string | null;
  actions?: ReactNode;
}

function EpisodeItem({ episode, selected, watched, onSelect, fallbackImage, actions }: EpisodeItemProps) {
  const facts = [
    episode.durationMinutes !== null ? formatMinutes(episode.durationMinutes) : null,
    episode.airDate ? formatDay(episode.airDate) : null,
    formatViewsLabel(episode.viewsCount),
  ].filter((fact) => fact !== null);
  return (
    <li className={selected ? 'episode episode--selected' : 'episode'}>
      <Poster url={episode.thumbnailUrl ?? fallbackImage} className="episode__thumb" />
      <div className="episode__body">
        <button type="button" className="episode__select" aria-pressed={selected} onClick={onSelect}>
          <span className="episode__number">Épisode {episode.episodeNumber}</span>
          <span className="episode__title">{episode.title}</span>
          {watched && <span className="episode__badge">Vu</span>}
        </button>
        <p className="episode__facts">{facts.join(' · ')}</p>
        {episode.synopsis && <p className="episode__synopsis">{episode.synopsis}</p>}
        {actions && <div className="episode__actions">{actions}</div>}
      </div>
    </li>
  );
}

const SEASON_TAB_CLASSES = { list: 'seasons__tabs', tab: 'seasons__tab', panel: 'seasons__panel' };

/**
 * Season tabs (Arrow keys, Home and End move between them) and the episodes of the chosen season;
 * choosing an episode starts it, finished ones are marked 'Vu'.
 */
export function SeasonBrowser({ seasons, selectedId, onSelect, fallbackImage, watchedIds, episodeActions }: SeasonBrowserProps) {
  const heading = useId();
  const seasonOf = (id: string | null) => Math.max(0, seasons.findIndex((season) => season.episodes.some((episode) => episode.id === id)));
  const [current, setCurrent] = useState(() => seasonOf(selectedId));
  // The episode playing moved to another season (next across seasons, auto-next, resume): follow it.
  const [followed, setFollowed] = useState(selectedId);
  if (followed !== selectedId) {
    setFollowed(selectedId);
    if (selectedId !== null) setCurrent(seasonOf(selectedId));
  }
  const index = Math.min(current, Math.max(0, seasons.length - 1));
  const season = seasons[index];

  return (
    <section className="section seasons" aria-labelledby={heading}>
      <h2 id={heading} className="section__title">
        Épisodes
      </h2>
      {seasons.length === 0 ? (
        <p className="page__lead">Aucun épisode disponible pour cette saison</p>
      ) : (
        <>
          <Tabs
            label="Saisons"
            tabs={seasons.map((tab) => ({ key: String(tab.seasonNumber), label: `Saison ${tab.seasonNumber}` }))}
            index={index}
            onSelect={setCurrent}
            classNames={SEASON_TAB_CLASSES}
            focusablePanel
          >
            {season.episodes.length === 0 ? (
              <p className="page__lead">Aucun épisode disponible pour cette saison</p>
            ) : (
              <ol className="episode-list">
                {season.episodes.map((episode) => (
                  <EpisodeItem
                    key={episode.id}
                    episode={episode}
                    selected={episode.id === selectedId}
                    watched={watchedIds?.has(episode.id) ?? false}
                    onSelect={() => onSelect(episode)}
                    fallbackImage={fallbackImage}
                    actions={episodeActions?.(episode)}
                  />
                ))}
              </ol>
            )}
          </Tabs>
        </>
      )}
    </section>
  );
}
