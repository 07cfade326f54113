/**
 * A guest who opens a page that needs an account lands on the login page, told why, and comes back to
 * that page once signed in. The page travels in the router's history state (never in the address: no
 * other site can choose where the login page sends a member).
 */

/** Where a guest wanted to go: the history state the member routes' guard gives the login page. */
export interface SignInReturn {
  from: { pathname: string; search: string; hash: string };
}

export function signInReturn(location: { pathname: string; search: string; hash: string }): SignInReturn {
  return { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
}

/** The page to go back to after signing in, read from a history state; null when there is none. */
export function returnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from: unknown = state.from;
  if (typeof from !== 'object' || from === null) return null;
  const { pathname, search, hash } = from as Partial<SignInReturn['from']>;
  // A path of this site only ('//host' would be another site's address).
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return null;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}

/** What a page needs an account for, by its first path segment. */
const REASONS: Record<string, string> = {
  home: 'Connectez-vous pour accéder au catalogue',
  films: 'Connectez-vous pour voir les films',
  movie: 'Connectez-vous pour regarder ce film',
  series: 'Connectez-vous pour voir les séries',
  genre: 'Connectez-vous pour parcourir ce genre',
  animes: 'Connectez-vous pour voir les animés',
  spectacles: 'Connectez-vous pour voir les spectacles',
  documentaires: 'Connectez-vous pour voir les documentaires',
  search: 'Connectez-vous pour rechercher dans le catalogue',
  favorites: 'Connectez-vous pour voir vos favoris',
  history: 'Connectez-vous pour voir votre historique',
  profile: 'Connectez-vous pour gérer votre compte',
  'request-content': 'Connectez-vous pour demander du contenu',
  contact: 'Connectez-vous pour contacter le support',
  faq: 'Connectez-vous pour consulter la FAQ',
  donation: 'Connectez-vous pour soutenir le site',
  admin: "Connectez-vous pour accéder à l'administration",
};

/** The login page's note for a guest sent there from `path` (a returnPath: its query and fragment do not matter). */
export function signInReason(path: string): string {
  const [first = '', second] = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (first === 'series' && second) return 'Connectez-vous pour regarder cette série';
  return REASONS[first] ?? 'Connectez-vous pour accéder à cette page';
}
