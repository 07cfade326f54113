import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import { createLogger } from '@streaming/platform';
import { Mailer } from './mailer.js';

const LINK = 'http://localhost:3000/reset-password#access_token=secret-token-123&type=recovery';
const dirs: string[] = [];

async function sendWithoutSmtp(logLinks: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'mailer-'));
  dirs.push(dir);
  let logged = '';
  const sink = new Writable({ write(chunk, _enc, done) { logged += String(chunk); done(); } });
  const mailer = new Mailer('Streaming <no-reply@exemple.fr>', undefined, dir, createLogger('identity', 'info', sink), logLinks);
  await mailer.send({ id: 'm1', to: 'alice@exemple.fr', subject: 'Réinitialisation', text: `Cliquez : ${LINK}`, html: `<a href="${LINK}">lien</a>` });
  mailer.close();
  return { logged, files: readdirSync(dir) };
}

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('mailer without SMTP', () => {
  it('in development, writes the mail and logs its link so a person can follow it', async () => {
    const { logged, files } = await sendWithoutSmtp(true);
    expect(files).toHaveLength(1);
    expect(logged).toContain(LINK);
  });

  it('in production, writes the mail but logs neither the link nor the address', async () => {
    const { logged, files } = await sendWithoutSmtp(false);
    expect(files).toHaveLength(1);
    expect(logged).toContain('mail written to');
    expect(logged).not.toContain('secret-token-123');
    expect(logged).not.toContain('alice@exemple.fr');
  });
});
