/** Spec sections 5 and 9: searches need 2 characters, the live search waits 300 ms, shows 4 films and 4 series. */
export const SEARCH_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_PER_KIND = 4;
/** The dropdown closes 200 ms after the focus leaves the search box. */
export const SUGGEST_CLOSE_DELAY_MS = 200;

/** Whether a query is long enough to search (counted in characters, spaces around it ignored). */
export function isSearchable(query: string): boolean {
  return [...query.trim()].length >= SEARCH_MIN_LENGTH;
}
