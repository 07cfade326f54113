import { useId } from 'react';
import { Link } from 'react-router';

import { pageTitle } from '../../../shared/config';
import { MyRequestsList } from '../components/MyRequestsList';
import { QuotaPanel } from '../components/QuotaPanel';
import { RequestForm } from '../components/RequestForm';
import { RequestTips } from '../components/RequestTips';
import { useFetchRequestQuota } from '../hooks/use-fetch-request-quota';
import '../requests.css';

/**
 * /request-content (spec section 2): back link to the profile, the week's quota, the request form, the
 * member's requests and tips.
 */
export function RequestContentPage() {
  const quota = useFetchRequestQuota();
  const listHeading = useId();

  return (
    <div className="page request-content">
      <title>{pageTitle('Demander du contenu')}</title>
      <p className="back-link">
        <Link to="/profile">
          <span aria-hidden="true">←</span> Retour au profil
        </Link>
      </p>
      <h1 className="page__title">Demander du contenu</h1>
      <p className="page__lead">Un film ou une série manque au catalogue ? Demandez-le : l’équipe étudie chaque demande.</p>

      <div className="request-content__layout">
        <div className="request-content__main">
          <QuotaPanel quota={quota.data} loading={quota.isPending} failed={quota.isError} />
          <RequestForm quota={quota.data} />
        </div>
        <aside className="request-content__aside">
          <RequestTips />
        </aside>
      </div>

      <section className="section" aria-labelledby={listHeading}>
        <h2 id={listHeading} className="section__title">
          Mes demandes
        </h2>
        <MyRequestsList headingId={listHeading} />
      </section>
    </div>
  );
}
