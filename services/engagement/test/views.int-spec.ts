import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { EngagementEvents } from '@streaming/contracts';
import { loadConfig } from '@streaming/platform';
import { EngagementEnv } from '../src/config/engagement.env.js';
import { startEngagement } from '../src/engagement.app.js';
import { member, useEngagement } from './engagement-context.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { storedEvents } from './events.js';
import { recordView } from './member-writes.js';

// Members' views as the gateway sends them: items of member batches (member-writes.ts).
const ctx = useEngagement('views');

const outboxSize = async () => (await ctx.db.query(`SELECT count(*)::int AS n FROM outbox`)).rows[0].n as number;
const viewsOf = async (titleId: string) =>
  (await storedEvents(ctx, EngagementEvents.viewRecorded)).filter((e) => e.data.titleId === titleId);
/** Every counted view's event is published once the outbox is empty (a row leaves it once JetStream stored its event). */
const outboxPublished = () => waitUntil(outboxSize, (n) => n === 0, { what: 'the outbox published' });

describe('views', () => {
  it('counts the first view of a title, not the next ones within the hour, and publishes the counted one', async () => {
    const m = member();
    const film = randomUUID();
    const before = Date.now();
    expect(await recordView(ctx, m, { kind: 'movie', titleId: film })).toEqual({ counted: true });
    expect(await recordView(ctx, m, { kind: 'movie', titleId: film })).toEqual({ counted: false });

    await outboxPublished();
    const [event, ...more] = await viewsOf(film);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ type: 'engagement.view.recorded', data: { userId: m.userId, kind: 'movie', titleId: film, episodeId: null } });
    expect(event.data.viewId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(event.data.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('counts per member and per title: another member, another title or a series with the same id count on their own', async () => {
    const [a, b] = [member(), member()];
    const title = randomUUID();
    const episode = randomUUID();
    expect(await recordView(ctx, a, { kind: 'series', titleId: title, episodeId: episode })).toEqual({ counted: true });
    expect(await recordView(ctx, a, { kind: 'series', titleId: title, episodeId: randomUUID() })).toEqual({ counted: false });
    expect(await recordView(ctx, b, { kind: 'series', titleId: title })).toEqual({ counted: true });
    expect(await recordView(ctx, a, { kind: 'movie', titleId: title })).toEqual({ counted: true });

    await outboxPublished();
    const events = await viewsOf(title);
    expect(events.map((e) => [e.data.userId, e.data.kind, e.data.episodeId]).sort()).toEqual(
      [[a.userId, 'series', episode], [b.userId, 'series', null], [a.userId, 'movie', null]].sort(),
    );
  });

  it('counts again once the hour since the last counted view has passed', async () => {
    const m = member();
    const film = randomUUID();
    expect(await recordView(ctx, m, { kind: 'movie', titleId: film })).toEqual({ counted: true });
    await ctx.db.query(`UPDATE view_windows SET last_counted_at = now() - interval '59 minutes' WHERE title_id = $1`, [film]);
    expect(await recordView(ctx, m, { kind: 'movie', titleId: film })).toEqual({ counted: false });
    await ctx.db.query(`UPDATE view_windows SET last_counted_at = now() - interval '61 minutes' WHERE title_id = $1`, [film]);
    expect(await recordView(ctx, m, { kind: 'movie', titleId: film })).toEqual({ counted: true });
    await outboxPublished();
    expect(await viewsOf(film)).toHaveLength(2);
  });

  it('50 parallel calls of one member on one title count exactly once and publish one event', async () => {
    const m = member();
    const film = randomUUID();
    const results = await Promise.all(Array.from({ length: 50 }, () => recordView(ctx, m, { kind: 'movie', titleId: film })));
    expect(results.filter((r) => r.counted)).toHaveLength(1);
    await outboxPublished();
    expect(await viewsOf(film)).toHaveLength(1);
  });

  it('many members at once, with repeats, across two replicas: one counted view per member and title', async () => {
    const env = loadConfig(EngagementEnv, { ...process.env, ...ctx.names, WRITE_BATCH_WAIT_MS: '5' });
    const second = await startEngagement(env);
    try {
      const members = Array.from({ length: 40 }, member);
      const titles: string[] = [randomUUID(), randomUUID(), randomUUID()];
      const calls = [];
      for (let round = 0; round < 3; round++) {
        for (const m of members) for (const t of titles) calls.push({ m, t });
      }
      const results = await Promise.all(calls.map(({ m, t }) => recordView(ctx, m, { kind: 'movie', titleId: t })));
      expect(results.filter((r) => r.counted)).toHaveLength(members.length * titles.length);
      const counted = new Set(calls.filter((_, i) => results[i].counted).map(({ m, t }) => `${m.userId}|${t}`));
      expect(counted.size).toBe(members.length * titles.length);

      await outboxPublished();
      const events = (await storedEvents(ctx, EngagementEvents.viewRecorded)).filter((e) => titles.includes(e.data.titleId));
      expect(new Set(events.map((e) => `${e.data.userId}|${e.data.titleId}`)).size).toBe(events.length);
      expect(events).toHaveLength(members.length * titles.length);
    } finally {
      await second.close();
    }
  });

  it('answers 503 to every view of a batch that cannot be written, and counts them once it can', async () => {
    const m = member();
    const film = randomUUID();
    await ctx.db.query(`ALTER TABLE view_windows RENAME TO view_windows_away`);
    try {
      const failed = await Promise.allSettled(Array.from({ length: 5 }, () => recordView(ctx, m, { kind: 'movie', titleId: film })));
      expect(failed.map((r) => (r.status === 'rejected' ? (r.reason as { status: number; message: string }) : r.value))).toEqual(
        Array.from({ length: 5 }, () => expect.objectContaining({ status: 503, message: 'Service momentanément indisponible. Réessayez dans quelques instants.' })),
      );
    } finally {
      await ctx.db.query(`ALTER TABLE view_windows_away RENAME TO view_windows`);
    }
    expect(await recordView(ctx, m, { kind: 'movie', titleId: film })).toEqual({ counted: true });
    await outboxPublished();
    expect(await viewsOf(film)).toHaveLength(1);
  });

  it('refuses bad views and counts nothing', async () => {
    const m = member();
    const film = randomUUID();
    await expect(recordView(ctx, m, { kind: 'movie', titleId: film, episodeId: randomUUID() })).rejects.toMatchObject({ status: 400, message: "Un film n'a pas d'épisode : retirez episodeId." });
    await expect(recordView(ctx, m, { kind: 'episode', titleId: film })).rejects.toMatchObject({ status: 400, message: 'Type inconnu : choisissez movie ou series.' });
    await expect(recordView(ctx, m, { kind: 'movie', titleId: 'abc' })).rejects.toMatchObject({ status: 400 });
    await expect(recordView(ctx, m, { kind: 'movie', titleId: film, userId: randomUUID() })).rejects.toMatchObject({ status: 400, message: 'Champ inconnu : userId' });
    expect((await ctx.db.query(`SELECT count(*)::int AS n FROM view_windows WHERE title_id = $1`, [film])).rows[0].n).toBe(0);
    expect(await recordView(ctx, m, { kind: 'movie', titleId: film })).toEqual({ counted: true });
  });
});
