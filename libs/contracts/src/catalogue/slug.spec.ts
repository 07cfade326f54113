import { describe, expect, it } from '@jest/globals';
import { genreSlug, seedSlug, slugify } from './slug.js';

describe('slugify', () => {
  it('transliterates accented letters and ligatures', () => {
    expect(slugify('Séries Animées')).toBe('series-animees');
    expect(slugify('Comédie')).toBe('comedie');
    expect(slugify('Œuvres cœur à cœur')).toBe('oeuvres-coeur-a-coeur');
    expect(slugify('Ærø Straße')).toBe('aero-strasse');
    expect(slugify('ÉTÉ Noël')).toBe('ete-noel');
    expect(slugify('Science-Fiction')).toBe('science-fiction');
  });

  it('turns spaces into dashes, collapses them and trims them; drops the rest', () => {
    expect(slugify('  Court   métrage -- ')).toBe('court-metrage');
    expect(slugify("Séries d'Aventure")).toBe('series-daventure');
    expect(slugify('Films 2024 !')).toBe('films-2024');
    expect(slugify('日本')).toBe('');
  });
});

describe('genreSlug', () => {
  it('is the slug of the trimmed name, accents transliterated', () => {
    expect(genreSlug('Séries Animées')).toBe('series-animees');
    expect(genreSlug('  Science-Fiction ')).toBe('science-fiction');
    expect(genreSlug('Été')).toBe('ete');
    expect(genreSlug('  Comédie romantique ')).toBe('comedie-romantique');
  });

  it('is empty when no letter or digit transliterates', () => {
    expect(genreSlug('!!!')).toBe('');
    expect(genreSlug(' ?! ')).toBe('');
  });
});

describe('seedSlug (the original product’s slugs, still answered)', () => {
  it('drops accented letters instead of transliterating them', () => {
    expect(seedSlug('Séries Animées')).toBe('sries-animes');
    expect(seedSlug('Comédie')).toBe('comdie');
    expect(seedSlug('  Court   métrage -- ')).toBe('court-mtrage');
    expect(seedSlug("Séries d'Aventure")).toBe('sries-daventure');
  });
});
