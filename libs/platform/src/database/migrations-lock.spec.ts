import { afterEach, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error plain ESM helper shared with `npm run migrations:lock`
import { appendMissing, checkMigrations, LOCK_FILE, migrationFiles } from '../../../../scripts/lib/migrations-lock.mjs';

interface Problem { kind: string; path: string; message: string }
const messages = (problems: Problem[]) => problems.map((p) => p.message);

// The lock compares each migration with the version the first commit listing it held (git history
// of HEAD), not only with services/migrations.sha256, which can be edited along with it. A migration
// no commit lists yet is new and allowed; without the whole history (shallow clone, no git) the
// check reports it cannot tell rather than passing. These tests build throwaway git repositories.
describe('migrations of this repository', () => {
  // A checkout without the whole history (a CI that clones shallow, an exported copy) can only be
  // checked against the list: the test says so and still fails on any other problem. The history
  // rule itself is proved below on throwaway repositories, whatever this checkout is.
  it('are every one listed in services/migrations.sha256 with the content they landed with', () => {
    expect(migrationFiles().length).toBeGreaterThan(0);
    const problems = checkMigrations() as Problem[];
    const history = problems.find((p) => p.kind === 'history');
    if (history) console.warn(`${history.message} Only ${LOCK_FILE} was checked here.`);
    expect(messages(problems.filter((p) => p.kind !== 'history'))).toEqual([]);
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
  const git = (...args: string[]) => execFileSync('git', ['-C', root, '-c', 'user.name=Test', '-c', 'user.email=test@exemple.fr', '-c', 'commit.gpgsign=false', ...args], { stdio: 'pipe' });
  const commit = (message: string) => {
    git('add', '--all');
    git('commit', '--quiet', '--allow-empty', '-m', message);
  };
  /** A git repository with two services' migrations, all listed and committed. */
  const landed = () => {
    root = mkdtempSync(join(tmpdir(), 'migrations-lock-'));
    git('init', '--quiet');
    write(`${CAT}/1763900000000-catalogue-init.ts`, 'CREATE TABLE movies\n');
    write(`${CAT}/1764000000000-search-rank-index.ts`, 'CREATE INDEX a\n');
    write(`${ID}/1763780000000-identity-init.ts`, 'CREATE TABLE users\n');
    mkdirSync(join(root, 'services', 'gateway', 'src'), { recursive: true }); // a service without migrations
    expect(appendMissing(root).added).toHaveLength(3);
    commit('Land three migrations');
    return lock();
  };
  /** The lock's line for a file, rewritten to the file's current SHA-256 (what an edit of both does). */
  const relist = (path: string) => {
    const sum = execFileSync('sha256sum', [path], { cwd: root }).toString().split(' ')[0];
    writeFileSync(join(root, LOCK_FILE), lock().replace(new RegExp(`^[0-9a-f]{64}(?=  ${path}$)`, 'm'), sum));
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

  it('fails when a landed migration is edited along with its line in the list, committed or not', () => {
    const before = landed();
    const path = `${CAT}/1764000000000-search-rank-index.ts`;
    write(path, 'CREATE INDEX a\nCREATE INDEX b\n');
    relist(path);
    expect(lock()).not.toEqual(before);
    const uncommitted = checkMigrations(root) as Problem[];
    commit('Edit a landed migration and its line');
    for (const problems of [uncommitted, checkMigrations(root) as Problem[]]) {
      expect(problems.map((p) => [p.kind, p.path])).toEqual([['changed', path]]);
      expect(problems[0].message).toMatch(/is not the file that landed in [0-9a-f]{12}, whatever services\/migrations\.sha256 says/);
    }
    // Listing it again from scratch does not make the edit pass either.
    writeFileSync(join(root, LOCK_FILE), before.split('\n').filter((l) => !l.endsWith(path)).join('\n'));
    commit('Drop its line');
    expect(appendMissing(root)).toEqual({ added: [], problems: [expect.objectContaining({ kind: 'changed', path })] });
  });

  it('passes with a new migration not committed yet, which may change until a commit lists it', () => {
    landed();
    const path = `${ID}/1764200000000-identity-sessions.ts`;
    write(path, 'ALTER TABLE users ADD a\n');
    expect(appendMissing(root).added).toEqual([path]);
    expect(checkMigrations(root)).toEqual([]);
    write(path, 'ALTER TABLE users ADD b\n'); // still a draft: its line follows it
    relist(path);
    expect(checkMigrations(root)).toEqual([]);
    commit('Land the sessions migration');
    write(path, 'ALTER TABLE users ADD c\n');
    relist(path);
    expect(checkMigrations(root).map((p: Problem) => [p.kind, p.path])).toEqual([['changed', path]]);
  });

  it('fails when a landed migration is deleted, even with its line, or its line alone is edited', () => {
    landed();
    const path = `${ID}/1763780000000-identity-init.ts`;
    unlinkSync(join(root, path));
    writeFileSync(join(root, LOCK_FILE), lock().split('\n').filter((l) => !l.endsWith(path)).join('\n'));
    commit('Delete a landed migration and its line');
    expect(messages(checkMigrations(root))).toEqual([expect.stringMatching(new RegExp(`^${path} is gone, but it landed in [0-9a-f]{12}`))]);
    write(path, 'CREATE TABLE users\n'); // put back as it landed: only the line is missing
    expect(appendMissing(root)).toEqual({ added: [path], problems: [] });
    writeFileSync(join(root, LOCK_FILE), lock().replace(/^[0-9a-f]{64}(?= {2}services\/catalogue)/m, '0'.repeat(64)));
    expect(checkMigrations(root)).toEqual([expect.objectContaining({ kind: 'malformed', path: LOCK_FILE, message: expect.stringContaining(`the line of ${CAT}/1763900000000-catalogue-init.ts is not the SHA-256 it landed with`) })]);
  });

  it('reports that it cannot tell, instead of passing, without the whole git history', () => {
    landed();
    const shallow = mkdtempSync(join(tmpdir(), 'migrations-lock-shallow-'));
    const copy = mkdtempSync(join(tmpdir(), 'migrations-lock-copy-'));
    try {
      execFileSync('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, shallow], { stdio: 'pipe' });
      execFileSync('git', ['archive', '--output', join(copy, 'tree.tar'), 'HEAD'], { cwd: root, stdio: 'pipe' });
      execFileSync('tar', ['-xf', 'tree.tar'], { cwd: copy });
      for (const checkout of [shallow, copy]) {
        expect(checkMigrations(checkout).map((p: Problem) => p.kind)).toEqual(['history']);
      }
      expect(messages(checkMigrations(shallow))[0]).toContain('is a shallow clone');
      expect(messages(checkMigrations(copy))[0]).toContain('is not a git checkout');
    } finally {
      rmSync(shallow, { recursive: true, force: true });
      rmSync(copy, { recursive: true, force: true });
    }
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
