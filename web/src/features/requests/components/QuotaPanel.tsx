import type { RequestQuota } from '@streaming/contracts';
import { REQUEST_WEEK_TIME_ZONE } from '@streaming/contracts/moderation-types';
import { useId } from 'react';

import { formatWeekdayTime } from '../../../shared/format/date';
import { Alert } from '../../../shared/ui/Alert';
import { Spinner } from '../../../shared/ui/Spinner';
import { quotaLevel, quotaPercent, REQUEST_TEXTS } from '../rules';

interface QuotaPanelProps {
  quota: RequestQuota | undefined;
  loading: boolean;
  /** The quota could not be read: the panel says so, the form stays usable (the server checks anyway). */
  failed: boolean;
}

/** The week's requests: used out of the limit, a bar (yellow at 2, red at 3) and when the count starts over. */
export function QuotaPanel({ quota, loading, failed }: QuotaPanelProps) {
  const heading = useId();
  let content;
  if (quota) {
    const level = quotaLevel(quota);
    content = (
      <>
        <p className="quota__count">
          <strong>
            {quota.used}/{quota.limit}
          </strong>{' '}
          demandes utilisées cette semaine
        </p>
        <div
          className={`quota__bar quota__bar--${level}`}
          role="progressbar"
          aria-labelledby={heading}
          aria-valuemin={0}
          aria-valuemax={quota.limit}
          aria-valuenow={quota.used}
          aria-valuetext={`${quota.used} sur ${quota.limit}`}
        >
          <span className="quota__fill" style={{ width: `${quotaPercent(quota)}%` }} />
        </div>
        <p className="quota__reset">
          Le compteur repart à zéro le <time dateTime={quota.resetsAt}>{formatWeekdayTime(quota.resetsAt, REQUEST_WEEK_TIME_ZONE)}</time>.
        </p>
        {level === 'full' && <p className="quota__full">{REQUEST_TEXTS.quotaReached}</p>}
      </>
    );
  } else if (loading) {
    content = <Spinner label="Chargement du quota..." />;
  } else if (failed) {
    content = <Alert tone="info">{REQUEST_TEXTS.quotaUnknown}</Alert>;
  }

  return (
    <section className="panel quota" aria-labelledby={heading}>
      <h2 id={heading} className="panel__title">
        Vos demandes cette semaine
      </h2>
      {content}
    </section>
  );
}
