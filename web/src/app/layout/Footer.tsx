import { Link } from 'react-router';

import { appConfig } from '../../shared/config';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{appConfig.name}</p>
          <p className="site-footer__disclaimer">
            {appConfig.name} n’héberge aucun fichier sur ses serveurs. Le site se contente de référencer des liens vers
            des services tiers.
          </p>
        </div>
        <nav aria-label="Liens du pied de page">
          <ul className="site-footer__links">
            <li>
              <Link to="/donation">Nous soutenir</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="container site-footer__copyright">
        © {new Date().getFullYear()} {appConfig.name}. Service gratuit financé par les dons.
      </p>
    </footer>
  );
}
