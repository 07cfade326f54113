import { describe, expect, it } from '@jest/globals';
import { containsPattern, foldText, searchText } from './search.rules.js';

describe('foldText', () => {
  it('sets case, accents, ligatures and punctuation aside, and collapses spaces', () => {
    expect(foldText("  Le Fabuleux Destin d'Amélie-Poulain !  ")).toBe('le fabuleux destin d amelie poulain');
    expect(foldText('Œdipe  ROI')).toBe('oedipe roi');
    expect(foldText('Star Wars : Épisode IV – Un nouvel espoir')).toBe('star wars episode iv un nouvel espoir');
    expect(foldText('!!!')).toBe('');
  });
});

describe('containsPattern', () => {
  it('wraps the search in % and takes its LIKE wildcards literally', () => {
    expect(containsPattern('Metro')).toBe('%Metro%');
    expect(containsPattern('100%_sûr\\')).toBe('%100\\%\\_sûr\\\\%');
  });
});

describe('searchText', () => {
  it('trims the search and drops a blank one', () => {
    expect(searchText('  audio ')).toBe('audio');
    expect(searchText('   ')).toBeUndefined();
    expect(searchText(undefined)).toBeUndefined();
  });
});
