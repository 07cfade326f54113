import type { HistoryEntryView } from '@streaming/contracts';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';

import { logError } from '../../../shared/log';
import { useCurrentUser } from '../../../shared/session/use-session';
import { Poster } from '../../../shared/ui/Poster';
import { useFetchInProgress } from '../hooks/use-fetch-in-progress';
import { episodeLabel } from '../../series/seasons';
import { latestPerTitle, resumePath } from '../progress';
import { readResumeRowHint, writeResumeRowHint } from '../resume-row-storage';
import { WatchProgress } from './WatchProgress';

const ROW_TITLE = 'Reprendre la lecture';

/** Under a film's title: 'Film · 1902' (an episode has its 'S1 · É2 – title' there). */
function filmLine(entry: HistoryEntryView): string {
  return entry.card.year !== null ? `Film · ${entry.card.year}` : 'Film';
}

function ResumeCard({ entry, eager }: { entry: HistoryEntryView; eager: boolean }) {
  return (
    <article className="title-card resume-card">
      <Link className="title-card__link" to={resumePath(entry)}>
        <span className="title-card__poster">
          <Poster url={entry.card.posterUrl} eager={eager} />
        </span>
        <span className="resume-card__text">
          <span className="title-card__title resume-card__title">{entry.card.title}</span>
          <span className="resume-card__episode">{entry.episode ? episodeLabel(entry.episode) : filmLine(entry)}</span>
        </span>
      </Link>
      <WatchProgress entry={entry} />
    </article>
  );
}

/** The row's place while it loads: the same header, track and card heights as the loaded row. */
function ResumeRowSkeleton() {
  return (
    <section className="carousel resume-row" aria-label={ROW_TITLE} aria-busy="true">
      <div className="carousel__header">
        <h2 className="section__title carousel__title">{ROW_TITLE}</h2>
      </div>
      <div role="status">
        <span className="visually-hidden">Chargement...</span>
        <ul className="resume-row__track" aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className="resume-row__slide">
              <div className="resume-card skeleton-card">
                <span className="skeleton-card__poster" />
                <span className="resume-card__text">
                  <span className="skeleton-card__line" />
                  <span className="skeleton-card__line skeleton-card__line--short" />
                </span>
                <span className="resume-card__progress-skeleton skeleton-card__line" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The home row 'Reprendre la lecture': films and series in progress (one card per title, the latest
 * episode for a series), newest first, each with how far it was watched. Hidden when there is nothing
 * to resume; while it loads, it keeps its place only if it had titles at the last visit (so the
 * carousels below do not move). A failure is only logged: the row stays hidden.
 */
export function ContinueWatchingRow() {
  const user = useCurrentUser();
  const userId = user?.id ?? '';
  const inProgress = useFetchInProgress(user !== null);
  const headingId = useId();
  const [expected] = useState(() => (userId ? readResumeRowHint(userId) === true : false));
  const entries = inProgress.data ? latestPerTitle(inProgress.data.items) : null;
  const hasTitles = entries !== null && entries.length > 0;

  useEffect(() => {
    if (userId && inProgress.isSuccess) writeResumeRowHint(userId, hasTitles);
  }, [userId, inProgress.isSuccess, hasTitles]);

  useEffect(() => {
    if (inProgress.isError) logError('Chargement de « Reprendre la lecture » impossible', inProgress.error);
  }, [inProgress.isError, inProgress.error]);

  if (!user) return null;
  if (inProgress.isPending) return expected ? <ResumeRowSkeleton /> : null;
  if (!entries || entries.length === 0) return null;

  return (
    <section className="carousel resume-row" aria-labelledby={headingId}>
      <div className="carousel__header">
        <h2 id={headingId} className="section__title carousel__title">
          {ROW_TITLE}
        </h2>
        <Link className="resume-row__all" to="/history">
          Tout l’historique
        </Link>
      </div>
      <ul className="resume-row__track">
        {entries.map((entry, index) => (
          <li key={entry.id} className="resume-row__slide">
            <ResumeCard entry={entry} eager={index < 6} />
          </li>
        ))}
      </ul>
    </section>
  );
}
