import { Writable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { QueryFailedError } from 'typeorm';
import { createLogger } from './logger.js';
import { urlForLog } from './log-sanitizer.js';

/** A logger whose lines are collected as text, as they would reach the log file. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('test', 'info', sink), text: () => lines.join('') };
}

/** What pg throws for a duplicate address: its `detail` quotes the value. */
function duplicateEmailError() {
  const driverError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    severity: 'ERROR',
    detail: 'Key (email)=(alice.secret@exemple.fr) already exists.',
    table: 'users',
  });
  return new QueryFailedError('INSERT INTO "identity"."users"("email", "password_hash") VALUES ($1, $2)', ['alice.secret@exemple.fr', '$argon2id$v=19$hash'], driverError);
}

describe('logger', () => {
  it('logs a database error with its code, message and query but without parameters or quoted values', () => {
    const { logger, text } = capture();
    logger.error({ err: duplicateEmailError(), requestId: 'r1' }, 'unhandled error in handler');
    const line = JSON.parse(text());
    expect(line.err).toMatchObject({ type: 'QueryFailedError', code: '23505', table: 'users', message: expect.stringContaining('duplicate key') });
    expect(line.err.query).toContain('INSERT INTO');
    expect(text()).not.toContain('alice.secret@exemple.fr');
    expect(text()).not.toContain('argon2id');
  });

  it('masks passwords, tokens, cookies and authorization headers at any depth, also in an error given alone', () => {
    const { logger, text } = capture();
    logger.info({ data: { password: 'Lumière-1895', nested: [{ refreshToken: 'rt-abc', accessToken: 'eyJ.x.y' }] }, headers: { authorization: 'Bearer eyJ.a.b', cookie: 'rt=abc' } }, 'call');
    logger.error(Object.assign(new Error('boom'), { parameters: ['bob@exemple.fr'] }));
    for (const secret of ['Lumière-1895', 'rt-abc', 'eyJ.x.y', 'Bearer eyJ.a.b', 'rt=abc', 'bob@exemple.fr']) expect(text()).not.toContain(secret);
    const [first, second] = text().trim().split('\n').map((l) => JSON.parse(l));
    expect(first.data.password).toBe('[masqué]');
    expect(first.msg).toBe('call');
    expect(second.err.message).toBe('boom');
  });

  it('survives cyclic objects', () => {
    const { logger, text } = capture();
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    logger.info({ a }, 'cycle');
    expect(JSON.parse(text()).a.name).toBe('a');
  });

  it('masks secret query values in URLs and keeps the others', () => {
    expect(urlForLog('/confirm-email?token=abc123&lang=fr')).toBe('/confirm-email?token=[masqué]&lang=fr');
    expect(urlForLog('/api/search?q=amelie&page=2')).toBe('/api/search?q=amelie&page=2');
    expect(urlForLog('/api/x?access_token=zz')).toBe('/api/x?access_token=[masqué]');
  });
});
