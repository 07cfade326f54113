import type { BanView } from '@streaming/contracts';
import { useEffect } from 'react';

import { pageTitle } from '../../../shared/config';
import { formatDateTime } from '../../../shared/format/date';
import { formatRemaining } from '../../../shared/format/duration';
import { useNow } from '../../../shared/hooks/use-now';
import { syncMe } from '../../../shared/session/session-service';
import { useSignOut } from '../../../shared/session/use-sign-out';

const MINUTE_MS = 60_000;

function contestLink(ban: BanView): string {
  const subject = 'Contestation de la suspension de mon compte';
  const body = [
    'Bonjour,',
    '',
    `Je souhaite contester la suspension de mon compte (suspendu le ${formatDateTime(ban.createdAt)}, raison : ${ban.reason}).`,
    '',
    'Mes explications :',
    '',
  ].join('\n');
  return `mailto:${ban.contestEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** A no-entry sign drawn inline, so that it shows without an emoji font. */
function NoEntryIcon() {
  return (
    <svg className="ban__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#e5252f" />
      <rect x="10" y="20" width="28" height="8" rx="1.5" fill="#fff" />
    </svg>
  );
}

/** What a banned member sees on every protected route (spec section 2, Ban page). */
export function BanPage({ ban }: { ban: BanView }) {
  const { signOut, pending } = useSignOut();
  const now = useNow(MINUTE_MS);
  const endsAt = ban.bannedUntil ? Date.parse(ban.bannedUntil) : null;
  const remaining = endsAt === null ? null : endsAt - now;
  const over = remaining !== null && remaining <= 0;

  // A temporary ban ends by itself: ask the server once the time is up.
  useEffect(() => {
    if (over) void syncMe();
  }, [over]);

  return (
    <div className="ban">
      <title>{pageTitle('Compte suspendu')}</title>
      <div className="ban__card">
        <NoEntryIcon />
        <h1 className="ban__title">COMPTE SUSPENDU</h1>
        <p className="ban__lead">Votre compte a été suspendu par un administrateur.</p>

        <dl className="details ban__details">
          <div className="details__row">
            <dt>Raison</dt>
            <dd>{ban.reason}</dd>
          </div>
          <div className="details__row">
            <dt>Type</dt>
            <dd>
              <span className={`badge ${ban.type === 'PERMANENT' ? 'badge--danger' : 'badge--warning'}`}>{ban.type}</span>
            </dd>
          </div>
          <div className="details__row">
            <dt>Temps restant</dt>
            <dd>{remaining === null ? 'Suspension définitive' : formatRemaining(remaining)}</dd>
          </div>
          <div className="details__row">
            <dt>Date de suspension</dt>
            <dd>
              <time dateTime={ban.createdAt}>{formatDateTime(ban.createdAt)}</time>
            </dd>
          </div>
          <div className="details__row">
            <dt>Date de fin</dt>
            <dd>
              {ban.bannedUntil ? (
                <time dateTime={ban.bannedUntil}>{formatDateTime(ban.bannedUntil)}</time>
              ) : (
                'Aucune (suspension permanente)'
              )}
            </dd>
          </div>
        </dl>

        <p className="ban__text">
          {ban.type === 'PERMANENT'
            ? "Cette suspension est permanente : vous ne pouvez plus accéder au catalogue avec ce compte."
            : "Pendant la durée de la suspension, vous ne pouvez plus accéder au catalogue. L'accès sera rétabli automatiquement à la date de fin."}{' '}
          Si vous pensez qu'il s'agit d'une erreur, vous pouvez contester cette décision auprès du support (
          <a href={`mailto:${ban.contestEmail}`}>{ban.contestEmail}</a>) en expliquant votre situation.
        </p>

        <div className="button-row button-row--center">
          <a className="button button--secondary" href={contestLink(ban)}>
            Contester la suspension
          </a>
          <button type="button" className="button button--primary" onClick={() => void signOut()} disabled={pending}>
            {pending ? 'Déconnexion...' : 'Se déconnecter'}
          </button>
        </div>
      </div>
    </div>
  );
}
