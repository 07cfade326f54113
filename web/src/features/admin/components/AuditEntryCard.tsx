import type { AuditEntry } from '@streaming/contracts';
import { Link } from 'react-router';

import { formatDateTime } from '../../../shared/format/date';
import { actionLabel, actorLabel, diffRows, type ShownValue, targetLink, targetTypeLabel } from '../rules/audit';

const auditHeadingId = (id: string) => `audit-${id}`;

function Value({ value }: { value: ShownValue }) {
  if (value.erased) return <em className="audit-diff__erased">{value.text}</em>;
  return <span className={value.empty ? 'audit-diff__empty' : undefined}>{value.text}</span>;
}

/** One admin action: what, when, who, on what, from where, and each field it changed, before -> after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const link = targetLink(entry);
  const rows = diffRows(entry.changes);
  const target = `${targetTypeLabel(entry.targetType)} ${entry.targetId}`;
  return (
    <li className="admin-card" aria-labelledby={auditHeadingId(entry.id)}>
      <div className="admin-card__meta">
        <span className="badge">{entry.action}</span>
        <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
      </div>
      <h2 className="admin-card__title" id={auditHeadingId(entry.id)}>
        {actionLabel(entry.action)}
      </h2>
      <dl className="admin-card__details">
        <div>
          <dt>Administrateur</dt>
          <dd>{entry.actorEmail ?? <em>{actorLabel(entry)}</em>}</dd>
        </div>
        <div>
          <dt>Cible</dt>
          <dd>{link ? <Link to={link}>{target}</Link> : target}</dd>
        </div>
        {entry.memberId && (
          <div>
            <dt>Membre concerné</dt>
            <dd>{entry.memberEmail ?? <em>Compte supprimé</em>}</dd>
          </div>
        )}
        <div>
          <dt>Adresse IP</dt>
          <dd>{entry.clientAddress ?? 'Inconnue'}</dd>
        </div>
      </dl>
      {rows.length > 0 ? (
        <table className="audit-diff">
          <caption>Modifications</caption>
          <thead>
            <tr>
              <th scope="col">Champ</th>
              <th scope="col">Avant</th>
              <th scope="col">Après</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.label}</th>
                <td>
                  <Value value={row.before} />
                </td>
                <td>
                  <Value value={row.after} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="admin-card__hint">Aucun champ modifié.</p>
      )}
    </li>
  );
}
