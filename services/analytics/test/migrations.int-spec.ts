import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { describeMigrationHistory } from '../../../tests/support/migrations.js';
import { ANALYTICS_SCHEMA, createAnalyticsDataSource } from '../src/database/analytics-data-source.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const history = describeMigrationHistory({
  service: 'analytics',
  schema: ANALYTICS_SCHEMA,
  makeDataSource: (url) => createAnalyticsDataSource(url, 2),
  dir: fileURLToPath(new URL('../src/database/migrations', import.meta.url)),
  // Written for the first landed schema, which never changes: these statements stay valid.
  rowsAfterFirst: [
    `INSERT INTO view_events (event_id, kind, title_id, episode_id, viewed_at, day) VALUES ('${id(1)}', 'movie', '${id(100)}', NULL, '2026-11-20T10:00:00Z', '2026-11-20')`,
    `INSERT INTO title_day_views (day, kind, title_id, views) VALUES ('2026-11-20', 'movie', '${id(100)}', 1)`,
    `INSERT INTO title_month_views (month, kind, title_id, views) VALUES ('2026-11-01', 'movie', '${id(100)}', 1)`,
    `INSERT INTO titles (kind, id, title, described_at, stale_since) VALUES ('movie', '${id(100)}', 'Metropolis', now(), NULL)`,
    `INSERT INTO visits (visitor_id, day, last_visit) VALUES ('${id(200)}', '2026-11-20', now())`,
    `INSERT INTO visitors (visitor_id, first_day, last_day, last_visit) VALUES ('${id(200)}', '2026-11-20', '2026-11-20', now())`,
    `INSERT INTO visitor_months (month, visitor_id, last_day) VALUES ('2026-11-01', '${id(200)}', '2026-11-20')`,
    `INSERT INTO day_visitors (day, visitors) VALUES ('2026-11-20', 1)`,
    `INSERT INTO month_visitors (month, visitors) VALUES ('2026-11-01', 1)`,
  ],
  countRows: `SELECT (SELECT count(*) FROM view_events) + (SELECT count(*) FROM title_day_views) + (SELECT count(*) FROM title_month_views) + (SELECT count(*) FROM titles)
    + (SELECT count(*) FROM visits) + (SELECT count(*) FROM visitors) + (SELECT count(*) FROM visitor_months)
    + (SELECT count(*) FROM day_visitors) + (SELECT count(*) FROM month_visitors) AS n`,
});

describe('analytics schema', () => {
  it('keeps one visit per visitor and day, one daily count per title and day, and each view event once', () => {
    expect(history.fresh).toEqual(expect.arrayContaining([
      `index analytics.visits_pkey: CREATE UNIQUE INDEX visits_pkey ON analytics.visits USING btree (visitor_id, day)`,
      `index analytics.title_day_views_pkey: CREATE UNIQUE INDEX title_day_views_pkey ON analytics.title_day_views USING btree (day, kind, title_id)`,
      `index analytics.view_events_pkey: CREATE UNIQUE INDEX view_events_pkey ON analytics.view_events USING btree (event_id)`,
    ]));
  });

  it('has no column for a member id or a client address', () => {
    const columns = history.fresh.filter((line) => line.startsWith('column '));
    expect(columns.length).toBeGreaterThan(20);
    expect(columns.filter((line) => /user_id|member|address|\bip\b/i.test(line))).toEqual([]);
  });
});
