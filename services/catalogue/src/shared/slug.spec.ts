import { describe, expect, it } from '@jest/globals';
import { slugify } from './slug.js';

describe('slugify', () => {
  it('drops accented letters instead of transliterating them', () => {
    expect(slugify('Séries Animées')).toBe('sries-animes');
    expect(slugify('Séries Animés')).toBe('sries-anims');
    expect(slugify('Comédie')).toBe('comdie');
    expect(slugify('Science-Fiction')).toBe('science-fiction');
  });

  it('turns spaces into dashes, collapses them and trims them', () => {
    expect(slugify('  Court   métrage -- ')).toBe('court-mtrage');
    expect(slugify("Séries d'Aventure")).toBe('sries-daventure');
    expect(slugify('Films 2024 !')).toBe('films-2024');
  });
});
