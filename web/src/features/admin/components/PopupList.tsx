import type { PopupMessage } from '@streaming/contracts';

import { formatDateTime } from '../../../shared/format/date';
import { formatCount, plural } from '../../../shared/format/number';
import { characterCount, popupPreview } from '../rules/popup-rules';

interface PopupListProps {
  popups: PopupMessage[];
  editingId: string | null;
  /** The message whose activation or deletion is on its way. */
  busyId: string | null;
  onActivate: (popup: PopupMessage) => void;
  onEdit: (popup: PopupMessage) => void;
  onDelete: (popup: PopupMessage) => void;
}

/** The login messages, newest first: the first 100 characters of each, its length, and its actions. */
export function PopupList({ popups, editingId, busyId, onActivate, onEdit, onDelete }: PopupListProps) {
  if (popups.length === 0) {
    return (
      <div className="empty-state" role="status">
        <p className="empty-state__title">Aucun message</p>
        <p className="empty-state__text">Créez un message : une fois actif, il s’affiche sur la page de connexion.</p>
      </div>
    );
  }
  return (
    <ul className="admin-cards" aria-label="Messages">
      {popups.map((popup) => {
        const length = characterCount(popup.content);
        const busy = busyId === popup.id;
        return (
          <li key={popup.id} className={popup.id === editingId ? 'admin-card admin-card--selected' : 'admin-card'} aria-labelledby={`popup-${popup.id}`}>
            <div className="admin-card__meta">
              {popup.isActive ? <span className="badge badge--success">Actif</span> : <span className="badge">Inactif</span>}
              <time dateTime={popup.createdAt}>{formatDateTime(popup.createdAt)}</time>
            </div>
            <h3 className="admin-card__title" id={`popup-${popup.id}`}>
              {popup.title}
            </h3>
            <p className="admin-card__text">{popupPreview(popup.content)}</p>
            <p className="admin-card__hint">
              {formatCount(length)} {plural(length, 'caractère')}
            </p>
            <div className="button-row admin-card__actions">
              {!popup.isActive && (
                <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => onActivate(popup)}>
                  Activer
                </button>
              )}
              <button type="button" className="button button--small button--secondary" disabled={busy} onClick={() => onEdit(popup)}>
                Modifier
              </button>
              <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => onDelete(popup)}>
                Supprimer
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
