import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { ConfigError, loadConfig } from '@streaming/platform';
import { AnalyticsEnv } from '../config/analytics.env.js';
import { createAnalyticsDataSource } from '../database/analytics-data-source.js';
import { ExportRepository } from './export.repository.js';
import { exportCsv, parseExportArgs } from './export.rules.js';

// npm run analytics:export -- --from 2026-11-01 --to 2026-11-30 [--out fichier.csv | --out -]
// Views per title and Paris day of the period, as a CSV for a spreadsheet (export.rules.ts), read
// from analytics' daily counts in PostgreSQL (DATABASE_URL): no service needs to run.
const USAGE = 'Utilisation : npm run analytics:export -- --from AAAA-MM-JJ --to AAAA-MM-JJ [--out fichier.csv | --out -]';

const args = parseExportArgs(process.argv.slice(2));
if ('error' in args) {
  console.error(args.error);
  console.error(USAGE);
  process.exit(2);
}
let env: AnalyticsEnv;
try {
  env = loadConfig(AnalyticsEnv);
} catch (err) {
  console.error(err instanceof ConfigError ? `analytics:export : ${err.message}` : err);
  process.exit(2);
}
const ds = createAnalyticsDataSource(env.DATABASE_URL, 1);
try {
  await ds.initialize();
  const rows = await new ExportRepository().dailyViews(ds.manager, args.from, args.to);
  const csv = exportCsv(rows);
  if (args.out === '-') process.stdout.write(csv);
  else {
    writeFileSync(args.out, csv);
    console.error(`${rows.length} ligne(s) du ${args.from} au ${args.to} écrite(s) dans ${args.out}`);
  }
} catch (err) {
  console.error(`Export impossible : ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  if (ds.isInitialized) await ds.destroy();
}
