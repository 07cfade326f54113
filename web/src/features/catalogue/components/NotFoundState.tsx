import { Link } from 'react-router';

import { pageTitle } from '../../../shared/config';

interface NotFoundStateProps {
  /** 'Film non trouvé', 'Série non trouvée', 'Genre non trouvé' */
  title: string;
  backTo: string;
  backLabel: string;
}

/** A missing film, series or genre: the spec's message and a way back. */
export function NotFoundState({ title, backTo, backLabel }: NotFoundStateProps) {
  return (
    <div className="page status-page">
      <title>{pageTitle(title)}</title>
      <h1 className="page__title">{title}</h1>
      <Link className="button button--primary" to={backTo}>
        {backLabel}
      </Link>
    </div>
  );
}
