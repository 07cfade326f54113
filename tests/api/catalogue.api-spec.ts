import { beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { CatalogueCard, GenreMenu, GenrePage, HomeSections, ListingSections, MovieDto, Page, SearchResults, SearchSuggestions, SeriesDetailDto, SimilarMovieCard } from '@streaming/contracts';
import { demoCatalogue } from '../../services/catalogue/src/seed/demo-catalogue.js';
import { currentTestNames } from '../support/test-env.js';
import { waitUntil } from '../support/wait-until.js';
import { API_URL, call, register, registerAdmin, type ApiResponse, type Member } from './support/api-client.js';

const { movies: DEMO_MOVIES, series: DEMO_SERIES } = demoCatalogue();

const seed = () =>
  execFileSync(process.execPath, ['services/catalogue/dist/seed/seed-demo.js'], { env: { ...process.env, ...currentTestNames() }, encoding: 'utf8' });

let member: Member;
const get = <T = ApiResponse['body']>(path: string, token: string | undefined = member.accessToken) => call<T>(path, { token });

beforeAll(async () => {
  expect(seed()).toMatch(/demo catalogue loaded/);
  // npm start runs it every time: the second run changes nothing.
  expect(seed()).toMatch(/already loaded/);
  member = await register();
  // Two runs of the seed as separate processes: give them the time a busy machine needs.
}, 120_000);

describe('catalogue reads through the gateway', () => {
  it('need a signed-in member, but the counters the header shows guests too', async () => {
    expect(await call('/api/catalogue/stats')).toMatchObject({ status: 200, body: { movies: DEMO_MOVIES.length, series: DEMO_SERIES.length } });
    for (const path of ['/api/home', '/api/movies', '/api/series', '/api/genres', '/api/search?q=vampire', '/api/search/suggest?q=va']) {
      const res = await call(path);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });

  it('count the demo catalogue', async () => {
    const res = await get('/api/catalogue/stats');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ movies: DEMO_MOVIES.length, series: DEMO_SERIES.length });
  });

  it('give every home section as light cards', async () => {
    const { body, status } = await get<HomeSections>('/api/home');
    expect(status).toBe(200);
    expect(body.latestMovies).toHaveLength(12);
    expect(body.topMovies).toHaveLength(8);
    expect(Object.keys(body.topMovies[0]).sort()).toEqual(['id', 'kind', 'posterUrl', 'quality', 'rating', 'title', 'views', 'year']);
    expect(body.topSeries.every((c) => (c.rating ?? 0) >= 4)).toBe(true);
    // Animes: the anime genre, or Japan (country or language); kept apart from the other series.
    const animeGenre = demoCatalogue().genres.find((g) => g.anime === true)!.slug;
    const animes = new Set(DEMO_SERIES.filter((s) => s.genres.includes(animeGenre) || s.country === 'Japon' || s.language === 'Japonais').map((s) => s.title));
    expect(body.topAnimes.length).toBeGreaterThan(0);
    expect(body.topAnimes.every((c) => animes.has(c.title) && (c.rating ?? 0) >= 4)).toBe(true);
    expect(body.topSeries.some((c) => animes.has(c.title))).toBe(false);
  });

  /** GET `path` as the member, with this Accept-Encoding: the headers and the bytes as sent. */
  const raw = (acceptEncoding?: string, path = '/api/home') =>
    new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      const headers: Record<string, string> = { authorization: `Bearer ${member.accessToken}` };
      if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
      httpGet(`${API_URL()}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      }).on('error', reject);
    });

  it('send the home page gzip-compressed to clients that accept it, and plain JSON to the others', async () => {
    const plain = await raw();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const home = JSON.parse(plain.bytes.toString('utf8')) as HomeSections;
    expect(home.latestMovies).toHaveLength(12);
    for (const accept of ['gzip, deflate, br', 'br;q=1.0, gzip;q=0.8']) {
      const zipped = await raw(accept);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('accept-encoding');
      expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(home);
      expect(zipped.bytes.length).toBeLessThan(plain.bytes.length / 2);
    }
    expect((await raw('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it('send a search answer plain the first time (most are asked once), then gzip-compressed when asked again', async () => {
    const path = `/api/search?q=les&pageSize=${7 + Math.floor(Math.random() * 40)}`;
    const first = await raw('gzip, deflate, br', path);
    expect([first.headers['content-encoding'], first.headers.vary]).toEqual([undefined, 'accept-encoding']);
    const results = JSON.parse(first.bytes.toString('utf8')) as SearchResults;
    expect(results.items.length).toBeGreaterThan(5);
    const again = await raw('gzip, deflate, br', path);
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(again.bytes).toString('utf8'))).toEqual(results);
    expect(again.bytes.length).toBeLessThan(first.bytes.length / 2);
  });

  it('answer a search and a suggestion alike whether the gateway’s short way or Nest’s pipeline takes the query', async () => {
    // Each pair asks the same thing, once in the form the short way takes (plain digits, q alone) and
    // once in a form only the DTO takes ("05", an emoji the search drops); unique URLs, not cached yet.
    const n = 1 + Math.floor(Math.random() * 9);
    const spaces = '%20'.repeat(1 + Math.floor(Math.random() * 30));
    const pairs = [
      [`/api/search?q=vampire&pageSize=${n}`, `/api/search?q=vampire&pageSize=0${n}`],
      [`/api/search/suggest?q=va${spaces}`, `/api/search/suggest?q=va${spaces}%F0%9F%8E%AC`],
    ];
    const comparable = ({ headers, bytes }: { headers: IncomingHttpHeaders; bytes: Buffer }) => {
      const { date: _date, 'x-request-id': _id, ...rest } = headers;
      return { headers: rest, body: JSON.parse(bytes.toString('utf8')) as unknown };
    };
    for (const [short, full] of pairs) {
      const a = comparable(await raw(undefined, short));
      expect(a.headers['content-type']).toBe('application/json; charset=utf-8');
      expect({ short, ...comparable(await raw(undefined, full)) }).toEqual({ short, ...a });
    }
  });

  it('check the caller again on every answer served from the gateway cache', async () => {
    expect((await get('/api/home')).status).toBe(200);
    expect((await call('/api/home')).status).toBe(401);
    const [h, p] = member.accessToken.split('.');
    expect((await call('/api/home', { token: `${h}.${p}.${'A'.repeat(43)}` })).status).toBe(401);

    const admin = await registerAdmin();
    const other = await register();
    expect((await get('/api/home', other.accessToken)).status).toBe(200);
    const ban = await call(`/api/admin/users/${other.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Spam', days: 1 } });
    expect(ban.status).toBe(200);
    const refused = await waitUntil(
      async () => {
        expect((await get('/api/home')).status).toBe(200); // keeps the answer cached
        return get('/api/home', other.accessToken);
      },
      (res) => res.status === 403,
      { what: 'the ban to reach the gateway' },
    );
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'ACCOUNT_BANNED' });
  });

  it('give the films and series page sections, no title repeated', async () => {
    const films = await get<{ featured: CatalogueCard[]; topRated: CatalogueCard[]; latest: CatalogueCard[] }>('/api/movies/sections');
    expect(films.status).toBe(200);
    expect([films.body.featured.length, films.body.topRated.length, films.body.latest.length]).toEqual([12, 12, 12]);
    const ids = [...films.body.featured, ...films.body.topRated, ...films.body.latest].map((c) => c.id);
    expect(new Set(ids).size).toBe(36);
    // Fewer series than three sections of 12: each section still shows 12, repeating titles.
    const series = await get<ListingSections>('/api/series/sections');
    expect(series.status).toBe(200);
    const full = Math.min(12, DEMO_SERIES.length);
    expect([series.body.featured.length, series.body.topRated.length, series.body.latest.length]).toEqual([full, full, full]);
    const allSeries = await get<Page<CatalogueCard>>(`/api/series?excludeSections=${series.body.draw}`);
    expect(allSeries.body.total).toBe(DEMO_SERIES.length);
  });

  it("give 'Tous les Films' without the titles of the sections above, one full page per request", async () => {
    const sections = await get<ListingSections>('/api/movies/sections');
    expect(Number.isInteger(sections.body.draw)).toBe(true);
    const shown = new Set([...sections.body.featured, ...sections.body.topRated, ...sections.body.latest].map((c) => c.id));
    const rest: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const res = await get<Page<CatalogueCard>>(`/api/movies?sort=title&excludeSections=${sections.body.draw}&page=${page}&pageSize=24`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(DEMO_MOVIES.length - shown.size);
      const expected = Math.max(0, Math.min(24, res.body.total - (page - 1) * 24));
      expect({ page, items: res.body.items.length }).toEqual({ page, items: expected });
      rest.push(...res.body.items.map((c) => c.id));
      if (page * 24 >= res.body.total) break;
    }
    expect(rest.filter((id) => shown.has(id))).toEqual([]);
    expect(new Set([...rest, ...shown]).size).toBe(DEMO_MOVIES.length);
  });

  it('filter, sort and page films on the server', async () => {
    const res = await get<Page<CatalogueCard>>('/api/movies?yearFrom=1920&yearTo=1929&sort=year&order=asc&pageSize=5&minRating=3');
    expect(res.status).toBe(200);
    expect(res.body.pageSize).toBe(5);
    expect(res.body.items.length).toBeLessThanOrEqual(5);
    const expected = DEMO_MOVIES.filter((m) => m.release_year >= 1920 && m.release_year <= 1929 && m.rating >= 3);
    expect(res.body.total).toBe(expected.length);
    const years = res.body.items.map((c) => c.year!);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const featured = await get<Page<CatalogueCard>>('/api/movies?featured=false&pageSize=48');
    expect(featured.body.total).toBe(DEMO_MOVIES.filter((m) => !m.is_featured).length);
    const director = await get<Page<CatalogueCard>>(`/api/movies?director=${encodeURIComponent('MELIES')}`);
    expect(director.body.total).toBe(DEMO_MOVIES.filter((m) => /Méliès/.test(m.director)).length);
  });

  it('answer 400 with a clear French message to bad query strings', async () => {
    const cases: Array<[string, string]> = [
      ['/api/movies?page=-1', 'La page doit être un nombre entier supérieur ou égal à 1.'],
      ['/api/movies?page=abc', 'La page doit être un nombre entier supérieur ou égal à 1.'],
      ['/api/movies?yearFrom=3000', "L'année de début doit être comprise entre 1900 et 2030."],
      ['/api/movies?yearTo=1800', "L'année de fin doit être comprise entre 1900 et 2030."],
      ['/api/movies?yearFrom=2000&yearTo=1990', "L'année de fin doit être supérieure ou égale à l'année de début."],
      ['/api/movies?sort=popularity', 'Tri inconnu : choisissez recent, year, rating, views, title, duration.'],
      ['/api/movies?order=up', 'Ordre inconnu : choisissez asc ou desc.'],
      ['/api/movies?pageSize=100', 'La taille de page doit être un nombre entier entre 1 et 48.'],
      ['/api/movies?minRating=6', 'La note minimale doit être un nombre entre 0 et 5.'],
      ['/api/movies?featured=peut-etre', 'Le filtre « à la une » doit valoir true ou false.'],
      ['/api/movies?quality=8K', 'Qualité inconnue : choisissez 4K, HD 1080p, HD 720p, SD.'],
      ['/api/movies?admin=1', 'Champ inconnu : admin'],
      ['/api/movies?excludeSections=99', 'Le tirage des sections à exclure doit être un nombre entier entre 0 et 15.'],
      ['/api/series?excludeSections=tous', 'Le tirage des sections à exclure doit être un nombre entier entre 0 et 15.'],
      ['/api/series?status=paused', 'Statut inconnu : choisissez ongoing, completed, cancelled.'],
      ['/api/series?sort=duration', 'Tri inconnu : choisissez recent, year, rating, views, title.'],
      ['/api/genres/sries-animes?yearFrom=1800', "L'année de début doit être comprise entre 1900 et 2030."],
      ['/api/search', 'La recherche est requise (paramètre q).'],
      ['/api/movies/abc', 'Identifiant de film invalide.'],
      ['/api/series/123', 'Identifiant de série invalide.'],
    ];
    for (const [path, detail] of cases) {
      const res = await get(path);
      expect({ path, status: res.status, detail: res.body.detail }).toEqual({ path, status: 400, detail });
      expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    }
  });

  it('give a film with similar films, and the spec message for a missing one', async () => {
    const list = await get<Page<CatalogueCard>>(`/api/movies?director=${encodeURIComponent('Murnau')}`);
    const nosferatu = list.body.items.find((c) => c.title.startsWith('Nosferatu'))!;
    const movie = await get<MovieDto>(`/api/movies/${nosferatu.id}`);
    expect(movie.status).toBe(200);
    expect(movie.body).toMatchObject({ director: expect.stringContaining('Murnau'), videoUrlVf: '/api/media/sample-clip.webm' });
    // Both versions play the local clip (VOSTFR with French subtitles), the trailer too; the real film is a page of its host.
    expect(movie.body.playback).toEqual({
      vf: { kind: 'media', url: '/api/media/sample-clip.webm', hls: false },
      vostfr: { kind: 'media', url: '/api/media/sample-clip.webm', hls: false },
      subtitlesVostfr: '/api/media/sample-clip.fr.vtt',
      elsewhere: { kind: 'page', url: movie.body.videoUrl, host: 'archive.org' },
    });
    expect(movie.body.trailer).toEqual({ kind: 'media', url: '/api/media/sample-clip.webm', hls: false });
    expect(movie.body.genres.length).toBeGreaterThan(0);
    const similar = await get<SimilarMovieCard[]>(`/api/movies/${nosferatu.id}/similar`);
    expect(similar.status).toBe(200);
    expect(similar.body.length).toBeGreaterThan(0);
    expect(similar.body.length).toBeLessThanOrEqual(12);
    expect(similar.body.some((s) => s.badges.includes('Même époque'))).toBe(true);
    const missing = await get(`/api/movies/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe('Film non trouvé');
  });

  it('give a series with its seasons and episodes', async () => {
    const list = await get<Page<CatalogueCard>>('/api/series?sort=title&pageSize=48');
    const vampires = list.body.items.find((c) => c.title === 'Les Vampires')!;
    const res = await get<SeriesDetailDto>(`/api/series/${vampires.id}`);
    expect(res.status).toBe(200);
    const demo = DEMO_SERIES.find((s) => s.title === 'Les Vampires')!;
    expect(res.body.seasons.flatMap((s) => s.episodes)).toHaveLength(demo.episodes.length);
    expect(res.body.seasons[0].episodes[0].episodeNumber).toBe(1);
    expect((await get('/api/series/00000000-0000-4000-8000-000000000000')).body.detail).toBe('Série non trouvée');
  });

  it('give the genre menus and the anime genre page', async () => {
    const menu = await get<GenreMenu>('/api/genres');
    expect(menu.body.categories.map((c) => c.category)).toEqual(['Films', 'Séries', 'Animés', 'Spectacles', 'Documentaires']);
    const anime = await get<GenrePage>('/api/genres/sries-animes?sort=rating');
    expect(anime.status).toBe(200);
    expect(anime.body.genre.category).toBe('Animés');
    expect(anime.body.items.every((c) => c.kind === 'series')).toBe(true);
    const unknown = await get('/api/genres/inconnu');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Genre non trouvé');
  });

  it('search the way a French speaker types', async () => {
    const search = async (q: string) => (await get<SearchResults>(`/api/search?q=${encodeURIComponent(q)}`)).body.items.map((i) => i.title);
    expect(await search('coeur fidele')).toContain('Cœur fidèle');
    expect(await search('NOSFERATU')).toContain('Nosferatu le vampire');
    expect(await search('nosfreatu')).toContain('Nosferatu le vampire');
    expect((await search('voyage lune'))[0]).toBe('Le Voyage dans la Lune');
    const page2 = await get<SearchResults>('/api/search?q=les&page=2&pageSize=5');
    expect(page2.body).toMatchObject({ page: 2, pageSize: 5 });
    const suggest = await get<SearchSuggestions>('/api/search/suggest?q=va');
    expect(suggest.status).toBe(200);
    expect(suggest.body.movies.length).toBeLessThanOrEqual(4);
    expect(suggest.body.series.map((s) => s.title)).toContain('Les Vampires');
    expect((await get<SearchSuggestions>('/api/search/suggest?q=v')).body).toEqual({ movies: [], series: [] });
  });

  it('refuses a suggestions query the contract refuses, with its French message, and takes the longest it accepts', async () => {
    const refused = async (query: string) => {
      const res = await get(`/api/search/suggest?${query}`);
      return { query, status: res.status, detail: res.body.detail };
    };
    const cases: Array<[string, string]> = [
      [`q=${'x'.repeat(201)}`, 'La recherche est trop longue (200 caractères maximum).'],
      ['q=va&q=ve', 'La recherche est requise (paramètre q).'],
      ['', 'La recherche est requise (paramètre q).'],
    ];
    for (const [query, detail] of cases) expect(await refused(query)).toEqual({ query, status: 400, detail });
    const extra = await refused('q=va&page=2');
    expect(extra.status).toBe(400);
    expect((await get<SearchSuggestions>(`/api/search/suggest?q=${'va'.repeat(100)}`)).status).toBe(200);
  });
});

describe('posters and the sample clip', () => {
  it('serve a generated poster to anyone (an <img> sends no token), cacheable for a year at its versioned URL', async () => {
    const { body } = await get<Page<CatalogueCard>>('/api/movies?pageSize=1');
    expect(body.items[0].posterUrl).toMatch(new RegExp(`^/api/posters/movie/${body.items[0].id}\\.svg\\?v=[\\w-]{12}$`));
    const res = await fetch(`${API_URL()}${body.items[0].posterUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg/);
    // Without its version or with an old one (a page loaded before an edit), the same poster, kept a few minutes.
    const unversioned = `/api/posters/movie/${body.items[0].id}.svg`;
    for (const path of [unversioned, `${unversioned}?v=old`]) {
      const other = await fetch(`${API_URL()}${path}`);
      expect({ path, status: other.status, cache: other.headers.get('cache-control') }).toEqual({ path, status: 200, cache: 'public, max-age=300' });
      expect(await other.text()).toBe(svg);
    }
    expect((await fetch(`${API_URL()}/api/posters/movie/00000000-0000-4000-8000-000000000000.svg`)).status).toBe(404);
    expect((await fetch(`${API_URL()}/api/posters/other/x.svg`)).status).toBe(404);
  });

  it('stream the sample clip with byte ranges', async () => {
    const full = await fetch(`${API_URL()}/api/media/sample-clip.webm`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await full.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const part = await fetch(`${API_URL()}/api/media/sample-clip.webm`, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
    expect((await fetch(`${API_URL()}/api/media/other.webm`)).status).toBe(404);
  });
});

describe('admin catalogue writes', () => {
  it('a banned member reads nothing of the catalogue', async () => {
    const admin = await registerAdmin();
    const banned = await register();
    const ban = await call(`/api/admin/users/${banned.session.user.id}/ban`, { token: admin.accessToken, body: { reason: 'Partage de compte', days: 7 } });
    expect(ban.status).toBe(200);
    const res = await call('/api/movies', { token: banned.accessToken });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('ACCOUNT_BANNED');
  });

  it('manage a series and its episodes', async () => {
    const admin = await registerAdmin();
    const series = await call<SeriesDetailDto>('/api/admin/series', { token: admin.accessToken, body: { title: 'Série de test', status: 'ongoing' } });
    expect(series.status).toBe(201);
    const episode = await call('/api/admin/series/' + series.body.id + '/episodes', { token: admin.accessToken, body: { seasonNumber: 1, episodeNumber: 1, title: 'Pilote' } });
    expect(episode.status).toBe(201);
    const again = await call('/api/admin/series/' + series.body.id + '/episodes', { token: admin.accessToken, body: { seasonNumber: 1, episodeNumber: 1, title: 'Pilote bis' } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('La saison 1 a déjà un épisode 1.');
    const read = await get<SeriesDetailDto>(`/api/series/${series.body.id}`);
    expect(read.body.seasons[0].episodes.map((e) => e.title)).toEqual(['Pilote']);
    expect((await call(`/api/admin/series/${series.body.id}`, { token: admin.accessToken, method: 'DELETE' })).status).toBe(204);
    expect((await get(`/api/series/${series.body.id}`)).status).toBe(404);
  });

  it('are refused to members and applied at once for admins', async () => {
    const refused = await call('/api/admin/movies', { token: member.accessToken, body: { title: 'Intrus' } });
    expect(refused.status).toBe(403);
    const admin = await registerAdmin();
    const before = (await get<{ movies: number }>('/api/catalogue/stats')).body.movies;
    const created = await call<MovieDto>('/api/admin/movies', { token: admin.accessToken, body: { title: 'Le Golem', releaseYear: 1920 } });
    expect(created.status).toBe(201);
    expect((await get<{ movies: number }>('/api/catalogue/stats')).body.movies).toBe(before + 1);
    const bad = await call('/api/admin/movies', { token: admin.accessToken, body: { title: 'X', trailerUrl: 'ftp://exemple.fr/a' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('La bande-annonce doit être une adresse http(s) valide.');
    const genre = await call('/api/admin/genres', { token: admin.accessToken, body: { name: 'horreur', category: 'Films' } });
    expect(genre.status).toBe(409);
    expect(genre.body.detail).toBe('Un genre avec le nom "horreur" existe déjà dans la catégorie "Films".');
    const deleted = await call(`/api/admin/movies/${created.body.id}`, { token: admin.accessToken, method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await get(`/api/movies/${created.body.id}`)).status).toBe(404);
  });
});
