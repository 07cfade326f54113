import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { POSTER_DESIGN } from '../posters/poster.js';
import { posterVersion, toCard, versionedPosterUrl } from './card.mapper.js';

const id = '0b6f4a52-3c1e-4c5e-9d4e-1f2a3b4c5d6e';
const row = { id, title: 'Nosferatu', release_year: 1922, poster_url: `/api/posters/movie/${id}.svg`, rating: '4.3', views_count: '7000', quality: 'HD 1080p' };

describe('versioned poster URLs', () => {
  it('gives a generated poster a version that follows what it draws', () => {
    const url = toCard(row).posterUrl;
    expect(url).toMatch(new RegExp(`^/api/posters/movie/${id}\\.svg\\?v=[\\w-]{12}$`));
    expect(toCard({ ...row }).posterUrl).toBe(url);
    expect(toCard({ ...row, title: 'Nosferatu le vampire' }).posterUrl).not.toBe(url);
    expect(toCard({ ...row, release_year: 1923 }).posterUrl).not.toBe(url);
    expect(toCard({ ...row, rating: '2.0', views_count: '9' }).posterUrl).toBe(url);
  });

  it('keeps the versions already sent: the first 12 characters of the SHA-256 of the drawing, the title and the year', () => {
    const digest = (drawn: string) => createHash('sha256').update(`${POSTER_DESIGN}\n${drawn}`).digest('base64url').slice(0, 12);
    expect(posterVersion('Nosferatu', 1922)).toBe(digest('Nosferatu\n1922'));
    expect(posterVersion('Le Voyage de Chihiro', null)).toBe(digest('Le Voyage de Chihiro\n'));
  });

  it('keeps one version in the URL when the stored one already carries a query (a poster URL saved back by the back office)', () => {
    const version = posterVersion('Nosferatu', 1922);
    expect(versionedPosterUrl(`/api/posters/series/${id}.svg?v=stale`, 'Nosferatu', 1922)).toBe(`/api/posters/series/${id}.svg?v=${version}`);
  });

  it('leaves a poster given as a URL, and no poster, as they are', () => {
    expect(versionedPosterUrl('https://images.exemple.fr/nosferatu.jpg', 'Nosferatu', 1922)).toBe('https://images.exemple.fr/nosferatu.jpg');
    expect(versionedPosterUrl(null, 'Nosferatu', 1922)).toBeNull();
  });
});
