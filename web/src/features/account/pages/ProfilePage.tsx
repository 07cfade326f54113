import { pageTitle } from '../../../shared/config';
import { formatDate } from '../../../shared/format/date';
import { useCurrentUser } from '../../../shared/session/use-session';
import { MyReportsPanel } from '../../reports/components/MyReportsPanel';
import { ChangeEmailForm } from '../components/ChangeEmailForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ReferralPanel } from '../components/ReferralPanel';
import { SecurityTips } from '../components/SecurityTips';

export function ProfilePage() {
  const user = useCurrentUser();
  if (!user) return null;

  return (
    <div className="page page--narrow">
      <title>{pageTitle('Mon Profil')}</title>
      <h1 className="page__title">Mon Profil</h1>

      <section className="panel">
        <h2 className="panel__title">
          Informations du compte
        </h2>
        <dl className="details">
          <div className="details__row">
            <dt>Email</dt>
            <dd>{user.email}</dd>
          </div>
          <div className="details__row">
            <dt>Membre depuis le</dt>
            <dd>
              <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </section>

      <ReferralPanel />
      <MyReportsPanel />
      <ChangeEmailForm key={user.email} user={user} />
      <ChangePasswordForm />
      <SecurityTips />
    </div>
  );
}
