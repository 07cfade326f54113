import { Link } from 'react-router';

import { pageTitle } from '../../../shared/config';
import { Accordion } from '../../../shared/ui/Accordion';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from '../faq-entries';

export function FaqPage() {
  return (
    <div className="page page--narrow faq">
      <title>{pageTitle('FAQ')}</title>
      <h1 className="page__title">Questions fréquentes</h1>
      <p className="page__lead">Les réponses aux questions les plus courantes sur le compte, le parrainage et le streaming.</p>

      {FAQ_CATEGORIES.map((category) => (
        <section key={category.id} className="section">
          <h2 className="section__title">
            {category.label}
          </h2>
          <Accordion
            items={FAQ_ENTRIES.filter((entry) => entry.category === category.id).map((entry) => ({
              id: entry.id,
              title: entry.question,
              content: entry.answer,
            }))}
          />
        </section>
      ))}

      <section className="panel faq__more">
        <h2 className="panel__title">
          Vous n’avez pas trouvé votre réponse ?
        </h2>
        <ul className="link-list">
          <li>
            <Link to="/contact">Contacter le support</Link>
          </li>
          <li>
            <Link to="/films">Parcourir les films</Link>
          </li>
          <li>
            <Link to="/series">Parcourir les séries</Link>
          </li>
          <li>
            <Link to="/home">Retour à l’accueil</Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
