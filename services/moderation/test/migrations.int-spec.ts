import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { describeMigrationHistory } from '../../../tests/support/migrations.js';
import { createModerationDataSource, MODERATION_SCHEMA } from '../src/database/moderation-data-source.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const history = describeMigrationHistory({
  service: 'moderation',
  schema: MODERATION_SCHEMA,
  makeDataSource: (url) => createModerationDataSource(url, 2),
  dir: fileURLToPath(new URL('../src/database/migrations', import.meta.url)),
  // Written for the first landed schema, which never changes: these statements stay valid.
  rowsAfterFirst: [
    `INSERT INTO reports (id, user_id, content_type, content_id, series_id, content_title, problem_type, status) VALUES
      ('${id(1)}', '${id(100)}', 'movie', '${id(200)}', NULL, 'Metropolis', 'audio_issue', 'pending'),
      ('${id(2)}', NULL, 'episode', '${id(300)}', '${id(301)}', 'Les Vampires — S1E1 La Tête coupée', 'other', 'resolved')`,
    `INSERT INTO content_requests (id, user_id, content_type, title, title_key) VALUES ('${id(11)}', '${id(100)}', 'movie', 'Playtime', 'playtime')`,
    `INSERT INTO request_members (request_id, user_id, counted_in_week) VALUES ('${id(11)}', '${id(100)}', true)`,
    `INSERT INTO popup_messages (id, title, content, is_active) VALUES ('${id(21)}', 'Bienvenue', 'Bonjour', true)`,
    `INSERT INTO contact_messages (id, user_id, typed_email, category, subject, message) VALUES ('${id(31)}', '${id(100)}', 'a@exemple.fr', 'autre', 'x', 'y')`,
  ],
  countRows: `SELECT (SELECT count(*) FROM reports) + (SELECT count(*) FROM content_requests) + (SELECT count(*) FROM request_members)
    + (SELECT count(*) FROM popup_messages) + (SELECT count(*) FROM contact_messages) AS n`,
});

describe('moderation schema', () => {
  it('keeps one open report per member, content and problem, one open request per title, one active popup, and counts reports by trigger', () => {
    expect(history.fresh).toEqual(expect.arrayContaining([
      `index moderation.reports_open_key: CREATE UNIQUE INDEX reports_open_key ON moderation.reports USING btree (user_id, content_type, content_id, problem_type) WHERE (status = ANY (ARRAY['pending'::text, 'in_progress'::text]))`,
      `index moderation.content_requests_open_key: CREATE UNIQUE INDEX content_requests_open_key ON moderation.content_requests USING btree (content_type, title_key) WHERE (status = ANY (ARRAY['pending'::text, 'approved'::text]))`,
      `index moderation.popup_messages_one_active_key: CREATE UNIQUE INDEX popup_messages_one_active_key ON moderation.popup_messages USING btree (is_active) WHERE is_active`,
      `trigger moderation.reports.reports_counts_status: CREATE TRIGGER reports_counts_status AFTER UPDATE OF status ON moderation.reports FOR EACH ROW WHEN ((old.status IS DISTINCT FROM new.status)) EXECUTE FUNCTION moderation.report_counts_track()`,
    ]));
  });
});
