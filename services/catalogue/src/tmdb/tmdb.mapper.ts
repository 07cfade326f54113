import {
  TMDB_SEARCH_RESULTS,
  type GenreCategory, type SeriesStatus, type TmdbFallbackField, type TmdbKind, type TmdbMappedGenre, type TmdbPrefill, type TmdbSearchResult,
} from '@streaming/contracts';
import { normalizeText } from '../search/search-normalize.js';

// TMDB's JSON is read field by field, each checked for its type: an answer shaped otherwise than
// TMDB's API reference documents gives empty fields, never an exception.
const field = (o: unknown, key: string): unknown => (typeof o === 'object' && o !== null ? Reflect.get(o, key) : undefined);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const number = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const year = (date: unknown): number | null => {
  const m = /^(\d{4})-\d{2}-\d{2}$/.exec(text(date) ?? '');
  return m ? Number(m[1]) : null;
};
const image = (base: string, size: string, path: unknown): string | null => {
  const p = text(path);
  return p && p.startsWith('/') ? `${base}/${size}${p}` : null;
};

/** TMDB's own names for a film's and a series' fields. */
const NAMES: Record<TmdbKind, { title: string; original: string; date: string }> = {
  movie: { title: 'title', original: 'original_title', date: 'release_date' },
  tv: { title: 'name', original: 'original_name', date: 'first_air_date' },
};

/** The first TMDB_SEARCH_RESULTS results of a TMDB search (/search/movie or /search/tv), with poster thumbnails. */
export function readSearch(kind: TmdbKind, json: unknown, imageBase: string): TmdbSearchResult[] {
  const n = NAMES[kind];
  return list(field(json, 'results')).flatMap((r): TmdbSearchResult[] => {
    const id = number(field(r, 'id'));
    const title = text(field(r, n.title)) ?? text(field(r, n.original));
    if (id === null || title === null) return [];
    return [{
      tmdbId: id,
      kind,
      title,
      originalTitle: text(field(r, n.original)),
      year: year(field(r, n.date)),
      posterThumbUrl: image(imageBase, 'w92', field(r, 'poster_path')),
      overview: text(field(r, 'overview')),
    }];
  }).slice(0, TMDB_SEARCH_RESULTS);
}

/** What the catalogue keeps of a TMDB title (cached a day): the form's values, our genres aside. */
export interface TmdbTitleFacts extends Omit<TmdbPrefill, 'genreIds' | 'genres' | 'unmatchedGenres'> {
  /** TMDB's genre names, in French. */
  genreNames: string[];
}

const regions = new Intl.DisplayNames(['fr'], { type: 'region', fallback: 'none' });
const languages = new Intl.DisplayNames(['fr'], { type: 'language', fallback: 'none' });
/** TMDB's language codes that are not ISO 639-1: 'cn' is Cantonese; 'xx' means none. */
const TMDB_LANGUAGES: Record<string, string | null> = { cn: 'Cantonais', xx: null };

/** A country code in French ('US' -> 'États-Unis', 'JP' -> 'Japon'), or null. */
export function countryName(code: unknown): string | null {
  const c = text(code)?.toUpperCase();
  // ZZ is CLDR's "unknown region".
  if (!c || !/^[A-Z]{2}$/.test(c) || c === 'ZZ') return null;
  const name = regions.of(c);
  return name && name !== c ? name : null;
}

/** A language code in French with a capital ('ja' -> 'Japonais', 'en' -> 'Anglais'), or null. */
export function languageName(code: unknown): string | null {
  const c = text(code)?.toLowerCase();
  if (!c || !/^[a-z]{2,3}$/.test(c)) return null;
  if (c in TMDB_LANGUAGES) return TMDB_LANGUAGES[c];
  const name = languages.of(c);
  return name && name !== c ? name.charAt(0).toLocaleUpperCase('fr') + name.slice(1) : null;
}

/** Spec 001 section 4: returning or in production -> ongoing, canceled -> cancelled, anything else -> completed. */
export function seriesStatus(status: unknown): SeriesStatus {
  const s = text(status)?.toLowerCase();
  if (s === 'returning series' || s === 'in production') return 'ongoing';
  if (s === 'canceled' || s === 'cancelled') return 'cancelled';
  return 'completed';
}

/** TMDB's average out of 10, halved to our 0-5 scale with one decimal; null when nobody voted. */
export function halvedRating(average: unknown, count: unknown): number | null {
  const a = number(average);
  if (a === null || a <= 0 || number(count) === 0) return null;
  return Math.min(5, Math.round(a * 5) / 10);
}

/** A translation's data (`translations.translations[]`) in a language, the country's own first ('fr-FR', 'en-US'). */
function translation(json: unknown, language: string, country: string): unknown {
  const all = list(field(field(json, 'translations'), 'translations'));
  const inLanguage = all.filter((t) => field(t, 'iso_639_1') === language);
  return field(inLanguage.find((t) => field(t, 'iso_3166_1') === country) ?? inLanguage[0], 'data');
}

/** The best YouTube trailer: French first, then official ones, then any; a teaser when there is no trailer. */
function trailer(json: unknown): string | null {
  const videos = list(field(field(json, 'videos'), 'results')).filter((v) => field(v, 'site') === 'YouTube' && text(field(v, 'key')) !== null);
  const score = (v: unknown) =>
    (field(v, 'type') === 'Trailer' ? 8 : field(v, 'type') === 'Teaser' ? 4 : 0) + (field(v, 'iso_639_1') === 'fr' ? 2 : 0) + (field(v, 'official') === true ? 1 : 0);
  const best = videos.filter((v) => score(v) >= 4).sort((a, b) => score(b) - score(a))[0];
  return best ? `https://www.youtube.com/watch?v=${encodeURIComponent(text(field(best, 'key')) ?? '')}` : null;
}

const names = (items: unknown[], max = 200): string | null => {
  const all = [...new Set(items.map((x) => text(field(x, 'name'))).filter((x): x is string => x !== null))].join(', ');
  return all ? all.slice(0, max) : null;
};

/**
 * The form's values from a TMDB details answer asked in French with `append_to_response=credits,
 * videos,translations`. Where TMDB has no French title or synopsis, the English one fills it and the
 * field is named in `fallbackFields` (a title in French originally counts as French).
 */
export function readTitle(kind: TmdbKind, json: unknown, imageBase: string): TmdbTitleFacts {
  const n = NAMES[kind];
  const fallbackFields: TmdbFallbackField[] = [];
  const originalTitle = text(field(json, n.original));
  const originalLanguage = text(field(json, 'original_language'));
  const fr = translation(json, 'fr', 'FR');
  const en = translation(json, 'en', 'US');
  const hasTranslations = field(json, 'translations') !== undefined;

  // Without the translations (never when asked for them) the answer's own texts are taken as French.
  const frenchTitle = hasTranslations ? (text(field(fr, n.title)) ?? (originalLanguage === 'fr' ? originalTitle : null)) : text(field(json, n.title));
  let title = frenchTitle;
  if (title === null) {
    title = text(field(en, n.title)) ?? text(field(json, n.title)) ?? originalTitle ?? '';
    fallbackFields.push('title');
  }
  let synopsis = text(field(json, 'overview'));
  if (synopsis === null) {
    synopsis = text(field(en, 'overview'));
    if (synopsis !== null) fallbackFields.push('synopsis');
  }

  const runtime = number(field(json, 'runtime'));
  const countries = kind === 'tv' ? [...list(field(json, 'origin_country')), ...list(field(json, 'production_countries')).map((c) => field(c, 'iso_3166_1'))]
    : list(field(json, 'production_countries')).map((c) => field(c, 'iso_3166_1'));
  const director = kind === 'movie'
    ? names(list(field(field(json, 'credits'), 'crew')).filter((c) => field(c, 'job') === 'Director'))
    : (names(list(field(json, 'created_by'))) ?? names(list(field(json, 'production_companies')).slice(0, 1)));

  return {
    tmdbId: number(field(json, 'id')) ?? 0,
    kind,
    title,
    originalTitle,
    synopsis,
    releaseYear: year(field(json, n.date)),
    durationMinutes: kind === 'movie' && runtime !== null && runtime > 0 ? Math.round(runtime) : null,
    director,
    country: countries.map(countryName).find((c) => c !== null) ?? null,
    language: languageName(originalLanguage),
    posterUrl: image(imageBase, 'w500', field(json, 'poster_path')),
    trailerUrl: trailer(json),
    rating: halvedRating(field(json, 'vote_average'), field(json, 'vote_count')),
    status: kind === 'tv' ? seriesStatus(field(json, 'status')) : null,
    genreNames: list(field(json, 'genres')).map((g) => text(field(g, 'name'))).filter((g): g is string => g !== null),
    fallbackFields,
  };
}

/** Our genre categories a kind's genres are looked for in, in order of preference. */
const CATEGORIES: Record<TmdbKind, GenreCategory[]> = {
  movie: ['Films', 'Documentaires', 'Spectacles', 'Séries', 'Animés'],
  tv: ['Séries', 'Animés', 'Documentaires', 'Spectacles', 'Films'],
};

/**
 * The prefill: the facts, and TMDB's genres mapped to ours by name (accents, case and punctuation
 * aside; TMDB's 'Science-Fiction & Fantastique' is looked for as both), in the kind's categories first.
 */
export function toPrefill(facts: TmdbTitleFacts, ours: readonly TmdbMappedGenre[]): TmdbPrefill {
  const { genreNames, ...form } = facts;
  const order = CATEGORIES[facts.kind];
  const byName = new Map<string, TmdbMappedGenre>();
  for (const g of [...ours].sort((a, b) => order.indexOf(a.category) - order.indexOf(b.category))) {
    const key = normalizeText(g.name);
    if (!byName.has(key)) byName.set(key, g);
  }
  const genres: TmdbMappedGenre[] = [];
  const unmatchedGenres: string[] = [];
  for (const name of genreNames) {
    const parts = [name, ...name.split(/\s+&\s+/)].map(normalizeText);
    const found = [...new Set(parts)].map((p) => byName.get(p)).filter((g): g is TmdbMappedGenre => g !== undefined);
    if (!found.length) unmatchedGenres.push(name);
    for (const g of found) if (!genres.some((x) => x.id === g.id)) genres.push(g);
  }
  return { ...form, genreIds: genres.map((g) => g.id), genres, unmatchedGenres };
}
