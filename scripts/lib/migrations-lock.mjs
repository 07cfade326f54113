// A migration never changes once it is on main: a database migrated before the edit never runs it
// again, so it would silently differ from a fresh one. services/migrations.sha256 lists the SHA-256
// of every migration file of every service as it landed (`sha256sum` format: `sha256sum -c
// services/migrations.sha256` checks it too). The list only grows: `npm run migrations:lock` appends
// the files it does not list yet and never rewrites a line. A unit test (npm test) runs checkMigrations.
//
// The list alone can be edited along with the migration, so the check also reads git history: a
// migration has landed once a commit of HEAD's history lists it in services/migrations.sha256, and
// it must stay as it was in the first such commit (`git cat-file blob <commit>:<path>`), whatever
// the list says today; a migration that history lists must still be there, even if the list no
// longer names it. A migration no commit lists yet (new in the working tree, or committed while
// still a draft and not listed) has not landed: only the list's rules apply to it, so a new
// migration is allowed. The check needs the whole history: in a shallow clone or a copy without
// git, the oldest commit there would pass for where every migration landed, so it reports that
// ('history') instead of passing (`git fetch --unshallow`); the repository's unit test then warns
// and checks the list alone. CI runs on a full clone.
import { execFileSync } from 'node:child_process';
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

const digest = (bytes) => createHash('sha256').update(bytes).digest('hex');
export const sha256 = (root, path) => digest(readFileSync(join(root, path)));

const git = (root, args) => execFileSync('git', ['-C', root, ...args], { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });

/**
 * What history says landed: path -> { commit, sum } for each migration some commit of HEAD's
 * history lists, `commit` being the first such commit and `sum` the SHA-256 of the file in it (of
 * its line there if the commit lacks the file). `problem` when the history cannot say (no git
 * repository, a shallow clone); a repository without any commit yet has nothing landed.
 */
export function landedMigrations(root = REPO_ROOT) {
  const landed = new Map();
  const noHistory = (why) => ({ landed, problem: { kind: 'history', path: LOCK_FILE, message: `${why}: the migrations lock compares each landed migration with the version it landed with in git history, which this checkout lacks; check it in a full clone (git fetch --unshallow).` } });
  if (!existsSync(join(root, '.git'))) return noHistory(`${root} is not a git checkout`);
  try {
    if (git(root, ['rev-parse', '--is-shallow-repository']).toString().trim() === 'true') return noHistory(`${root} is a shallow clone`);
  } catch {
    return noHistory(`git cannot read ${root}`);
  }
  let log;
  try {
    log = git(root, ['log', '--reverse', '--topo-order', '--no-renames', '--format=%x00%H', '-p', '--unified=0', 'HEAD', '--', LOCK_FILE]).toString();
  } catch {
    return { landed }; // no commit yet
  }
  for (const chunk of log.split('\0').slice(1)) {
    const [commit, ...lines] = chunk.split('\n');
    for (const line of lines) {
      const m = line.startsWith('+') && !line.startsWith('+++') ? LOCK_LINE.exec(line.slice(1)) : null;
      if (!m || landed.has(m[2])) continue;
      let sum = m[1];
      try {
        sum = digest(git(root, ['cat-file', 'blob', `${commit}:${m[2]}`]));
      } catch {
        // the commit listed a file it did not hold: its line is all history says
      }
      landed.set(m[2], { commit, sum });
    }
  }
  return { landed };
}

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
 * own): a landed migration changed ('changed') or gone ('gone'), a line of the list that is not
 * what its migration landed with ('malformed'), a migration not listed yet ('unlisted'), or not
 * listed and not newer than one already landed for its service ('older': a database that ran the
 * newer one would run it after, a fresh one before), or badly named ('misnamed'); 'history' when
 * git history cannot be read (see landedMigrations).
 */
export function checkMigrations(root = REPO_ROOT) {
  const { entries, problems } = readLock(root);
  const { landed, problem } = landedMigrations(root);
  if (problem) problems.push(problem);
  const files = migrationFiles(root);
  const present = new Set(files);
  const known = [...new Set([...landed.keys(), ...entries.keys()])].sort();
  for (const path of known) {
    const listed = entries.get(path);
    const history = landed.get(path);
    if (!present.has(path)) {
      const where = listed ? `${LOCK_FILE} lists it` : `it landed in ${history.commit.slice(0, 12)}`;
      problems.push({ kind: 'gone', path, message: `${path} is gone, but ${where}: a migration on main never changes nor disappears; put it back and add a new migration (newer timestamp) for what should change.` });
      continue;
    }
    const sum = sha256(root, path);
    if (sum !== (history?.sum ?? listed)) {
      const since = history ? `it is not the file that landed in ${history.commit.slice(0, 12)}, whatever ${LOCK_FILE} says` : `its SHA-256 is not the one in ${LOCK_FILE}`;
      problems.push({ kind: 'changed', path, message: `${path} changed since it landed (${since}): a migration on main never changes, because databases that already ran it never run it again; restore it (git log --follow -p -- ${path}) and add a new migration (newer timestamp) for the change.` });
    } else if (listed === undefined) {
      problems.push({ kind: 'unlisted', path, message: `${path} landed in ${history.commit.slice(0, 12)} but ${LOCK_FILE} no longer lists it: run \`${LOCK_COMMAND}\` to put its line back.` });
    } else if (listed !== sum) {
      problems.push({ kind: 'malformed', path: LOCK_FILE, message: `${LOCK_FILE}: the line of ${path} is not the SHA-256 it landed with; put back "${sum}  ${path}".` });
    }
  }
  for (const path of files) {
    if (known.includes(path)) continue;
    const ts = timestampOf(path);
    if (!ts) {
      problems.push({ kind: 'misnamed', path, message: `${path}: a migration file is named <13-digit timestamp>-<kebab-case-name>.ts, the timestamp being its class name's suffix.` });
      continue;
    }
    const newer = known.filter((p) => serviceOf(p) === serviceOf(path) && (timestampOf(p) ?? '') >= ts);
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
