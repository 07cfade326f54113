// npm run analytics:export -- --from 2026-11-01 --to 2026-11-30 [--out fichier.csv | --out -]
//
// Writes the views per title and Paris day of the period as a CSV for a spreadsheet (French
// conventions, stated in its header line: semicolons, JJ/MM/AAAA, decimal commas), read from the
// analytics schema with the stack's .env (DATABASE_URL; the shell's variables win). Runs the built
// analytics service's command (services/analytics/dist/export/export.cli.js): `npm run build` first.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/stack.mjs';
import { readDotEnv } from './lib/dotenv.mjs';

const cli = join(ROOT, 'services/analytics/dist/export/export.cli.js');
if (!existsSync(cli)) {
  console.error("Le service analytics n'est pas construit : lancez npm run build.");
  process.exit(2);
}
try {
  execFileSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: 'inherit', env: readDotEnv() });
} catch (err) {
  process.exit(err.status ?? 1);
}
