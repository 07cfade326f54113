import { Link } from 'react-router';

import { appConfig, pageTitle } from '../../../shared/config';
import { Accordion, type AccordionItem } from '../../../shared/ui/Accordion';
import { ExternalLink } from '../../../shared/ui/ExternalLink';

const REASONS = [
  {
    title: 'Des serveurs rapides',
    text: 'Un streaming fluide demande des serveurs puissants et une bonne bande passante, même aux heures de pointe.',
  },
  {
    title: 'Un catalogue qui grandit',
    text: 'Vos dons nous laissent le temps d’ajouter de nouveaux films, séries et animés chaque semaine.',
  },
  {
    title: 'De nouvelles fonctionnalités',
    text: 'Lecteur amélioré, recommandations, nouvelles catégories : le site évolue grâce à vous.',
  },
  {
    title: 'Un service gratuit pour tous',
    text: 'Le site reste gratuit et sans abonnement. Les dons sont volontaires et nous permettent de continuer.',
  },
];

const SPLIT = [
  { share: 70, label: 'Serveurs et infrastructure', text: 'Hébergement, bande passante, sauvegardes et sécurité.' },
  { share: 30, label: 'Développement', text: 'Nouvelles fonctionnalités, corrections et amélioration du lecteur.' },
];

const FAQ: AccordionItem[] = [
  {
    id: 'obligatoire',
    title: 'Le don est-il obligatoire ?',
    content: <p>Non. Le site est gratuit et le restera : le don est entièrement volontaire.</p>,
  },
  {
    id: 'montant',
    title: 'Quel montant donner ?',
    content: <p>Le montant de votre choix. Chaque contribution, même petite, aide à payer les serveurs.</p>,
  },
  {
    id: 'paiement',
    title: 'Comment le paiement est-il traité ?',
    content: (
      <p>
        Le bouton de don ouvre la page de paiement sécurisée d’un service externe dans un nouvel onglet. Nous n’avons jamais
        accès à vos coordonnées bancaires.
      </p>
    ),
  },
  {
    id: 'avantages',
    title: 'Est-ce que donner change mon compte ?',
    content: <p>Non. Tous les membres ont accès au même catalogue, qu’ils aient fait un don ou non.</p>,
  },
];

export function DonationPage() {
  return (
    <div className="page donation">
      <title>{pageTitle('Donation')}</title>
      <header className="page-hero">
        <h1 className="page__title">Soutenir le site</h1>
        <p className="page-hero__text">
          Le site est gratuit et sans abonnement. Si vous l’appréciez, un don nous aide à le garder en ligne et à
          l’améliorer.
        </p>
        <ExternalLink className="button button--primary button--large" href={appConfig.donationUrl}>
          Faire un don
        </ExternalLink>
      </header>

      <section className="section">
        <h2 className="section__title">
          Pourquoi faire un don ?
        </h2>
        <ul className="card-grid">
          {REASONS.map((reason) => (
            <li key={reason.title} className="card">
              <h3 className="card__title">{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section">
        <h2 className="section__title">
          Où va votre argent ?
        </h2>
        <ul className="split">
          {SPLIT.map((part) => (
            <li key={part.label} className="split__item">
              <div className="split__header">
                <span className="split__share">{part.share}%</span>
                <span className="split__label">{part.label}</span>
              </div>
              <div className="split__bar" aria-hidden="true">
                <span className="split__fill" style={{ width: `${part.share}%` }} />
              </div>
              <p className="split__text">{part.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section">
        <h2 className="section__title">
          Autres façons d’aider
        </h2>
        <ul className="card-grid">
          <li className="card">
            <h3 className="card__title">Parrainez vos amis</h3>
            <p>
              Partagez votre lien de parrainage depuis <Link to="/profile">votre profil</Link>.
            </p>
          </li>
          <li className="card">
            <h3 className="card__title">Partagez le site</h3>
            <p>Parlez-en autour de vous et sur vos réseaux : plus nous sommes nombreux, plus le site vit.</p>
          </li>
          <li className="card">
            <h3 className="card__title">Signalez les bugs</h3>
            <p>
              Un lien cassé, un souci d’affichage ? <Link to="/contact">Écrivez-nous</Link> ou utilisez le bouton de
              signalement des lecteurs.
            </p>
          </li>
        </ul>
      </section>

      <section className="section">
        <h2 className="section__title">
          Questions fréquentes
        </h2>
        <Accordion items={FAQ} />
      </section>
    </div>
  );
}
