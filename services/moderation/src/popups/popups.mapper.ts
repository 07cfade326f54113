import type { ActivePopup, PopupMessage } from '@streaming/contracts';
import type { PopupRow } from './popups.repository.js';

export function toPopupMessage(row: PopupRow): PopupMessage {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    isActive: row.is_active,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** What the login page shows: the active message, or none. */
export function toActivePopup(row: PopupRow | undefined): ActivePopup {
  return { popup: row ? { id: row.id, title: row.title, content: row.content } : null };
}
