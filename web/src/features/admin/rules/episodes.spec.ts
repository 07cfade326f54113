import { describe, expect, it } from '@jest/globals';
import type { EpisodeDto } from '@streaming/contracts';

import {
  AIR_DATE_INVALID,
  blankEpisodeForm,
  DURATION_INVALID,
  EPISODE_INVALID,
  episodeFormErrors,
  episodeToForm,
  formToEpisodeDto,
  groupBySeason,
  newSeasonForm,
  nextEpisodeForm,
  nextEpisodeNumber,
  nextSeasonNumber,
  SEASON_INVALID,
  TITLE_REQUIRED,
} from './episodes';

function episode(seasonNumber: number, episodeNumber: number, fields: Partial<EpisodeDto> = {}): EpisodeDto {
  return {
    id: `e-${seasonNumber}-${episodeNumber}`,
    seriesId: 's-1',
    seasonNumber,
    episodeNumber,
    title: `Épisode ${episodeNumber}`,
    synopsis: null,
    durationMinutes: 45,
    airDate: null,
    videoUrl: null,
    videoUrlVf: null,
    videoUrlVostfr: null,
    playback: { vf: null, vostfr: null, subtitlesVostfr: null, elsewhere: null },
    thumbnailUrl: null,
    viewsCount: 0,
    ...fields,
  };
}

describe('next numbers', () => {
  const episodes = [episode(1, 1), episode(1, 2), episode(3, 4), episode(3, 1)];

  it('starts a new season after the highest one, at episode 1', () => {
    expect(nextSeasonNumber(episodes)).toBe(4);
    expect(newSeasonForm(episodes)).toMatchObject({ seasonNumber: '4', episodeNumber: '1' });
  });

  it('adds after the highest episode of a season, whatever the order they come in', () => {
    expect(nextEpisodeNumber(episodes, 1)).toBe(3);
    expect(nextEpisodeNumber(episodes, 3)).toBe(5);
    expect(nextEpisodeNumber(episodes, 2)).toBe(1);
    expect(nextEpisodeForm(episodes)).toMatchObject({ seasonNumber: '3', episodeNumber: '5' });
  });

  it('begins a series without episodes at season 1, episode 1', () => {
    expect(nextSeasonNumber([])).toBe(1);
    expect(nextEpisodeForm([])).toMatchObject({ seasonNumber: '1', episodeNumber: '1' });
    expect(newSeasonForm([])).toMatchObject({ seasonNumber: '1', episodeNumber: '1' });
  });
});

describe('episodeFormErrors', () => {
  const valid = { ...blankEpisodeForm(1, 1), title: 'Pilote' };

  it('accepts a title with the defaults (45 minutes, no air date, no address)', () => {
    expect(valid.durationMinutes).toBe('45');
    expect(episodeFormErrors(valid)).toEqual([]);
  });

  it('asks for a season and an episode of at least 1 and a title that is not blank', () => {
    expect(episodeFormErrors({ ...valid, seasonNumber: '0', episodeNumber: '', title: '  ' })).toEqual([SEASON_INVALID, EPISODE_INVALID, TITLE_REQUIRED]);
    expect(episodeFormErrors({ ...valid, seasonNumber: '1.5', episodeNumber: '-2' })).toEqual([SEASON_INVALID, EPISODE_INVALID]);
  });

  it('takes a duration of at least 1 minute, or none', () => {
    expect(episodeFormErrors({ ...valid, durationMinutes: '0' })).toEqual([DURATION_INVALID]);
    expect(episodeFormErrors({ ...valid, durationMinutes: '1' })).toEqual([]);
    expect(episodeFormErrors({ ...valid, durationMinutes: '' })).toEqual([]);
  });

  it('takes a real day as air date, and http(s) addresses', () => {
    expect(episodeFormErrors({ ...valid, airDate: '2024-02-30' })).toEqual([AIR_DATE_INVALID]);
    expect(episodeFormErrors({ ...valid, airDate: '2024-02-29' })).toEqual([]);
    expect(episodeFormErrors({ ...valid, videoUrl: 'ftp://exemple.fr/a.mp4', thumbnailUrl: 'vignette' })).toEqual([
      'La vidéo doit être une adresse http(s) valide.',
      'La vignette doit être une adresse http(s) valide.',
    ]);
    expect(episodeFormErrors({ ...valid, videoUrlVf: ' https://exemple.fr/vf.mp4 ' })).toEqual([]);
  });
});

describe('form <-> DTO', () => {
  it('sends numbers, a trimmed title and null for what was left empty', () => {
    expect(formToEpisodeDto({ ...blankEpisodeForm(2, 3), title: ' Le retour ', durationMinutes: '', videoUrlVf: ' https://exemple.fr/vf.mp4 ' })).toEqual({
      seasonNumber: 2,
      episodeNumber: 3,
      title: 'Le retour',
      synopsis: null,
      durationMinutes: null,
      airDate: null,
      videoUrl: null,
      videoUrlVf: 'https://exemple.fr/vf.mp4',
      videoUrlVostfr: null,
      thumbnailUrl: null,
    });
  });

  it('gives an episode back as it was once it went through the form', () => {
    const saved = episode(2, 7, {
      title: 'Finale',
      synopsis: 'Tout se joue.',
      durationMinutes: 52,
      airDate: '2023-11-05',
      videoUrl: 'https://exemple.fr/v.mp4',
      videoUrlVf: null,
      videoUrlVostfr: 'https://exemple.fr/vostfr.mp4',
      thumbnailUrl: 'https://exemple.fr/v.jpg',
    });
    const form = episodeToForm(saved);
    expect(form).toMatchObject({ seasonNumber: '2', episodeNumber: '7', durationMinutes: '52', airDate: '2023-11-05', videoUrlVf: '' });
    const { seasonNumber, episodeNumber, title, synopsis, durationMinutes, airDate, videoUrl, videoUrlVf, videoUrlVostfr, thumbnailUrl } = saved;
    expect(formToEpisodeDto(form)).toEqual({ seasonNumber, episodeNumber, title, synopsis, durationMinutes, airDate, videoUrl, videoUrlVf, videoUrlVostfr, thumbnailUrl });
  });
});

describe('groupBySeason', () => {
  it('makes one group per season in order, each by episode number', () => {
    const groups = groupBySeason([episode(2, 2), episode(1, 2), episode(2, 1), episode(1, 1)]);
    expect(groups.map((group) => [group.seasonNumber, group.episodes.map((item) => item.episodeNumber)])).toEqual([
      [1, [1, 2]],
      [2, [1, 2]],
    ]);
    expect(groupBySeason([])).toEqual([]);
  });
});
