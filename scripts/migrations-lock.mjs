// npm run migrations:lock: adds the migrations services/migrations.sha256 does not list yet (run it
// once a new migration is final, and commit the list with it: the first commit that lists a migration
// is where it lands, and from then on git history holds it as it was). It never rewrites a line: a
// migration already on main that changed, even with its line edited too, stays reported until it is
// restored. A migration no commit lists yet is new and may still change; in a shallow clone or a copy
// without git history it reports that it cannot check (see scripts/lib/migrations-lock.mjs).
import { appendMissing, LOCK_FILE } from './lib/migrations-lock.mjs';

const { added, problems } = appendMissing();
for (const path of added) console.log(`${LOCK_FILE}: added ${path}`);
if (!added.length && !problems.length) console.log(`${LOCK_FILE}: every migration is listed`);
for (const p of problems) console.error(p.message);
process.exit(problems.length ? 1 : 0);
