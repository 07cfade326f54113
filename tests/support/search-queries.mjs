// What members type into search, shared by the search benchmark (tests/load/scenarios/search.mjs) and
// the search integration tests, which check that the fast ways of answering give what scoring every
// match gives for these very queries. Drawn from the synthetic vocabulary
// (services/catalogue/src/seed/synthetic-words.ts) and the demo catalogue.

/**
 * Titles with and without articles, names, single words, words the catalogue does not hold, typos,
 * missing accents and capitals.
 */
export const QUERIES = [
  // titles, as remembered
  'le château maudit', 'la nuit étrange', 'Le Dragon doré', 'les secrets de venise', 'La Légende du chevalier', "L'Odyssée céleste",
  'le trésor perdu de Lisbonne', 'Mystère à Tokyo', 'la sorcière de Prague', 'Un samouraï à Kyoto', "l'ombre du pirate", 'le dernier cowboy',
  'le robot mécanique', 'la tempête glacée', 'princesse des étoiles', 'la machine infernale',
  // people
  'Hélène Dupont', 'nakamura', 'Hiroshi Tanaka', 'Agnès Lefèvre', 'mamadou diallo', 'Chloé Girard', 'charlie chaplin',
  // single words
  'vampire', 'samourai', 'paris', 'fantôme', 'odyssée', 'noir', 'dragon', 'lisbonne',
  // typos, no accents
  'chateau maudi', 'fantme', 'mystere', 'legende chevallier', 'sorciere',
  // the demo catalogue
  'nosferatu', 'le voyage dans la lune', 'metropolis', 'frankenstein',
];

/** What the header's search box sends while `text` is typed: every prefix from the 2nd character on, as the SPA asks. */
export function typedPrefixes(text) {
  return Array.from({ length: [...text].length - 1 }, (_, i) => [...text].slice(0, i + 2).join('').trimEnd()).filter(Boolean);
}
