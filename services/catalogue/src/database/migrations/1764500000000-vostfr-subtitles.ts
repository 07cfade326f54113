import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * French subtitles (WebVTT) of the VOSTFR version of a film, a series or an episode: the player
 * shows them by default when that version plays in our own player.
 */
export class VostfrSubtitles1764500000000 implements MigrationInterface {
  name = 'VostfrSubtitles1764500000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series', 'episodes']) await q.query(`ALTER TABLE "${table}" ADD COLUMN "subtitles_url_vostfr" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['movies', 'series', 'episodes']) await q.query(`ALTER TABLE "${table}" DROP COLUMN IF EXISTS "subtitles_url_vostfr"`);
  }
}
