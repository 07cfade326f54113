import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { describeMigrationHistory } from '../../../tests/support/migrations.js';
import { createEngagementDataSource, ENGAGEMENT_SCHEMA } from '../src/database/engagement-data-source.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const history = describeMigrationHistory({
  service: 'engagement',
  schema: ENGAGEMENT_SCHEMA,
  makeDataSource: (url) => createEngagementDataSource(url, 2),
  dir: fileURLToPath(new URL('../src/database/migrations', import.meta.url)),
  // Written for the first landed schema, which never changes: these statements stay valid.
  rowsAfterFirst: [
    `INSERT INTO favorites (id, user_id, kind, title_id, created_at) VALUES
      ('${id(1)}', '${id(100)}', 'movie', '${id(200)}', now()), ('${id(2)}', '${id(100)}', 'series', '${id(300)}', now())`,
    `INSERT INTO watch_progress (id, user_id, kind, title_id, episode_id, position_seconds, duration_seconds, completed, updated_at) VALUES
      ('${id(11)}', '${id(100)}', 'movie', '${id(200)}', NULL, 600, 6000, false, now()),
      ('${id(12)}', '${id(100)}', 'episode', '${id(300)}', '${id(301)}', 0, 2700, true, now())`,
    `INSERT INTO view_windows (user_id, kind, title_id, last_counted_at) VALUES ('${id(100)}', 'movie', '${id(200)}', now())`,
  ],
  countRows: `SELECT (SELECT count(*) FROM favorites) + (SELECT count(*) FROM watch_progress) + (SELECT count(*) FROM view_windows) AS n`,
});

describe('engagement schema', () => {
  it('keeps one progress row per member and content, and one view window per member and title', () => {
    expect(history.fresh).toEqual(expect.arrayContaining([
      'constraint engagement.watch_progress.watch_progress_user_content_key: UNIQUE (user_id, content_id)',
      'constraint engagement.view_windows.view_windows_pkey: PRIMARY KEY (user_id, kind, title_id)',
      'constraint engagement.favorites.favorites_user_title_key: UNIQUE (user_id, kind, title_id)',
    ]));
  });
});
