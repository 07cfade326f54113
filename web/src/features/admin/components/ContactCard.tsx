import type { ContactMessage } from '@streaming/contracts';

import { formatDateTime } from '../../../shared/format/date';
import { contactCategoryLabel } from '../rules/labels';

export const contactHeadingId = (id: string) => `contact-${id}`;

interface ContactCardProps {
  message: ContactMessage;
  busy: boolean;
  onHandled: (handled: boolean) => void;
}

/** A reply goes to the account's address (the mail's Reply-To), with the subject quoted. */
function replyLink(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

/** One message of the contact form: who (the account and the address typed), what, and whether it was handled. */
export function ContactCard({ message, busy, onHandled }: ContactCardProps) {
  return (
    <li className={message.handled ? 'admin-card admin-card--done' : 'admin-card'} aria-labelledby={contactHeadingId(message.id)}>
      <div className="admin-card__meta">
        {message.handled ? (
          <span className="badge badge--success">Traité</span>
        ) : (
          <span className="badge badge--warning">À traiter</span>
        )}
        <span className="badge">{contactCategoryLabel(message.category)}</span>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </div>
      <h2 className="admin-card__title" id={contactHeadingId(message.id)} tabIndex={-1}>
        {message.subject}
      </h2>
      <p className="admin-card__text">{message.message}</p>
      <dl className="admin-card__details">
        <div>
          <dt>Compte</dt>
          <dd>{message.email ? <a href={replyLink(message.email, message.subject)}>{message.email}</a> : 'Adresse inconnue'}</dd>
        </div>
        <div>
          <dt>Adresse indiquée</dt>
          <dd>{message.typedEmail}</dd>
        </div>
        {message.handled && message.handledAt && (
          <div>
            <dt>Traité le</dt>
            <dd>{formatDateTime(message.handledAt)}</dd>
          </div>
        )}
      </dl>
      <div className="button-row admin-card__actions">
        {message.email && (
          <a className="button button--small button--secondary" href={replyLink(message.email, message.subject)}>
            Répondre
          </a>
        )}
        <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => onHandled(!message.handled)}>
          {message.handled ? 'Marquer comme non traité' : 'Marquer comme traité'}
        </button>
      </div>
    </li>
  );
}
