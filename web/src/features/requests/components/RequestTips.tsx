import { WEEKLY_REQUEST_LIMIT } from '@streaming/contracts/moderation-types';

/** The tips beside the request form. */
export function RequestTips() {
  return (
    <section className="panel">
      <h2 className="panel__title">Conseils</h2>
      <ul className="tips">
        <li>Cherchez d’abord le titre dans le catalogue : il y est peut-être déjà.</li>
        <li>Donnez le titre exact, l’année et le réalisateur : ils nous aident à trouver la bonne version.</li>
        <li>Si un autre membre a déjà demandé le même titre, vous rejoignez sa demande sans utiliser votre quota.</li>
        <li>
          Vous pouvez envoyer {WEEKLY_REQUEST_LIMIT} demandes par semaine ; le compteur repart à zéro chaque lundi à minuit.
        </li>
        <li>Vous recevez un e-mail lorsque votre demande est approuvée, ajoutée au catalogue ou rejetée.</li>
      </ul>
    </section>
  );
}
