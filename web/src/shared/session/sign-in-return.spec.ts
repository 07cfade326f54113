import { describe, expect, it } from '@jest/globals';
import { returnPath, signInReason, signInReturn } from './sign-in-return';

describe('sign-in return', () => {
  it('says what the page a guest opened needs an account for', () => {
    expect(signInReason('/favorites')).toBe('Connectez-vous pour voir vos favoris');
    expect(signInReason('/films')).toBe('Connectez-vous pour voir les films');
    expect(signInReason('/series')).toBe('Connectez-vous pour voir les séries');
    expect(signInReason('/series/2b7c1c8e-0000-4000-8000-000000000000')).toBe('Connectez-vous pour regarder cette série');
    expect(signInReason('/movie/2b7c1c8e-0000-4000-8000-000000000000')).toBe('Connectez-vous pour regarder ce film');
    expect(signInReason('/genre/sries-animes')).toBe('Connectez-vous pour parcourir ce genre');
    expect(signInReason('/admin/films')).toBe("Connectez-vous pour accéder à l'administration");
    expect(signInReason('/ailleurs')).toBe('Connectez-vous pour accéder à cette page');
    expect(signInReason('/search?q=le#haut')).toBe('Connectez-vous pour rechercher dans le catalogue');
    expect(signInReason('/series?status=ongoing')).toBe('Connectez-vous pour voir les séries');
  });

  it('goes back to the page, its query and fragment included, and only to a page of this site', () => {
    const state = signInReturn({ pathname: '/search', search: '?q=le', hash: '#x' });
    expect(returnPath(state)).toBe('/search?q=le#x');
    expect(returnPath(JSON.parse(JSON.stringify(state)))).toBe('/search?q=le#x');
    expect(returnPath({ from: { pathname: '//ailleurs.example/piege', search: '', hash: '' } })).toBeNull();
    expect(returnPath({ from: { pathname: 'https://ailleurs.example/', search: '', hash: '' } })).toBeNull();
    for (const state of [null, undefined, 'x', {}, { from: null }, { from: { pathname: 3 } }]) expect(returnPath(state)).toBeNull();
  });
});
