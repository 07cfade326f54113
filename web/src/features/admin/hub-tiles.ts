import type { ModerationCounts } from '@streaming/contracts';

/** A tile of the admin hub. */
export interface HubTile {
  title: string;
  description: string;
  to: string;
  /** The queue whose pending count the tile shows, and the words for it. */
  pending?: { count: keyof ModerationCounts; singular: string; plural: string };
}

/** One tile per screen of the back office (its spec), /admin/contact and /admin/audit included (DESIGN.md section 9). */
export const HUB_TILES: HubTile[] = [
  { title: 'Films', description: 'Ajouter, modifier et supprimer les films du catalogue.', to: '/admin/films' },
  { title: 'Séries', description: 'Gérer les séries, leurs saisons et leurs épisodes.', to: '/admin/series' },
  { title: 'Animés', description: 'Gérer les animés et leurs épisodes.', to: '/admin/animes' },
  { title: 'Genres', description: 'Les genres de chaque catégorie du catalogue.', to: '/admin/genres' },
  { title: 'Utilisateurs', description: 'Les comptes, les droits administrateur et les bannissements.', to: '/admin/users' },
  { title: 'Message de connexion', description: 'Le message affiché sur la page de connexion.', to: '/admin/popup' },
  {
    title: 'Signalements',
    description: 'Les problèmes signalés par les membres sur les vidéos.',
    to: '/admin/reports',
    pending: { count: 'reportsPending', singular: 'en attente', plural: 'en attente' },
  },
  {
    title: 'Demandes de contenu',
    description: 'Les films et séries demandés par les membres.',
    to: '/admin/content-requests',
    pending: { count: 'requestsPending', singular: 'en attente', plural: 'en attente' },
  },
  { title: 'Statistiques', description: 'Les visiteurs et les contenus les plus regardés.', to: '/admin/analytics' },
  {
    title: 'Messages de contact',
    description: 'Les messages envoyés depuis la page Contact.',
    to: '/admin/contact',
    pending: { count: 'contactUnhandled', singular: 'non traité', plural: 'non traités' },
  },
  { title: 'Journal d’audit', description: 'Les actions des administrateurs, qui, quoi et quand.', to: '/admin/audit' },
];
