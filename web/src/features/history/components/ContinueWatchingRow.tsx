import type { HistoryEntryView } from '@streaming/contracts';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';

import { logError } from '../../../shared/log';
import { useCurrentUser } from '../../../shared/session/use-session';
import { Poster } from '../../../shared/ui/Poster';
import { CarouselSkeleton } from '../../catalogue/components/Carousel';
import { useFetchInProgress } from '../hooks/use-fetch-in-progress';
import { episodeLine, latestPerTitle, resumePath } from '../progress';
import { readResumeRowHint, writeResumeRowHint } from '../resume-row-storage';
import { WatchProgress } from './WatchProgress';

const ROW_TITLE = 'Reprendre la lecture';

function ResumeCard({ entry, eager }: { entry: HistoryEntryView; eager: boolean }) {
  return (
    <article className="title-card resume-card">
      <Link className="title-card__link" to={resumePath(entry)}>
        <span className="title-card__poster">
          <Poster url={entry.card.posterUrl} eager={eager} />
        </span>
        <span className="title-card__title">{entry.card.title}</span>
        {entry.episode && <span className="resume-card__episode">{episodeLine(entry.episode)}</span>}
      </Link>
      <WatchProgress entry={entry} />
    </article>
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
  if (inProgress.isPending) return expected ? <CarouselSkeleton title={ROW_TITLE} /> : null;
  if (!entries || entries.length === 0) return null;

  return (
    <section className="carousel resume-row" aria-labelledby={headingId}>
      <div className="carousel__header">
        <h2 id={headingId} className="section__title carousel__title">
          {ROW_TITLE}
        </h2>
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
