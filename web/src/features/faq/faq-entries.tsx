import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type FaqCategory = 'compte' | 'parrainage' | 'streaming' | 'contenu' | 'technique';

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: ReactNode;
}

export const FAQ_CATEGORIES: { id: FaqCategory; label: string }[] = [
  { id: 'compte', label: 'Compte' },
  { id: 'parrainage', label: 'Parrainage' },
  { id: 'streaming', label: 'Streaming' },
  { id: 'contenu', label: 'Contenu' },
  { id: 'technique', label: 'Technique' },
];

/** The ten entries of the FAQ (spec section 2), two per category. */
export const FAQ_ENTRIES: FaqEntry[] = [
  {
    id: 'creer-compte',
    category: 'compte',
    question: 'Comment créer un compte ?',
    answer: (
      <p>
        Depuis la page de connexion, choisissez « Créer un compte », indiquez votre adresse email et un mot de passe d’au
        moins 6 caractères, puis répondez à la question anti-robot.
      </p>
    ),
  },
  {
    id: 'mot-de-passe-oublie',
    category: 'compte',
    question: 'J’ai oublié mon mot de passe, que faire ?',
    answer: (
      <p>
        Utilisez le lien « Mot de passe oublié ? » de la page de connexion : vous recevrez un email avec un lien pour
        choisir un nouveau mot de passe. Une fois connecté, vous pouvez aussi le changer depuis votre profil.
      </p>
    ),
  },
  {
    id: 'cle-necessaire',
    category: 'parrainage',
    question: 'Ai-je besoin d’une clé de parrainage pour m’inscrire ?',
    answer: (
      <p>
        Non, les inscriptions sont ouvertes à tous. La clé de parrainage sert à inviter vos proches : ceux qui s’inscrivent
        avec votre lien sont comptés comme vos filleuls.
      </p>
    ),
  },
  {
    id: 'cle-fonctionnement',
    category: 'parrainage',
    question: 'Comment fonctionne ma clé de parrainage ?',
    answer: (
      <p>
        Votre profil affiche votre clé active, le nombre d’utilisations (2 au maximum) et le nombre d’heures avant son
        expiration. Copiez le lien d’inscription pour le partager, ou générez une nouvelle clé à tout moment.
      </p>
    ),
  },
  {
    id: 'video-ne-marche-pas',
    category: 'streaming',
    question: 'La vidéo ne se lance pas, que faire ?',
    answer: (
      <p>
        Essayez l’autre version (VF ou VOSTFR), puis rechargez la page. Si le problème continue, utilisez le bouton
        « SIGNALER UN LIEN » sous le lecteur : l’équipe vérifiera le lien.
      </p>
    ),
  },
  {
    id: 'television',
    category: 'streaming',
    question: 'Puis-je regarder sur ma télévision ?',
    answer: (
      <p>
        Oui : le lecteur propose un menu de diffusion vers un appareil Chromecast ou AirPlay lorsqu’il en détecte un sur
        votre réseau.
      </p>
    ),
  },
  {
    id: 'demander-contenu',
    category: 'contenu',
    question: 'Un film ou une série manque, comment le demander ?',
    answer: (
      <p>
        Ouvrez « Demander du contenu » dans le menu de votre profil. Vous pouvez envoyer jusqu’à 3 demandes par semaine ;
        le compteur repart à zéro chaque lundi.
      </p>
    ),
  },
  {
    id: 'hebergement',
    category: 'contenu',
    question: 'Le site héberge-t-il les vidéos ?',
    answer: (
      <p>
        Non. Le site n’héberge aucun fichier : il référence uniquement des liens vers des services tiers.
      </p>
    ),
  },
  {
    id: 'navigateurs',
    category: 'technique',
    question: 'Quels navigateurs et appareils sont compatibles ?',
    answer: (
      <p>
        Les versions récentes de Chrome, Firefox, Edge et Safari, sur ordinateur comme sur mobile. Pensez à mettre votre
        navigateur à jour si la lecture échoue.
      </p>
    ),
  },
  {
    id: 'support',
    category: 'technique',
    question: 'Comment contacter le support ?',
    answer: (
      <p>
        Passez par la <Link to="/contact">page de contact</Link>. Nous répondons aux questions techniques sous 24 à 48 h
        et aux questions de compte sous 12 à 24 h.
      </p>
    ),
  },
];
