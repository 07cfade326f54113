import { appConfig, pageTitle } from '../../../shared/config';
import { useCurrentUser } from '../../../shared/session/use-session';
import { DonationReminder } from '../../donation/components/DonationReminder';

/**
 * /home: a welcome hero, then the catalogue carousels in the order of spec section 2
 * ('Films à la Une', 'Séries à la Une', 'Top Films', ...) as sections after the hero.
 */
export function HomePage() {
  const user = useCurrentUser();

  return (
    <div className="page home">
      <title>{pageTitle('Accueil')}</title>
      <header className="home__hero">
        <h1 className="home__title">Bienvenue sur {appConfig.name}</h1>
        <p className="home__subtitle">Films, séries et animés en français, réunis dans un seul catalogue.</p>
      </header>
      {user && <DonationReminder userId={user.id} />}
    </div>
  );
}
