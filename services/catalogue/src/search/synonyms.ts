import { normalizeText } from './search-normalize.js';

/**
 * Words a French speaker uses for the same thing (spec section 5: "uses synonyms"). Each group
 * is searched as one: a query word from a group also finds the other words of the group.
 */
const GROUPS: string[][] = [
  ['film', 'films', 'movie', 'long métrage', 'cinéma'],
  ['série', 'séries', 'feuilleton', 'serie', 'show'],
  ['animé', 'animés', 'anime', 'manga', 'japanimation'],
  ['dessin animé', 'animation', 'cartoon'],
  ['science-fiction', 'sf', 'sci-fi', 'scifi', 'futuriste', 'anticipation'],
  ['horreur', 'épouvante', 'terreur', 'horror'],
  ['comédie', 'comique', 'humour', 'drôle', 'comedy'],
  ['policier', 'polar', 'enquête', 'détective', 'crime'],
  ['guerre', 'militaire', 'war', 'soldat'],
  ['amour', 'romance', 'romantique', 'love'],
  ['documentaire', 'docu', 'reportage'],
  ['espace', 'spatial', 'cosmos', 'galaxie'],
  ['muet', 'silencieux', 'silent'],
  ['vampire', 'dracula', 'nosferatu'],
  ['monstre', 'créature', 'monster'],
  ['western', 'cowboy', 'far west'],
  ['enfant', 'enfants', 'famille', 'jeunesse'],
];

/** Single-word synonyms of a normalised word (multi-word entries are matched by their words). */
export function buildSynonymIndex(groups: string[][] = GROUPS): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const group of groups) {
    const words = [...new Set(group.map(normalizeText).filter((w) => w && !w.includes(' ')))];
    for (const w of words) {
      const others = words.filter((o) => o !== w);
      index.set(w, [...new Set([...(index.get(w) ?? []), ...others])]);
    }
  }
  return index;
}

const INDEX = buildSynonymIndex();

export function synonymsOf(word: string): string[] {
  return INDEX.get(word) ?? [];
}
