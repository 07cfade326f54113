/** The search benchmark's queries: titles, names, single words, typos, missing accents (see search-queries.mjs). */
export const QUERIES: string[];

/** What the header's search box sends while `text` is typed: every prefix from the 2nd character on. */
export function typedPrefixes(text: string): string[];
