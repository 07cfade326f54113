import { describe, expect, it } from '@jest/globals';
import type { ArgumentMetadata } from '@nestjs/common';
import {
  ContactDto, CreateMovieDto, CreateSeriesDto, fastSearchQueryText, ListUsersQuery, MovieListQuery, PAGE_SIZE_MAX, RecordViewDto, SaveProgressDto, SearchQuery,
  UpdateEpisodeDto, UpdateGenreDto,
} from '@streaming/contracts';
import { createValidationPipe } from './validation.pipe.js';

const pipe = createValidationPipe();
const body = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', metatype });
const query = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'query', metatype });

/** The French detail the caller would get, or 'accepted'. */
async function detail(value: unknown, metadata: ArgumentMetadata): Promise<string> {
  try {
    await pipe.transform(value, metadata);
    return 'accepted';
  } catch (e) {
    const res = (e as { getResponse(): { detail: string } }).getResponse();
    return res.detail;
  }
}

describe('gateway validation pipe', () => {
  it('takes a plainly valid progress save or view as it is, and sends anything else to the DTO for its message', async () => {
    const titleId = '3f0e6a52-4c1d-4b8e-9f3a-2d7c1b5e8a90';
    const save = { kind: 'movie', titleId, positionSeconds: 60, durationSeconds: 5400 };
    expect(await pipe.transform(save, body(SaveProgressDto))).toEqual(save);
    expect(await pipe.transform({ kind: 'series', titleId }, body(RecordViewDto))).toEqual({ kind: 'series', titleId });
    expect(await detail({ ...save, userId: titleId }, body(SaveProgressDto))).toBe('Champ inconnu : userId');
    expect(await detail({ ...save, positionSeconds: '60' }, body(SaveProgressDto))).not.toBe('accepted');
    expect(await detail({ kind: 'episode', titleId }, body(RecordViewDto))).toBe('Type inconnu : choisissez movie ou series.');
  });

  it('takes a plainly valid results page query string as the DTO converts it, and sends anything else to the DTO', async () => {
    // The same rules without the fast path (it is looked up by the exact class).
    class SearchQueryThroughDto extends SearchQuery {}
    const strings: Array<Record<string, unknown>> = [
      { q: 'le chat' }, { q: 'le chat', page: '2', pageSize: '24' }, { q: 'le chat', page: '10000', pageSize: String(PAGE_SIZE_MAX) },
      { q: 'le chat', page: '02' }, { q: 'le chat', page: '2.0' }, { q: 'le chat', page: '+2' }, { q: 'le chat', page: ' 2' }, { q: 'le chat', page: '0' },
      { q: 'le chat', page: '10001' }, { q: 'le chat', pageSize: String(PAGE_SIZE_MAX + 1) }, { q: 'le chat', page: ['1', '2'] }, { q: ['a', 'b'] },
      { q: 'le chat', kind: 'series' }, { q: 'le chat', tri: 'note' }, { page: '1' }, { q: 'x'.repeat(201) },
    ];
    for (const data of strings) {
      const fast = fastSearchQueryText(data);
      // toEqual compares the fields, not the class: the DTO's instance against the fast path's plain object.
      const slow = await Promise.resolve(pipe.transform(data, query(SearchQueryThroughDto))).then((v) => v, () => 'refused');
      if (fast !== null) expect({ data, value: fast }).toEqual({ data, value: slow });
    }
    expect(strings.slice(0, 3).map(fastSearchQueryText)).toEqual([{ q: 'le chat' }, { q: 'le chat', page: 2, pageSize: 24 }, { q: 'le chat', page: 10000, pageSize: PAGE_SIZE_MAX }]);
    expect(strings.slice(3).map(fastSearchQueryText).every((v) => v === null)).toBe(true);
    // Answered at once (no class-validator, no promise); with a kind, the DTO answers.
    expect(pipe.transform({ q: 'le chat', page: '3' }, query(SearchQuery))).toEqual({ q: 'le chat', page: 3 });
    await expect(pipe.transform({ q: 'le chat', page: '02', kind: 'series' }, query(SearchQuery))).resolves.toMatchObject({ q: 'le chat', page: 2, kind: 'series' });
    expect(await detail({ q: 'le chat', page: '0' }, query(SearchQuery))).toBe('La page doit être un nombre entier supérieur ou égal à 1.');
  });

  it('converts query strings to the DTO types', async () => {
    await expect(pipe.transform({ page: '2', minRating: '3.5', featured: 'false' }, query(MovieListQuery))).resolves.toMatchObject({ page: 2, minRating: 3.5, featured: false });
  });

  it('never converts a JSON body: a wrong type gets the field’s French message', async () => {
    expect(await detail({ title: 12345 }, body(CreateMovieDto))).toBe('Le titre est requis.');
    expect(await detail({ title: 'Amélie', isFeatured: {} }, body(CreateMovieDto))).toBe('Le champ « à la une » doit valoir true ou false.');
    expect(await detail({ title: 'Amélie', isNew: 'true' }, body(CreateMovieDto))).toBe('Le champ « nouveau » doit valoir true ou false.');
    expect(await detail({ title: 'Amélie', releaseYear: '2001' }, body(CreateMovieDto))).toBe("L'année de sortie doit être un nombre entier.");
    const contact = { email: 'a@exemple.fr', category: 'autre', subject: { a: 1 }, message: 'Bonjour' };
    expect(await detail(contact, body(ContactDto))).toBe('Le sujet est requis (150 caractères maximum).');
    await expect(pipe.transform({ title: 'Amélie', releaseYear: 2001, isFeatured: true }, body(CreateMovieDto))).resolves.toMatchObject({ title: 'Amélie', releaseYear: 2001, isFeatured: true });
  });

  it('refuses null where the column is NOT NULL, and still accepts it where it clears a value', async () => {
    expect(await detail({ title: 'x', isFeatured: null }, body(CreateMovieDto))).toBe('Le champ « à la une » doit valoir true ou false.');
    expect(await detail({ title: 'x', isNew: null }, body(CreateSeriesDto))).toBe('Le champ « nouveau » doit valoir true ou false.');
    expect(await detail({ title: 'x', status: null }, body(CreateSeriesDto))).toMatch(/^Statut inconnu/);
    expect(await detail({ seasonNumber: null }, body(UpdateEpisodeDto))).toMatch(/^La saison/);
    expect(await detail({ episodeNumber: null }, body(UpdateEpisodeDto))).toMatch(/^Le numéro d'épisode/);
    expect(await detail({ category: null }, body(UpdateGenreDto))).toMatch(/^Catégorie inconnue/);
    expect(await detail({ title: 'x', synopsis: null, releaseYear: null, budget: null }, body(CreateMovieDto))).toBe('accepted');
    expect(await detail({ title: 'x' }, body(CreateSeriesDto))).toBe('accepted');
  });

  it('refuses numbers beyond what the columns hold exactly', async () => {
    expect(await detail({ title: 'x', budget: 1e308 }, body(CreateMovieDto))).toMatch(/^Le budget est trop grand/);
    expect(await detail({ title: 'x', boxOffice: 2 ** 53 + 1 }, body(CreateMovieDto))).toMatch(/^Le box-office est trop grand/);
    expect(await detail({ title: 'x', budget: Number.MAX_SAFE_INTEGER }, body(CreateMovieDto))).toBe('accepted');
    expect(await detail({ page: '99999999999999999999999' }, query(ListUsersQuery))).toBe('La page demandée est trop grande (10000 au maximum).');
    expect(await detail({ page: '10000' }, query(ListUsersQuery))).toBe('accepted');
  });

  it('refuses a blank contact subject or message', async () => {
    const contact = { email: 'a@exemple.fr', category: 'autre', subject: 'Sujet', message: 'Bonjour' };
    expect(await detail({ ...contact, subject: '   ' }, body(ContactDto))).toBe('Le sujet est requis (150 caractères maximum).');
    expect(await detail({ ...contact, message: '\n\t ' }, body(ContactDto))).toBe('Le message est requis (5000 caractères maximum).');
    expect(await detail(contact, body(ContactDto))).toBe('accepted');
  });
});
