import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import {
  fastRecordView, fastSaveProgress, fastSearchQuery, fastSuggestQuery, NO_EPISODE_FOR_MOVIE, PAGE_SIZE_MAX, RecordViewDto, SaveProgressDto, SearchQuery, SuggestQuery,
} from '@streaming/contracts';
import { validateDto } from './validate.js';

const U = '3f0e6a52-4c1d-4b8e-9f3a-2d7c1b5e8a90';
const U2 = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

/** What validateDto answers (its plain fields), or 'refused'. */
async function viaDto<T extends object>(cls: new () => T, data: unknown): Promise<object | 'refused'> {
  try {
    return { ...(await validateDto(cls, data)) };
  } catch {
    return 'refused';
  }
}

const views: unknown[] = [
  { kind: 'movie', titleId: U }, { kind: 'series', titleId: U, episodeId: U2 }, { kind: 'series', titleId: U.toUpperCase() },
  { kind: 'episode', titleId: U }, { kind: 'movie', titleId: 'abc' }, { kind: 'movie', titleId: U, episodeId: 'x' }, { kind: 'movie', titleId: U, episodeId: U2 },
  { kind: 'movie', titleId: U, userId: U2 }, { kind: 'movie' }, {}, null, [], 'movie', 42,
  { kind: 'movie', titleId: U, episodeId: null }, { kind: 'movie', titleId: `${U}\u0000` },
  { kind: 'movie', titleId: '3f0e6a52-4c1d-9b8e-9f3a-2d7c1b5e8a90' }, JSON.parse(`{"kind":"movie","titleId":"${U}","__proto__":{"x":1}}`),
];

const saves: unknown[] = [
  { kind: 'movie', titleId: U, positionSeconds: 10.5, durationSeconds: 100 },
  { kind: 'movie', titleId: U, positionSeconds: 0, durationSeconds: 1, ended: true },
  { kind: 'episode', titleId: U, episodeId: U2, positionSeconds: 86400, durationSeconds: 86400, ended: false },
  { kind: 'episode', titleId: U, positionSeconds: 1, durationSeconds: 10 },
  { kind: 'movie', titleId: U, episodeId: U2, positionSeconds: 1, durationSeconds: 10 },
  { kind: 'movie', titleId: U, positionSeconds: -1, durationSeconds: 10 },
  { kind: 'movie', titleId: U, positionSeconds: 1, durationSeconds: 0.5 },
  { kind: 'movie', titleId: U, positionSeconds: 1, durationSeconds: 86401 },
  { kind: 'movie', titleId: U, positionSeconds: '1', durationSeconds: 10 },
  { kind: 'movie', titleId: U, positionSeconds: Number.NaN, durationSeconds: 10 },
  { kind: 'movie', titleId: U, positionSeconds: 1, durationSeconds: Number.POSITIVE_INFINITY },
  { kind: 'movie', titleId: U, positionSeconds: 1, durationSeconds: 10, ended: 'true' },
  { kind: 'movie', titleId: U, positionSeconds: 1, durationSeconds: 10, extra: 1 },
  { kind: 'series', titleId: U, positionSeconds: 1, durationSeconds: 10 },
  { kind: 'episode', titleId: U, episodeId: 'nope', positionSeconds: 1, durationSeconds: 10 },
  null, [], {},
];

const suggestions: unknown[] = [
  { q: 'le chat' }, { q: '' }, { q: 'é'.repeat(200) }, { q: 'x'.repeat(201) }, { q: '😀'.repeat(150) }, { q: 12 }, { q: ['le', 'chat'] },
  { q: null }, { q: 'le chat', page: '2' }, { q: 'le\u0000chat' }, { q: 'le \uD800chat' }, {}, null, [], 'q', JSON.parse('{"q":"x","__proto__":{"x":1}}'), JSON.parse('{"__proto__":{"q":"x"}}'),
];

describe('fast input paths', () => {
  it('accept a suggestions query only when SuggestQuery accepts it, with the same value', async () => {
    for (const data of suggestions) {
      const fast = fastSuggestQuery(data);
      const slow = await viaDto(SuggestQuery, data);
      if (fast !== null) expect({ data, value: fast }).toEqual({ data, value: slow });
    }
    expect(suggestions.slice(0, 3).map(fastSuggestQuery)).toEqual([{ q: 'le chat' }, { q: '' }, { q: 'é'.repeat(200) }]);
    expect(suggestions.slice(3).map(fastSuggestQuery).every((v) => v === null)).toBe(true);
    // What the fast path leaves to the DTO, the DTO still refuses (or, for 150 emoji of 2 units each, accepts).
    expect(await viaDto(SuggestQuery, { q: 'x'.repeat(201) })).toBe('refused');
    expect(await viaDto(SuggestQuery, { q: 'le\u0000chat' })).toBe('refused');
    expect(await viaDto(SuggestQuery, { q: 'le \uD800chat' })).toBe('refused');
    expect(await viaDto(SuggestQuery, { q: '😀'.repeat(150) })).toEqual({ q: '😀'.repeat(150) });
  });

  it('accept a results page query (JSON) only when SearchQuery accepts it, with the same value', async () => {
    const searches: unknown[] = [
      { q: 'le chat' }, { q: 'le chat', page: 2 }, { q: 'le chat', page: 10000, pageSize: PAGE_SIZE_MAX }, { q: '', pageSize: 1 },
      { q: 'le chat', page: '2' }, { q: 'le chat', page: 0 }, { q: 'le chat', page: 10001 }, { q: 'le chat', page: 1.5 }, { q: 'le chat', pageSize: PAGE_SIZE_MAX + 1 },
      { q: 'le chat', page: Number.NaN }, { q: 'le chat', page: null }, { q: 'le chat', kind: 'movie' }, { q: 'le chat', kind: 'anime' }, { q: 'le chat', sort: 'rating' },
      { page: 1 }, { q: 12 }, { q: 'x'.repeat(201) }, { q: 'le\u0000chat' }, null, [], JSON.parse('{"q":"x","page":1,"__proto__":{"x":1}}'),
    ];
    for (const data of searches) {
      const fast = fastSearchQuery(data);
      const slow = await viaDto(SearchQuery, data);
      if (fast !== null) expect({ data, value: fast }).toEqual({ data, value: slow });
    }
    expect(searches.slice(0, 4).map(fastSearchQuery)).toEqual([{ q: 'le chat' }, { q: 'le chat', page: 2 }, { q: 'le chat', page: 10000, pageSize: PAGE_SIZE_MAX }, { q: '', pageSize: 1 }]);
    expect(searches.slice(4).map(fastSearchQuery).every((v) => v === null)).toBe(true);
    // A kind goes through the DTO, which takes it.
    expect(await viaDto(SearchQuery, { q: 'le chat', kind: 'movie' })).toEqual({ q: 'le chat', kind: 'movie' });
  });

  it('accept a view only when RecordViewDto accepts it, with the same value', async () => {
    for (const data of views) {
      const fast = fastRecordView(data);
      const slow = await viaDto(RecordViewDto, data);
      if (fast !== null) expect({ data, value: fast }).toEqual({ data, value: slow });
    }
    expect(fastRecordView(views[0])).toEqual({ kind: 'movie', titleId: U });
    expect(fastRecordView(views[1])).toEqual({ kind: 'series', titleId: U, episodeId: U2 });
  });

  it('accept a progress save only when SaveProgressDto accepts it, with the same value', async () => {
    for (const data of saves) {
      const fast = fastSaveProgress(data);
      const slow = await viaDto(SaveProgressDto, data);
      if (fast !== null) expect({ data, value: fast }).toEqual({ data, value: slow });
    }
    expect(saves.slice(0, 3).map(fastSaveProgress).every((v) => v !== null)).toBe(true);
    expect(saves.slice(3).map(fastSaveProgress).every((v) => v === null)).toBe(true);
  });

  it('leave a film naming an episode to the DTO, which refuses it with its French message (the one check of that rule)', async () => {
    const save = { kind: 'movie', titleId: U, episodeId: U2, positionSeconds: 1, durationSeconds: 10 };
    const view = { kind: 'movie', titleId: U, episodeId: U2 };
    expect([fastSaveProgress(save), fastRecordView(view)]).toEqual([null, null]);
    const refused = { status: 400, code: 'VALIDATION_FAILED', message: NO_EPISODE_FOR_MOVIE, extra: { errors: [NO_EPISODE_FOR_MOVIE] } };
    await expect(validateDto(SaveProgressDto, save)).rejects.toMatchObject(refused);
    await expect(validateDto(RecordViewDto, view)).rejects.toMatchObject(refused);
    // Not a film: the same episode is fine.
    await expect(validateDto(RecordViewDto, { ...view, kind: 'series' })).resolves.toMatchObject({ episodeId: U2 });
  });
});
