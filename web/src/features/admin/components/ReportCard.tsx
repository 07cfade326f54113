import type { AdminReport } from '@streaming/contracts';
import { PROBLEM_LABELS } from '@streaming/contracts/moderation-types';
import { Link } from 'react-router';

import { formatDateTime } from '../../../shared/format/date';
import { REPORT_CONTENT_LABELS, REPORT_STATUS_LABELS, REPORT_STATUS_TONES } from '../rules/labels';
import { contentPath, reportActions } from '../rules/report-rules';

export const reportHeadingId = (id: string) => `report-${id}`;

export type ReportClosing = 'resolved' | 'rejected';

interface ReportCardProps {
  report: AdminReport;
  /** A change of this report is on its way: its buttons wait. */
  busy: boolean;
  onTake: () => void;
  onClose: (status: ReportClosing) => void;
}

/** One report: what, where, who, the admin's note, and the actions its status allows. */
export function ReportCard({ report, busy, onTake, onClose }: ReportCardProps) {
  const actions = reportActions(report.status);
  const path = contentPath(report);
  return (
    <li className="admin-card" aria-labelledby={reportHeadingId(report.id)}>
      <div className="admin-card__meta">
        <span className={`badge badge--${REPORT_STATUS_TONES[report.status]}`}>{REPORT_STATUS_LABELS[report.status]}</span>
        <span className="badge">{REPORT_CONTENT_LABELS[report.contentType]}</span>
        <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
      </div>
      <h2 className="admin-card__title" id={reportHeadingId(report.id)} tabIndex={-1}>
        {path ? <Link to={path}>{report.contentTitle}</Link> : report.contentTitle}
        {!path && <span className="admin-card__deleted"> (supprimé du catalogue)</span>}
      </h2>
      <dl className="admin-card__details">
        <div>
          <dt>Problème</dt>
          <dd>{PROBLEM_LABELS[report.problemType]}</dd>
        </div>
        {report.description && (
          <div>
            <dt>Description</dt>
            <dd className="admin-card__text">{report.description}</dd>
          </div>
        )}
        <div>
          <dt>Signalé par</dt>
          <dd>{report.email ?? 'Compte supprimé'}</dd>
        </div>
        {report.adminNotes && (
          <div>
            <dt>Note de l’administrateur</dt>
            <dd className="admin-card__text">{report.adminNotes}</dd>
          </div>
        )}
      </dl>
      {(actions.take || actions.close) && (
        <div className="button-row admin-card__actions">
          {actions.take && (
            <button type="button" className="button button--small button--secondary" disabled={busy} onClick={onTake}>
              Prendre en charge
            </button>
          )}
          {actions.close && (
            <>
              <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => onClose('resolved')}>
                Marquer résolu
              </button>
              <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => onClose('rejected')}>
                Rejeter
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
