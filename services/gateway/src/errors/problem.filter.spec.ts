import { describe, expect, it } from '@jest/globals';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host.js';
import { createLogger, RpcCallError } from '@streaming/platform';
import { ProblemFilter } from './problem.filter.js';

/** What the filter sends through Fastify's reply. */
class RecordingReply {
  statusCode = 0;
  headerValues: Record<string, string> = {};
  body = '';

  status(code: number): this {
    this.statusCode = code;
    return this;
  }

  headers(values: Record<string, string>): this {
    this.headerValues = values;
    return this;
  }

  send(body: string): this {
    this.body = body;
    return this;
  }
}

const answer = (exception: unknown) => {
  const reply = new RecordingReply();
  new ProblemFilter(createLogger('gateway-test', 'silent')).catch(exception, new ExecutionContextHost([{ method: 'POST', url: '/api/requests?x=1', id: 'r1' }, reply]));
  return { status: reply.statusCode, type: reply.headerValues['content-type'], body: JSON.parse(reply.body) as Record<string, unknown> };
};

describe('problem+json from a service error', () => {
  it("keeps the members a service's error carries beside its code and message (the catalogue card of TITLE_ALREADY_AVAILABLE)", () => {
    const card = { id: '44444444-4444-4444-8444-444444444444', kind: 'movie', title: 'Le Voyage dans la Lune' };
    const res = answer(new RpcCallError('TITLE_ALREADY_AVAILABLE', 409, 'Ce titre est déjà disponible dans le catalogue.', { title: card }));
    expect(res.status).toBe(409);
    expect(res.type).toBe('application/problem+json; charset=utf-8');
    expect(res.body).toEqual({
      type: 'urn:streaming:problem:title-already-available',
      title: card,
      status: 409,
      code: 'TITLE_ALREADY_AVAILABLE',
      detail: 'Ce titre est déjà disponible dans le catalogue.',
      instance: '/api/requests',
    });
  });

  it('answers a service error without extra members with the status title', () => {
    const res = answer(new RpcCallError('REQUEST_QUOTA_REACHED', 429, 'Vous avez atteint la limite de 3 demandes par semaine'));
    expect(res.body).toMatchObject({ status: 429, title: 'Trop de requêtes', code: 'REQUEST_QUOTA_REACHED', detail: 'Vous avez atteint la limite de 3 demandes par semaine' });
  });
});
