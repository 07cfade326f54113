const TIPS = [
  'Utilisez un mot de passe unique que vous ne réutilisez sur aucun autre site.',
  'Mélangez lettres majuscules et minuscules, chiffres et symboles.',
  'Ne communiquez jamais votre mot de passe, même à un membre de l’équipe.',
  'Déconnectez-vous après chaque utilisation sur un appareil partagé.',
  'Changez votre mot de passe au moindre doute sur la sécurité de votre compte.',
];

export function SecurityTips() {
  return (
    <section className="panel">
      <h2 className="panel__title">
        Conseils de sécurité
      </h2>
      <ul className="tips">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
