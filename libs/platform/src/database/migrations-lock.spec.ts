import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error plain ESM helper shared with `npm run migrations:lock`
import { appendMissing, checkMigrations, LOCK_FILE, migrationFiles } from '../../../../scripts/lib/migrations-lock.mjs';

interface Problem { kind: string; path: string; message: string }
const messages = (problems: Problem[]) => problems.map((p) => p.message);

describe('migrations of this repository', () => {
  it('are every one listed in services/migrations.sha256 with the content they landed with', () => {
    expect(migrationFiles().length).toBeGreaterThan(0);
    expect(messages(checkMigrations())).toEqual([]);
  });
});

describe('the migrations lock', () => {
  const CAT = 'services/catalogue/src/database/migrations';
  const ID = 'services/identity/src/database/migrations';
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const lock = () => readFileSync(join(root, LOCK_FILE), 'utf8');
  /** A repository with two services' migrations, all listed. */
  const landed = () => {
    root = mkdtempSync(join(tmpdir(), 'migrations-lock-'));
    write(`${CAT}/1763900000000-catalogue-init.ts`, 'CREATE TABLE movies\n');
    write(`${CAT}/1764000000000-search-rank-index.ts`, 'CREATE INDEX a\n');
    write(`${ID}/1763780000000-identity-init.ts`, 'CREATE TABLE users\n');
    mkdirSync(join(root, 'services', 'gateway', 'src'), { recursive: true }); // a service without migrations
    expect(appendMissing(root).added).toHaveLength(3);
    return lock();
  };

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists each file once as "<sha256>  <path>", sorted by path, the format sha256sum -c reads', () => {
    const text = landed();
    expect(text).toMatch(/^[0-9a-f]{64} {2}services\/catalogue\/src\/database\/migrations\/1763900000000-catalogue-init\.ts\n/);
    expect(text.trim().split('\n').map((l) => l.slice(66))).toEqual([
      `${CAT}/1763900000000-catalogue-init.ts`, `${CAT}/1764000000000-search-rank-index.ts`, `${ID}/1763780000000-identity-init.ts`,
    ]);
    expect(checkMigrations(root)).toEqual([]);
  });

  it('fails when a landed migration is edited, naming it and saying to add a new one', () => {
    landed();
    write(`${CAT}/1764000000000-search-rank-index.ts`, 'CREATE INDEX a\nCREATE INDEX b\n');
    const [problem, ...rest] = checkMigrations(root) as Problem[];
    expect(rest).toEqual([]);
    expect(problem.kind).toBe('changed');
    expect(problem.message).toContain(`${CAT}/1764000000000-search-rank-index.ts changed since it landed`);
    expect(problem.message).toContain('a migration on main never changes');
    expect(problem.message).toContain('add a new migration');
  });

  it('fails when a landed migration disappears or is renamed', () => {
    landed();
    unlinkSync(join(root, `${ID}/1763780000000-identity-init.ts`));
    write(`${ID}/1763780000000-identity-start.ts`, 'CREATE TABLE users\n');
    expect(messages(checkMigrations(root))).toEqual([
      expect.stringContaining(`${ID}/1763780000000-identity-init.ts is gone`),
      expect.stringContaining(`${ID}/1763780000000-identity-start.ts is not newer than ${ID}/1763780000000-identity-init.ts`),
    ]);
  });

  it('fails on a migration it does not list, giving the command that lists it', () => {
    landed();
    write(`${ID}/1764200000000-identity-sessions.ts`, 'ALTER TABLE users\n');
    expect(checkMigrations(root)).toEqual([{
      kind: 'unlisted',
      path: `${ID}/1764200000000-identity-sessions.ts`,
      message: `${ID}/1764200000000-identity-sessions.ts is not in ${LOCK_FILE}: once it is final, run \`npm run migrations:lock\` and commit ${LOCK_FILE} with it.`,
    }]);
  });

  it('fails on a new migration older than one already landed for its service', () => {
    landed();
    write(`${CAT}/1763950000000-late.ts`, 'ALTER TABLE movies\n');
    write(`${ID}/1763800000000-fine.ts`, 'ALTER TABLE users\n'); // identity's newest landed one is older
    expect(checkMigrations(root).map((p: Problem) => [p.kind, p.path])).toEqual([
      ['older', `${CAT}/1763950000000-late.ts`],
      ['unlisted', `${ID}/1763800000000-fine.ts`],
    ]);
  });

  it('fails on a malformed or repeated line and on a file not named <timestamp>-<name>.ts', () => {
    const text = landed();
    writeFileSync(join(root, LOCK_FILE), `${text}not a checksum\n${text.split('\n')[0]}\n`);
    write(`${CAT}/add-column.ts`, 'ALTER TABLE movies\n');
    expect(checkMigrations(root).map((p: Problem) => p.kind)).toEqual(['malformed', 'malformed', 'misnamed']);
  });

  it('adds only new migrations and never rewrites a line, even for a changed migration', () => {
    const before = landed();
    write(`${CAT}/1764000000000-search-rank-index.ts`, 'edited\n');
    write(`${CAT}/1764100000000-search-prefix-indexes.ts`, 'CREATE INDEX b\n');
    write(`${CAT}/1763000000000-too-old.ts`, 'CREATE INDEX c\n');
    const { added, problems } = appendMissing(root);
    expect(added).toEqual([`${CAT}/1764100000000-search-prefix-indexes.ts`]);
    expect(problems.map((p: Problem) => [p.kind, p.path])).toEqual([
      ['changed', `${CAT}/1764000000000-search-rank-index.ts`],
      ['older', `${CAT}/1763000000000-too-old.ts`],
    ]);
    const lines = lock().trim().split('\n');
    expect(lines.filter((l) => before.includes(`${l}\n`))).toHaveLength(3);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^[0-9a-f]{64} {2}services\/catalogue\/src\/database\/migrations\/1764100000000-search-prefix-indexes\.ts$/);
  });
});
