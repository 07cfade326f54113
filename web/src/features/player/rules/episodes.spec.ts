import { describe, expect, it } from '@jest/globals';
import { autoNextRemaining, nextEpisode, playOrder, previousEpisode, startingEpisode, watchedEpisodeIds } from './episodes';

const ep = (seasonNumber: number, episodeNumber: number) => ({ id: `s${seasonNumber}e${episodeNumber}`, seasonNumber, episodeNumber });
const seasons = [
  { seasonNumber: 2, episodes: [ep(2, 2), ep(2, 1)] },
  { seasonNumber: 1, episodes: [ep(1, 1), ep(1, 2)] },
  { seasonNumber: 3, episodes: [] },
  { seasonNumber: 4, episodes: [ep(4, 1)] },
];
const order = playOrder(seasons);

describe('series player (spec section 4)', () => {
  it('plays seasons and episodes in order, skipping empty seasons', () => {
    expect(order.map((e) => e.id)).toEqual(['s1e1', 's1e2', 's2e1', 's2e2', 's4e1']);
  });

  it('next at the end of a season goes to the next season’s first episode', () => {
    expect(nextEpisode(order, 's1e1')?.id).toBe('s1e2');
    expect(nextEpisode(order, 's1e2')?.id).toBe('s2e1');
    expect(nextEpisode(order, 's2e2')?.id).toBe('s4e1');
    expect(nextEpisode(order, 's4e1')).toBeNull();
    expect(nextEpisode(order, 'inconnu')).toBeNull();
  });

  it('previous at a season’s start goes to the previous season’s last episode', () => {
    expect(previousEpisode(order, 's2e1')?.id).toBe('s1e2');
    expect(previousEpisode(order, 's4e1')?.id).toBe('s2e2');
    expect(previousEpisode(order, 's1e1')).toBeNull();
  });

  it('opens on the episode to resume, else after the last one finished, else the first', () => {
    const entries = [
      { episodeId: 's1e1', completed: true, positionSeconds: 0, updatedAt: '2026-01-01T10:00:00Z' },
      { episodeId: 's1e2', completed: true, positionSeconds: 0, updatedAt: '2026-01-02T10:00:00Z' },
    ];
    expect(startingEpisode(order, 's2e2', entries)?.id).toBe('s2e2');
    expect(startingEpisode(order, null, entries)?.id).toBe('s2e1');
    expect(startingEpisode(order, 'supprimé', [])?.id).toBe('s1e1');
    expect(startingEpisode([], null, [])).toBeNull();
    // The server's episode to resume was finished: the page opens on the one after it (the same at the end).
    expect(startingEpisode(order, 's1e2', entries)?.id).toBe('s2e1');
    expect(startingEpisode(order, 's4e1', [{ episodeId: 's4e1', completed: true, positionSeconds: 0, updatedAt: '2026-01-03T10:00:00Z' }])?.id).toBe('s4e1');
    expect([...watchedEpisodeIds([...entries, { episodeId: 's2e1', completed: false, positionSeconds: 40, updatedAt: '2026-01-03T10:00:00Z' }])]).toEqual(['s1e1', 's1e2']);
  });

  it('opens on the episode a link asks for when the series has it, whatever the progress says', () => {
    const entries = [{ episodeId: 's2e1', completed: false, positionSeconds: 40, updatedAt: '2026-01-03T10:00:00Z' }];
    expect(startingEpisode(order, 's2e1', entries, 's1e2')?.id).toBe('s1e2');
    expect(startingEpisode(order, 's2e1', entries, 'supprimé')?.id).toBe('s2e1');
    expect(startingEpisode(order, 's2e1', entries, null)?.id).toBe('s2e1');
  });

  it('counts the 3 s of auto-next down to 0', () => {
    expect(autoNextRemaining(1_000, 1_000, 3)).toBe(3);
    expect(autoNextRemaining(1_000, 1_500, 3)).toBe(3);
    expect(autoNextRemaining(1_000, 2_100, 3)).toBe(2);
    expect(autoNextRemaining(1_000, 4_000, 3)).toBe(0);
    expect(autoNextRemaining(1_000, 9_000, 3)).toBe(0);
  });
});
