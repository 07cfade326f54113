import type { EpisodeDto } from '@streaming/contracts';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

import { formatDay } from '../../../shared/format/date';
import { formatMinutes } from '../../../shared/format/duration';
import { formatViewsLabel } from '../../../shared/format/number';
import { Poster } from '../../../shared/ui/Poster';
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

/**
 * Season tabs (Arrow keys, Home and End move between them) and the episodes of the chosen season;
 * choosing an episode starts it, finished ones are marked 'Vu'.
 */
export function SeasonBrowser({ seasons, selectedId, onSelect, fallbackImage, watchedIds, episodeActions }: SeasonBrowserProps) {
  const baseId = useId();
  const heading = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
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

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: seasons.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + seasons.length) % seasons.length;
    setCurrent(next);
    tabRefs.current[next]?.focus();
  };

  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  return (
    <section className="section seasons" aria-labelledby={heading}>
      <h2 id={heading} className="section__title">
        Épisodes
      </h2>
      {seasons.length === 0 ? (
        <p className="page__lead">Aucun épisode disponible pour cette saison</p>
      ) : (
        <>
          <div className="seasons__tabs" role="tablist" aria-label="Saisons">
            {seasons.map((tab, i) => (
              <button
                key={tab.seasonNumber}
                ref={(element) => {
                  tabRefs.current[i] = element;
                }}
                id={tabId(i)}
                type="button"
                role="tab"
                className="seasons__tab"
                aria-selected={i === index}
                aria-controls={panelId}
                tabIndex={i === index ? 0 : -1}
                onClick={() => setCurrent(i)}
                onKeyDown={onTabKey}
              >
                Saison {tab.seasonNumber}
              </button>
            ))}
          </div>
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(index)} className="seasons__panel" tabIndex={0}>
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
          </div>
        </>
      )}
    </section>
  );
}
