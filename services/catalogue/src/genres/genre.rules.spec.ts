import { describe, expect, it } from '@jest/globals';
import { genreSlug, type GenreDto } from '@streaming/contracts';
import { groupGenres } from './genre.rules.js';

describe('genre rules', () => {
  it('groups genres by category in the spec order, names in French order', () => {
    const g = (name: string, category: GenreDto['category']): GenreDto => ({ id: name, name, slug: genreSlug(name), category });
    const menu = groupGenres([g('Western', 'Films'), g('Séries Animées', 'Animés'), g('Émotion', 'Films'), g('Action', 'Films')]);
    expect(menu.categories.map((c) => c.category)).toEqual(['Films', 'Séries', 'Animés', 'Spectacles', 'Documentaires']);
    expect(menu.categories[0].genres.map((x) => x.name)).toEqual(['Action', 'Émotion', 'Western']);
    expect(menu.categories[3].genres).toEqual([]);
  });
});
