import type { HomeSections } from '@streaming/contracts';
import { useDeferredValue } from 'react';

import { appConfig, pageTitle } from '../../../shared/config';
import { useCurrentUser } from '../../../shared/session/use-session';
import { Alert } from '../../../shared/ui/Alert';
import { Carousel, CarouselSkeleton, type CarouselSize } from '../../catalogue/components/Carousel';
import { DonationReminder } from '../../donation/components/DonationReminder';
import { ContinueWatchingRow } from '../../history/components/ContinueWatchingRow';
import { useFetchHomeSections } from '../hooks/use-fetch-home-sections';

/** The carousels in the order of spec section 2; the featured ones have large cards (4 per view). */
const SECTIONS: Array<{ key: keyof HomeSections; title: string; size: CarouselSize }> = [
  { key: 'featuredMovies', title: 'Films à la Une', size: 'large' },
  { key: 'featuredSeries', title: 'Séries à la Une', size: 'large' },
  { key: 'topMovies', title: 'Top Films', size: 'normal' },
  { key: 'topSeries', title: 'Top Séries', size: 'normal' },
  { key: 'topAnimes', title: 'Top Animés', size: 'normal' },
  { key: 'latestMovies', title: 'Derniers Films Ajoutés', size: 'normal' },
  { key: 'latestSeries', title: 'Dernières Séries Ajoutées', size: 'normal' },
];

/** /home: a welcome hero, the catalogue carousels, and the donation reminder modal. */
export function HomePage() {
  const user = useCurrentUser();
  const home = useFetchHomeSections();
  // The carousels are drawn in a background render, which React splits into short tasks (the page stays
  // responsive), rather than in one long task when the answer arrives; the skeletons stay until then.
  const sections = useDeferredValue(home.data);

  return (
    <div className="page home">
      <title>{pageTitle('Accueil')}</title>
      <header className="home__hero">
        <h1 className="home__title">Bienvenue sur {appConfig.name}</h1>
        <p className="home__subtitle">Films, séries et animés en français, réunis dans un seul catalogue.</p>
      </header>

      <ContinueWatchingRow />
      {(home.isPending || (home.data && !sections)) &&
        SECTIONS.slice(0, 3).map((section) => <CarouselSkeleton key={section.key} title={section.title} size={section.size} />)}
      {home.isError && <Alert tone="error">Erreur lors du chargement</Alert>}
      {sections &&
        SECTIONS.filter((section) => sections[section.key].length > 0).map((section, index) => (
          <Carousel key={section.key} title={section.title} items={sections[section.key]} size={section.size} eager={index === 0} />
        ))}

      {user && <DonationReminder userId={user.id} />}
    </div>
  );
}
