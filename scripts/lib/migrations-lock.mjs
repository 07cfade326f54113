// A migration never changes once it is on main: a database migrated before the edit never runs it
// again, so it would silently differ from a fresh one. services/migrations.sha256 lists the SHA-256
// of every migration file of every service as it landed (`sha256sum` format: `sha256sum -c
// services/migrations.sha256` checks it too). The list only grows: `npm run migrations:lock` appends
// the files it does not list yet and never rewrites a line. A unit test (npm test) runs checkMigrations.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const LOCK_FILE = 'services/migrations.sha256';
export const LOCK_COMMAND = 'npm run migrations:lock';

const MIGRATION_NAME = /^(\d{13})-[a-z0-9-]+\.ts$/;
const LOCK_LINE = /^([0-9a-f]{64}) {2}(\S+)$/;

/** Every migration file of every service, as repository paths (`services/<svc>/src/database/migrations/*.ts`), sorted. */
export function migrationFiles(root = REPO_ROOT) {
  const files = [];
  for (const service of readdirSync(join(root, 'services')).sort()) {
    const dir = join(root, 'services', service, 'src', 'database', 'migrations');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts')) files.push(`services/${service}/src/database/migrations/${name}`);
    }
  }
  return files;
}

export const sha256 = (root, path) => createHash('sha256').update(readFileSync(join(root, path))).digest('hex');

/** The lock's lines as they are, and its entries (path -> sha256); malformed or repeated lines are problems. */
export function readLock(root = REPO_ROOT) {
  const file = join(root, LOCK_FILE);
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((l) => l !== '') : [];
  const entries = new Map();
  const problems = [];
  for (const line of lines) {
    const m = LOCK_LINE.exec(line);
    if (!m) problems.push({ kind: 'malformed', path: LOCK_FILE, message: `${LOCK_FILE}: malformed line "${line}" (expected "<sha256>  <path>")` });
    else if (entries.has(m[2])) problems.push({ kind: 'malformed', path: LOCK_FILE, message: `${LOCK_FILE}: ${m[2]} is listed twice` });
    else entries.set(m[2], m[1]);
  }
  return { lines, entries, problems };
}

const serviceOf = (path) => path.split('/')[1];
const timestampOf = (path) => MIGRATION_NAME.exec(path.split('/').pop())?.[1];

/**
 * What breaks the rule, one problem per file ({ kind, path, message }, the message readable on its
 * own): a listed migration changed ('changed') or gone ('gone'), a migration not listed yet
 * ('unlisted'), or not listed and not newer than one already listed for its service ('older': a
 * database that ran the newer one would run it after, a fresh one before), or badly named ('misnamed').
 */
export function checkMigrations(root = REPO_ROOT) {
  const { entries, problems } = readLock(root);
  const files = migrationFiles(root);
  const present = new Set(files);
  for (const [path, sum] of entries) {
    if (!present.has(path)) {
      problems.push({ kind: 'gone', path, message: `${path} is gone, but ${LOCK_FILE} lists it: a migration on main never changes nor disappears; put it back and add a new migration (newer timestamp) for what should change.` });
    } else if (sha256(root, path) !== sum) {
      problems.push({ kind: 'changed', path, message: `${path} changed since it landed (its SHA-256 is not the one in ${LOCK_FILE}): a migration on main never changes, because databases that already ran it never run it again; restore it (git log --follow -p -- ${path}) and add a new migration (newer timestamp) for the change.` });
    }
  }
  for (const path of files) {
    if (entries.has(path)) continue;
    const ts = timestampOf(path);
    if (!ts) {
      problems.push({ kind: 'misnamed', path, message: `${path}: a migration file is named <13-digit timestamp>-<kebab-case-name>.ts, the timestamp being its class name's suffix.` });
      continue;
    }
    const newer = [...entries.keys()].filter((p) => serviceOf(p) === serviceOf(path) && (timestampOf(p) ?? '') >= ts).sort();
    if (newer.length) {
      problems.push({ kind: 'older', path, message: `${path} is not newer than ${newer.at(-1)}, which is already on main: give it a newer timestamp (file name, class name and \`name\`), then run \`${LOCK_COMMAND}\`.` });
    } else {
      problems.push({ kind: 'unlisted', path, message: `${path} is not in ${LOCK_FILE}: once it is final, run \`${LOCK_COMMAND}\` and commit ${LOCK_FILE} with it.` });
    }
  }
  return problems;
}

/**
 * Lists the migrations checkMigrations reports as only 'unlisted'; the lines already there are kept
 * exactly as they are (the file stays sorted by path). Returns the added paths and what is still wrong.
 */
export function appendMissing(root = REPO_ROOT) {
  const { lines } = readLock(root);
  const added = checkMigrations(root).filter((p) => p.kind === 'unlisted').map((p) => p.path);
  if (added.length) {
    const pathOf = (line) => LOCK_LINE.exec(line)?.[2] ?? line;
    const next = [...lines, ...added.map((p) => `${sha256(root, p)}  ${p}`)];
    next.sort((a, b) => (pathOf(a) < pathOf(b) ? -1 : pathOf(a) > pathOf(b) ? 1 : 0));
    writeFileSync(join(root, LOCK_FILE), `${next.join('\n')}\n`);
  }
  return { added, problems: checkMigrations(root) };
}
