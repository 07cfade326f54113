import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack.mjs';

/** Reads .env (creating it with fresh secrets on first run) and returns its variables. */
export function loadDotEnv() {
  const file = join(ROOT, '.env');
  if (!existsSync(file)) {
    const secret = () => randomBytes(32).toString('base64url');
    writeFileSync(
      file,
      [
        '# Created by npm start. See .env.example for every variable.',
        `JWT_SECRET=${secret()}`,
        `CAPTCHA_SECRET=${secret()}`,
        'DATABASE_URL=postgres://postgres@127.0.0.1:5432/streaming',
        '',
      ].join('\n'),
    );
  }
  const vars = {};
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/.exec(line);
    if (m) vars[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  // Variables already set in the shell win over the file.
  for (const key of Object.keys(vars)) if (process.env[key] !== undefined) vars[key] = process.env[key];
  return vars;
}
