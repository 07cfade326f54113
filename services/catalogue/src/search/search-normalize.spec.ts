import { describe, expect, it } from '@jest/globals';
import { editDistance, isOneTypoAway, lexeme, normalizeText, searchWords } from './search-normalize.js';
import { buildSynonymIndex, synonymsOf } from './synonyms.js';
import { atLeastQuery, buildTerms, matchQuery, relaxations, termQuery } from './search-query.js';

describe('search normalisation', () => {
  it('ignores case and accents', () => {
    expect(normalizeText('AMÉLIE Poulain')).toBe('amelie poulain');
    expect(normalizeText('Là-haut, ÇA et Noël')).toBe('la haut ca et noel');
  });

  it('treats colons, dashes and apostrophes as spaces and collapses spaces', () => {
    expect(normalizeText('Star Wars : Épisode IV – Un nouvel espoir')).toBe('star wars episode iv un nouvel espoir');
    expect(normalizeText("  L'Arroseur   arrosé ")).toBe('l arroseur arrose');
    expect(normalizeText('Jean-Pierre Jeunet')).toBe('jean pierre jeunet');
    expect(normalizeText('Spider—Man…')).toBe('spider man');
  });

  it('spells œ as oe and æ as ae, so oe finds œ and ae finds æ', () => {
    expect(normalizeText('Œdipe roi')).toBe('oedipe roi');
    expect(normalizeText('Le Cœur a ses raisons')).toBe('le coeur a ses raisons');
    expect(normalizeText('Ægir et Cæsar')).toBe('aegir et caesar');
    expect(normalizeText('Straße')).toBe('strasse');
  });

  it('keeps letters of other scripts and digits', () => {
    expect(normalizeText('千と千尋の神隠し 2001')).toBe('千と千尋の神隠し 2001');
  });

  const words = (query: string) => searchWords(normalizeText(query));

  it('drops words of 2 letters or fewer and repeated words', () => {
    expect(words('Le roi et l’oiseau')).toEqual(['roi', 'oiseau']);
    expect(words('La La Land')).toEqual(['land']);
    expect(words('le la')).toEqual([]);
    expect(words('un deux trois deux')).toEqual(['deux', 'trois']);
  });

  it('cuts a word starting like a number in scientific notation where PostgreSQL’s parser does', () => {
    expect(words('Le Sphinx 64E1D8BE')).toEqual(['sphinx', '64e1', 'd8be']);
    expect(words('12e34abc 1e5x')).toEqual(['12e34', 'abc', '1e5']);
    // Numbers, and words that only hold digits and an e, stay whole.
    expect(words('12e3 12e34 2e 1er e1e2 ab12e3 4x4')).toEqual(['12e3', '12e34', '1er', 'e1e2', 'ab12e3', '4x4']);
  });

  it('counts one typo: a wrong, missing or extra letter, or two letters swapped', () => {
    expect(editDistance('matrix', 'matrix')).toBe(0);
    expect(editDistance('matrx', 'matrix')).toBe(1);
    expect(editDistance('matriks', 'matrix')).toBe(2);
    expect(editDistance('seignuer', 'seigneur')).toBe(1);
    expect(editDistance('nosfreatu', 'nosferatu')).toBe(1);
    expect(editDistance('abc', 'abcdef', 1)).toBe(2);
    expect(isOneTypoAway('metropolys', 'metropolis')).toBe(true);
    expect(isOneTypoAway('metropolis', 'metropolis')).toBe(false);
    expect(isOneTypoAway('metrpolys', 'metropolis')).toBe(false);
    // 3-letter words must be exact: one typo would match too much.
    expect(isOneTypoAway('rio', 'roi')).toBe(false);
  });

  it('quotes lexemes for tsquery', () => {
    expect(lexeme('amelie')).toBe("'amelie'");
    expect(lexeme("o'hara")).toBe("'o''hara'");
  });
});

describe('synonyms', () => {
  it('are searched both ways, accent-free', () => {
    expect(synonymsOf('polar')).toContain('policier');
    expect(synonymsOf('policier')).toContain('polar');
    expect(synonymsOf('epouvante')).toContain('horreur');
    expect(synonymsOf('inconnu')).toEqual([]);
  });

  it('leave multi-word entries out of single-word matching', () => {
    const index = buildSynonymIndex([['science-fiction', 'sf', 'anticipation']]);
    expect(index.get('anticipation')).toEqual(['sf']);
    expect(index.has('science fiction')).toBe(false);
  });
});

describe('search terms', () => {
  it('match word beginnings and synonyms; typo corrections only for unknown words', () => {
    const terms = buildTerms(['polar', 'matrx'], { known: new Set(['polar']), nearby: new Map([['matrx', ['matrix', 'matrice', 'marx', 'mat']], ['polar', ['solar']]]) });
    expect(terms[0]).toEqual({ word: 'polar', prefixes: expect.arrayContaining(['polar', 'policier']), fuzzy: [] });
    expect(terms[1].fuzzy).toEqual(['matrix', 'marx']);
  });

  it('builds weighted tsqueries', () => {
    const [t] = buildTerms(['matrx'], { known: new Set(), nearby: new Map([['matrx', ['matrix']]]) });
    expect(termQuery(t, 'A', 'exact')).toBe("('matrx':*A)");
    expect(termQuery(t, 'A', 'fuzzy')).toBe("('matrix':A)");
    expect(termQuery(t, '')).toBe("('matrx':* | 'matrix')");
    const terms = buildTerms(['roi', 'lion'], { known: new Set(['roi', 'lion']), nearby: new Map() });
    expect(matchQuery(terms, 'all', 'ABC')).toBe("('roi':*ABC) & ('lion':*ABC)");
    expect(matchQuery(terms, 'any')).toBe("('roi':*) | ('lion':*)");
  });

  it('looks a prefix up as the words it stands for, when the lexicon lists them: in the index\'s query only', () => {
    const lexicon = new Map([['roi', ['roi', 'rois', 'royaume']], ['amour', ['amour', 'amoureux']]]);
    const hits = { known: new Set(['roi', 'amour']), nearby: new Map(), wordsOf: (prefix: string) => lexicon.get(prefix) };
    const [roi, amour] = buildTerms(['roi', 'amour'], hits);
    expect(roi.words).toEqual(['roi', 'rois', 'royaume']);
    // "amour" has synonyms ("romance") the lexicon does not list: the term stays prefixes.
    expect(amour.prefixes).toContain('romance');
    expect(amour.words).toBeUndefined();
    expect(termQuery(roi, '')).toBe("('roi' | 'rois' | 'royaume')");
    expect(termQuery(roi, 'A')).toBe("('roi':*A)");
    expect(matchQuery([roi, amour], 'all')).toMatch(/^\('roi' \| 'rois' \| 'royaume'\) & \('amour':\* \| /);
    // A prefix no listed word starts with stays a prefix: an empty term would match every row.
    const [none] = buildTerms(['roi'], { ...hits, wordsOf: () => [] });
    expect(none.words).toBeUndefined();
    expect(termQuery(none, '')).toBe("('roi':*)");
  });

  it('relaxes a query that finds nothing: every word, then all but one, then any', () => {
    expect(relaxations(0)).toEqual([0]);
    expect(relaxations(1)).toEqual([1]);
    expect(relaxations(2)).toEqual([2, 1]);
    expect(relaxations(3)).toEqual([3, 2, 1]);
    expect(relaxations(5)).toEqual([5, 4, 1]);
    const terms = buildTerms(['tresor', 'perdu', 'lisbonne'], { known: new Set(['tresor', 'perdu', 'lisbonne']), nearby: new Map() });
    expect(atLeastQuery(terms, 3)).toBe("('tresor':*) & ('perdu':*) & ('lisbonne':*)");
    expect(atLeastQuery(terms, 2)).toBe("(('perdu':*) & ('lisbonne':*)) | (('tresor':*) & ('lisbonne':*)) | (('tresor':*) & ('perdu':*))");
    expect(atLeastQuery(terms, 1)).toBe("('tresor':*) | ('perdu':*) | ('lisbonne':*)");
  });
});
