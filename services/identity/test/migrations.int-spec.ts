import { fileURLToPath } from 'node:url';
import { describeMigrationHistory } from '../../../tests/support/migrations.js';
import { createIdentityDataSource, IDENTITY_SCHEMA } from '../src/database/identity-data-source.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describeMigrationHistory({
  service: 'identity',
  schema: IDENTITY_SCHEMA,
  makeDataSource: createIdentityDataSource,
  dir: fileURLToPath(new URL('../src/database/migrations', import.meta.url)),
  // Written for the first landed schema, which never changes: these statements stay valid.
  rowsAfterFirst: [
    `INSERT INTO users (id, email, password_hash, email_confirmed_at, tokens_valid_after, created_at, updated_at) VALUES
      ('${id(1)}', 'ada@exemple.fr', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', now(), now(), now(), now()),
      ('${id(2)}', 'alan@exemple.fr', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', NULL, now(), now(), now())`,
    `INSERT INTO admin_users (id, user_id, created_at) VALUES ('${id(11)}', '${id(1)}', now())`,
    `INSERT INTO bans (id, user_id, reason, created_by, created_at) VALUES ('${id(21)}', '${id(2)}', 'Spam', '${id(1)}', now())`,
  ],
  countRows: `SELECT count(*) AS n FROM users`,
});
