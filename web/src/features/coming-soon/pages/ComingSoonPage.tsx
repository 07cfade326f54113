import { Link } from 'react-router';

import { pageTitle } from '../../../shared/config';

interface ComingSoonPageProps {
  title: string;
  description: string;
}

/** Placeholder for the sections announced but not open yet (Animés, Spectacles, Documentaires). */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  return (
    <div className="page coming-soon">
      <title>{pageTitle(title)}</title>
      <div className="coming-soon__card">
        <span className="badge badge--accent">Bientôt disponible</span>
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{description}</p>
        <p>Cette section est en préparation et sera bientôt disponible. Revenez nous voir prochainement !</p>
        <Link className="button button--primary" to="/home">
          Retour à l’accueil
        </Link>
      </div>
    </div>
  );
}
