import type { ReferralStats } from '@streaming/contracts';

import { copyText } from '../../../shared/clipboard';
import { hoursUntil } from '../../../shared/format/duration';
import { formatCount, plural } from '../../../shared/format/number';
import { useFlashMessage } from '../../../shared/hooks/use-flash-message';
import { Alert } from '../../../shared/ui/Alert';
import { Spinner } from '../../../shared/ui/Spinner';
import { useFetchReferralStats } from '../hooks/use-fetch-referral-stats';
import { useGenerateReferralKey } from '../hooks/use-generate-referral-key';

const COPY_MESSAGE_MS = 3000;

/** The sign-up link a referral key is shared as. */
export function referralLink(key: string): string {
  return `${window.location.origin}/register?ref=${encodeURIComponent(key)}`;
}

interface Message {
  tone: 'success' | 'error';
  text: string;
}

function expiryText(stats: ReferralStats): string {
  if (!stats.keyExpiresAt) return '–';
  const hours = hoursUntil(stats.keyExpiresAt);
  return hours === 0 ? 'Expirée' : `${hours} ${plural(hours, 'heure')} restante${hours > 1 ? 's' : ''}`;
}

export function ReferralPanel() {
  const stats = useFetchReferralStats();
  const generate = useGenerateReferralKey();
  // One message at a time: a copy's (gone after 3 s) or a new key's (until the next action).
  const [message, showMessage] = useFlashMessage<Message>(COPY_MESSAGE_MS);
  const data = stats.data;
  const activeKey = data?.activeKey ?? null;

  const copy = async (key: string) => {
    try {
      await copyText(referralLink(key));
      showMessage({ tone: 'success', text: 'Clé copiée dans le presse-papiers' });
    } catch {
      showMessage({ tone: 'error', text: "Impossible de copier le lien d'inscription" });
    }
  };

  const regenerate = () => {
    generate.mutate(undefined, {
      onSuccess: () => showMessage({ tone: 'success', text: 'Nouvelle clé de parrainage générée avec succès' }, { keep: true }),
      onError: () => showMessage({ tone: 'error', text: 'Erreur lors de la génération de la clé' }, { keep: true }),
    });
  };

  return (
    <section className="panel">
      <h2 className="panel__title">
        Parrainage
      </h2>
      <p className="panel__text">
        Les clés de parrainage ne sont plus nécessaires : les inscriptions sont ouvertes à tous. Vous pouvez toujours
        inviter vos proches avec votre lien d'inscription, qui porte votre clé de parrainage.
      </p>

      {stats.isPending && <Spinner label="Chargement du parrainage..." />}
      {stats.isError && <Alert tone="error">Erreur lors du chargement</Alert>}

      {data && (
        <>
          <dl className="stats-grid">
            <div className="stats-grid__item">
              <dt>Filleuls</dt>
              <dd>{formatCount(data.totalReferrals)}</dd>
            </div>
            <div className="stats-grid__item">
              <dt>Utilisations de la clé</dt>
              <dd>
                {data.keyUses}/{data.keyMaxUses}
              </dd>
            </div>
            <div className="stats-grid__item">
              <dt>Expiration</dt>
              <dd>{expiryText(data)}</dd>
            </div>
          </dl>

          <div className="referral-key">
            <p className="referral-key__label">Clé active</p>
            {activeKey ? (
              <code className="referral-key__value" data-testid="referral-key">
                {activeKey}
              </code>
            ) : (
              <p className="referral-key__empty">Aucune clé active. Générez-en une pour inviter quelqu'un.</p>
            )}
          </div>

          <div className="button-row">
            {activeKey && (
              <button type="button" className="button button--secondary" onClick={() => void copy(activeKey)}>
                Copier le lien d'inscription
              </button>
            )}
            <button type="button" className="button button--primary" onClick={regenerate} disabled={generate.isPending}>
              {generate.isPending ? 'Génération...' : 'Générer une nouvelle clé'}
            </button>
          </div>
        </>
      )}

      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </section>
  );
}
