import type { GenreCategory } from '@streaming/contracts';

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface NavEntry extends NavLinkItem {
  /** Shown in a dropdown (desktop) or an accordion (mobile), above the category's genres. */
  children?: NavLinkItem[];
  /** The genres listed under the fixed children (from /api/genres). */
  genreCategory?: GenreCategory;
}

/** The header's main menu (spec section 2, Header). */
export const MAIN_NAV: NavEntry[] = [
  { label: 'FILMS', to: '/films', children: [{ label: 'Tous les films', to: '/films' }], genreCategory: 'Films' },
  { label: 'SÉRIES', to: '/series', children: [{ label: 'Toutes les séries', to: '/series' }], genreCategory: 'Séries' },
  { label: 'ANIMÉS', to: '/genre/sries-animes' },
  { label: 'DONATION', to: '/donation' },
];

/** The profile dropdown's entries, above 'Se déconnecter'. */
export const ACCOUNT_LINKS: NavLinkItem[] = [
  { label: 'Paramètres du compte', to: '/profile' },
  { label: 'Films favoris', to: '/favorites' },
  { label: 'Historique', to: '/history' },
  { label: 'Soutenir le site', to: '/donation' },
  { label: 'Demander du contenu', to: '/request-content' },
];

export const HELP_LINKS: NavLinkItem[] = [
  { label: 'Contact', to: '/contact' },
  { label: 'FAQ', to: '/faq' },
];
