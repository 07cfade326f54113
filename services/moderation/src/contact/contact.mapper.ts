import type { ContactEventData, ContactMessage } from '@streaming/contracts';
import type { ContactRow } from './contact.repository.js';

/** A contact message in the admin list; `email` (the account's address now) is the gateway's to fill. */
export function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    userId: row.user_id,
    email: null,
    typedEmail: row.typed_email,
    category: row.category,
    subject: row.subject,
    message: row.message,
    handled: row.handled,
    handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function toContactEvent(row: ContactRow): ContactEventData {
  return { messageId: row.id, userId: row.user_id, category: row.category, subject: row.subject, message: row.message, typedEmail: row.typed_email };
}
