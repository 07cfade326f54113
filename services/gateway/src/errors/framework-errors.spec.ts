import { describe, expect, it } from '@jest/globals';
import { frameworkProblem, isStaticForbiddenPath, statusProblem } from './framework-errors.js';

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
