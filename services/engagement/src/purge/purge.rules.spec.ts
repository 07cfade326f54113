import { describe, expect, it } from '@jest/globals';
import { purgeTargets, purgeTombstones, type PurgeEvent } from './purge.rules.js';

const at = '2026-11-23T10:00:00.000Z';

describe('purgeTargets', () => {
  it('sorts a batch of deletions by what they remove, each id once (a redelivery adds nothing)', () => {
    const events: PurgeEvent[] = [
      { id: '1', type: 'identity.user.deleted', occurredAt: at, data: { userId: 'u1' } },
      { id: '2', type: 'catalogue.movie.deleted', occurredAt: at, data: { id: 'm1', title: 'Metropolis' } },
      { id: '3', type: 'catalogue.series.deleted', occurredAt: at, data: { id: 's1' } },
      { id: '4', type: 'catalogue.episode.deleted', occurredAt: at, data: { id: 'e1', seriesId: 's2' } },
      { id: '2', type: 'catalogue.movie.deleted', occurredAt: at, data: { id: 'm1', title: 'Metropolis' } },
    ];
    expect(purgeTargets(events)).toEqual({ users: ['u1'], movies: ['m1'], series: ['s1'], episodes: ['e1'] });
  });

  it('an empty batch removes nothing', () => {
    expect(purgeTargets([])).toEqual({ users: [], movies: [], series: [], episodes: [] });
    expect(purgeTombstones(purgeTargets([]))).toEqual([]);
  });

  it("leaves a tombstone of every row of each member, and of each title's and episode's rows for every member", () => {
    const everyMember = '00000000-0000-0000-0000-000000000000';
    expect(purgeTombstones({ users: ['u1'], movies: ['m1'], series: ['s1'], episodes: ['e1'] })).toEqual([
      { userId: 'u1', targetId: everyMember },
      { userId: everyMember, targetId: 'm1' },
      { userId: everyMember, targetId: 's1' },
      { userId: everyMember, targetId: 'e1' },
    ]);
  });
});
