import { describe, expect, it } from '@jest/globals';
import type { EpisodeDto } from '@streaming/contracts';
import { groupSeasons } from './series.mapper.js';

const ep = (season: number, episode: number) => ({ id: `${season}-${episode}`, seasonNumber: season, episodeNumber: episode }) as EpisodeDto;

describe('seasons', () => {
  it('groups ordered episodes by season', () => {
    const seasons = groupSeasons([ep(1, 1), ep(1, 2), ep(2, 1), ep(4, 1)]);
    expect(seasons.map((s) => [s.seasonNumber, s.episodes.map((e) => e.id)])).toEqual([[1, ['1-1', '1-2']], [2, ['2-1']], [4, ['4-1']]]);
    expect(groupSeasons([])).toEqual([]);
  });
});
