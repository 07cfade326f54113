import type { MemberReport } from '@streaming/contracts';
import { useId } from 'react';
import { Link } from 'react-router';

import { pagedItems } from '../../../shared/api/paging';
import { formatDate } from '../../../shared/format/date';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { LoadMore } from '../../catalogue/components/TitleGrid';
import { useBrowseMyReports } from '../hooks/use-browse-my-reports';
import { PROBLEM_LABELS, REPORT_CONTENT_LABELS, REPORT_STATUS_LABELS, REPORT_STATUS_TONES, reportedContentPath } from '../rules';
import '../reports.css';

function ReportItem({ report }: { report: MemberReport }) {
  const path = reportedContentPath(report);
  return (
    <li className="my-report">
      <div className="my-report__head">
        <h3 className="my-report__title">
          {path ? <Link to={path}>{report.contentTitle}</Link> : report.contentTitle}
          {report.contentDeleted && <span className="my-report__gone"> (retiré du catalogue)</span>}
        </h3>
        <span className={`badge badge--${REPORT_STATUS_TONES[report.status]}`}>{REPORT_STATUS_LABELS[report.status]}</span>
      </div>
      <p className="my-report__facts">
        {REPORT_CONTENT_LABELS[report.contentType]} · {PROBLEM_LABELS[report.problemType]} · signalé le{' '}
        <time dateTime={report.createdAt}>{formatDate(report.createdAt)}</time>
      </p>
      {report.adminNotes && (
        <p className="my-report__note">
          <strong>Réponse de l’équipe :</strong> {report.adminNotes}
        </p>
      )}
    </li>
  );
}

/**
 * 'Mes signalements' on the profile: the member's reports, newest first, with the title (a link to it),
 * the problem, the status, the date and the team's answer once there is one; 'Charger plus' past a page.
 */
export function MyReportsPanel() {
  const reports = useBrowseMyReports();
  const heading = useId();
  const items = pagedItems(reports.data?.pages);
  const total = reports.data?.pages.at(-1)?.total ?? 0;

  let content;
  if (reports.isPending) content = <Spinner label="Chargement des signalements..." />;
  else if (reports.isError) {
    content = <LoadError text="Erreur lors du chargement des signalements" error={reports.error} onRetry={() => void reports.refetch()} />;
  } else if (items.length === 0) {
    content = (
      <p className="panel__text">
        Vous n’avez signalé aucun problème. Si une vidéo ne fonctionne pas, utilisez le bouton « SIGNALER UN LIEN » de sa page.
      </p>
    );
  } else {
    content = (
      <>
        <ul className="my-reports" aria-labelledby={heading}>
          {items.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
        {items.length < total && (
          <LoadMore
            hasMore={reports.hasNextPage}
            loading={reports.isFetchingNextPage}
            onLoadMore={() => void reports.fetchNextPage()}
            count={{ shown: items.length, total, noun: 'signalement' }}
          />
        )}
      </>
    );
  }

  return (
    <section className="panel" aria-labelledby={heading}>
      <h2 id={heading} className="panel__title">
        Mes signalements
      </h2>
      {content}
    </section>
  );
}
