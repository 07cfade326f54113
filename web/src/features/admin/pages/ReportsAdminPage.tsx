import type { AdminReport, ReportContentType, ReportStatus } from '@streaming/contracts';
import { REPORT_CONTENT_TYPES, REPORT_STATUSES } from '@streaming/contracts/moderation-types';
import { useState } from 'react';

import { errorMessage } from '../../../shared/api/api-error';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { Alert } from '../../../shared/ui/Alert';
import { AdminScreen } from '../components/AdminScreen';
import { NotesDialog } from '../components/NotesDialog';
import { QueueFiltersBar } from '../components/QueueFiltersBar';
import { foundText, QueueView } from '../components/QueueView';
import { focusCardHeading } from '../components/focus-card';
import { type ReportClosing, ReportCard, reportHeadingId } from '../components/ReportCard';
import { useBrowseReports } from '../hooks/use-browse-reports';
import { useQueueFilters } from '../hooks/use-queue-filters';
import { useUpdateReport } from '../hooks/use-update-report';
import { filterOptions, REPORT_CONTENT_LABELS, REPORT_STATUS_LABELS } from '../rules/labels';
import { notesToSend } from '../rules/notes';
import { isRefusedChange } from '../rules/refused-change';

const UPDATE_FAILED = 'Erreur lors de la mise à jour du signalement';
const NOTICE_MS = 5000;
const FOUND = foundText('signalement trouvé', 'signalements trouvés');
const STATUS_OPTIONS = filterOptions('Tous les statuts', REPORT_STATUSES, REPORT_STATUS_LABELS);
const TYPE_OPTIONS = filterOptions('Tous les types', REPORT_CONTENT_TYPES, REPORT_CONTENT_LABELS);
const DONE: Record<ReportStatus, string> = {
  pending: 'Signalement remis en attente',
  in_progress: 'Signalement pris en charge',
  resolved: 'Signalement marqué comme résolu',
  rejected: 'Signalement rejeté',
};

/** /admin/reports: the members' problem reports, their counters, search and filters, and their handling. */
export function ReportsAdminPage() {
  const queue = useQueueFilters<ReportStatus, ReportContentType>();
  const reports = useBrowseReports(queue.query);
  const update = useUpdateReport();
  const [closing, setClosing] = useState<{ report: AdminReport; status: ReportClosing } | null>(null);
  const [notice, showNotice] = useFlashMessage<{ tone: 'success' | 'error'; text: string }>(NOTICE_MS);

  const change = (report: AdminReport, status: ReportStatus, notes?: string) => {
    update.mutate(
      { id: report.id, body: { status, ...(notes !== undefined ? { adminNotes: notes } : {}) } },
      {
        onSuccess: () => {
          setClosing(null);
          showNotice({ tone: 'success', text: DONE[status] });
          focusCardHeading(reportHeadingId(report.id));
        },
        onError: (error) => {
          // A report moved meanwhile (another admin): the dialog has nothing left to do; the list is asked again.
          if (closing === null || isRefusedChange(error)) {
            setClosing(null);
            showNotice({ tone: 'error', text: errorMessage(error, UPDATE_FAILED) }, { keep: true });
          }
        },
      },
    );
  };

  return (
    <AdminScreen title="Signalements" lead="Les problèmes signalés par les membres sur les films, les séries et les épisodes.">
      {notice && (
        <div className="toast">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <QueueView
        list={reports}
        loadingLabel="Chargement des signalements..."
        counters={{
          label: 'Compteurs des signalements',
          items: ({ counts }) => [
            { label: 'Total', value: counts.total },
            { label: 'En attente', value: counts.pending },
            { label: 'En cours', value: counts.in_progress },
            { label: 'Résolus', value: counts.resolved },
            { label: 'Rejetés', value: counts.rejected },
          ],
        }}
        filters={
          <QueueFiltersBar
            filters={queue.filters}
            onChange={queue.setFilters}
            searchLabel="Rechercher un signalement"
            searchPlaceholder="Titre, e-mail ou problème"
            statuses={STATUS_OPTIONS}
            contentTypes={TYPE_OPTIONS}
          />
        }
        found={FOUND}
        filtered={queue.filtered}
        onClearFilters={queue.clear}
        empty={{ title: 'Aucun signalement', text: 'Les problèmes signalés par les membres apparaîtront ici.' }}
        noMatch={{ title: 'Aucun signalement ne correspond à vos filtres', text: 'Modifiez la recherche ou les filtres.' }}
        listLabel="Signalements"
        renderItem={(report) => (
          <ReportCard
            key={report.id}
            report={report}
            busy={update.isPending && update.variables?.id === report.id}
            onTake={() => change(report, 'in_progress')}
            onClose={(status) => {
              update.reset();
              setClosing({ report, status });
            }}
          />
        )}
        onPage={queue.setPage}
      />
      {closing && (
        <NotesDialog
          title={closing.status === 'resolved' ? 'Marquer le signalement comme résolu' : 'Rejeter le signalement'}
          subject={closing.report.contentTitle}
          confirmLabel={closing.status === 'resolved' ? 'Marquer résolu' : 'Rejeter'}
          notesRequired={closing.status === 'rejected'}
          audience="La note est montrée au membre qui a signalé le problème et lui est envoyée par e-mail."
          pending={update.isPending}
          error={update.error}
          errorText={UPDATE_FAILED}
          onConfirm={(notes) => change(closing.report, closing.status, notesToSend(notes))}
          onClose={() => setClosing(null)}
        />
      )}
    </AdminScreen>
  );
}
