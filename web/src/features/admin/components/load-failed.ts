/** A failed load of an admin screen (back-office spec section 8); the server's message, when it gave one, goes under it. */
export const LOAD_FAILED = 'Erreur lors du chargement';
