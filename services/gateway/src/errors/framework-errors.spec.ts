import { describe, expect, it } from '@jest/globals';
import { Duplex } from 'node:stream';
import { answerClientError, frameworkProblem, isStaticForbiddenPath, statusProblem } from './framework-errors.js';

/** Words of Fastify's and Nest's English defaults. */
const ENGLISH = /\b(the|is|not|valid|url|component|exceeding|param|length|forbidden|unauthorized|bad request|failed)\b/i;

describe('framework errors in French', () => {
  it('answers Fastify’s router errors as French problems', () => {
    expect(frameworkProblem('FST_ERR_BAD_URL')).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: expect.stringMatching(/UTF-8/) });
    expect(frameworkProblem('FST_ERR_MAX_PARAM_LENGTH')).toMatchObject({ status: 414, detail: 'L’adresse demandée est trop longue.' });
    expect(frameworkProblem('FST_ERR_CTP_EMPTY_JSON_BODY')).toMatchObject({ status: 400 });
    expect(frameworkProblem('FST_ERR_UNKNOWN')).toBeUndefined();
    expect(frameworkProblem('constructor')).toBeUndefined();
  });

  it('has a French detail for every 4xx status, never the framework’s text', () => {
    for (let status = 400; status < 500; status++) {
      const p = statusProblem(status);
      expect({ status, ok: p.status === status && !ENGLISH.test(p.detail) && /[a-zé]{3}/.test(p.detail) }).toEqual({ status, ok: true });
    }
    expect(statusProblem(403)).toMatchObject({ code: 'FORBIDDEN', detail: 'Accès refusé.' });
  });

  it('recognises the static files’ refusal of a path', () => {
    expect(isStaticForbiddenPath({ code: 'FST_STATIC_FORBIDDEN_PATH', statusCode: 403 })).toBe(true);
    expect(isStaticForbiddenPath({ code: 'FST_ERR_BAD_URL' })).toBe(false);
    expect(isStaticForbiddenPath(undefined)).toBe(false);
  });
});

describe('answers to requests Node’s parser refuses', () => {
  /** A socket that keeps what is written to it; `inFlight` is an answer to an earlier request that has started. */
  const socket = (inFlight?: { headersSent: boolean }) => {
    const written: string[] = [];
    const s = new Duplex({ read() {}, write(chunk: Buffer, _enc, done) { written.push(chunk.toString('utf8')); done(); } });
    Object.assign(s, { _httpMessage: inFlight });
    return { s, written };
  };
  const refuse = (code: string, inFlight?: { headersSent: boolean }) => {
    const { s, written } = socket(inFlight);
    answerClientError(Object.assign(new Error(code), { code }), s);
    return { destroyed: s.destroyed, text: written.join('') };
  };

  it('says Connection: close with a French problem, its length in bytes, then closes the socket', () => {
    const { destroyed, text } = refuse('HPE_HEADER_OVERFLOW');
    expect(destroyed).toBe(true);
    const [head, body] = text.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'HTTP/1.1 431 Request Header Fields Too Large',
      'Connection: close',
      'Content-Type: application/problem+json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
    ]);
    expect(JSON.parse(body)).toMatchObject({ status: 431, code: 'HEADERS_TOO_LARGE', detail: 'Les en-têtes de la requête sont trop volumineux.' });
  });

  it('gives each parser error the status Node gives it, 400 for any other', () => {
    const status = (code: string) => Number(refuse(code).text.split(' ')[1]);
    expect(['HPE_INVALID_METHOD', 'HPE_INVALID_VERSION', 'ERR_HTTP_REQUEST_TIMEOUT', 'HPE_CHUNK_EXTENSIONS_OVERFLOW'].map(status)).toEqual([400, 400, 408, 413]);
  });

  it('writes nothing into an answer already started on the socket, and closes it', () => {
    expect(refuse('HPE_INVALID_METHOD', { headersSent: true })).toEqual({ destroyed: true, text: '' });
    expect(refuse('HPE_INVALID_METHOD', { headersSent: false }).text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\nConnection: close\r\n/);
  });
});
