import { describe, expect, it } from '@jest/globals';
import { ModerationPatterns as P } from '@streaming/contracts';
import { admin, member, useModeration } from './moderation-context.js';

// The catalogue stopped: what needs a title from it answers the contracts' SERVICE_UNAVAILABLE
// (503, the French message), quickly and with nothing written; the rest goes on.
const ctx = useModeration('away');
const { call } = ctx;
const UNAVAILABLE = { code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Service momentanément indisponible. Réessayez dans quelques instants.' };

describe('with the catalogue away', () => {
  it('refuses reports and requests with a 503 and writes nothing, while lists and contact messages still work', async () => {
    const m = member();
    const { request } = await call(P.requestsCreate, { contentType: 'movie', title: 'Avant la panne' }, m);
    await call(P.adminRequestsUpdate, { id: request.id, status: 'approved' }, admin());
    await ctx.catalogue.close();

    await expect(call(P.reportsCreate, { contentType: 'movie', contentId: ctx.ids.metropolis, problemType: 'other' }, m)).rejects.toMatchObject(UNAVAILABLE);
    await expect(call(P.requestsCreate, { contentType: 'movie', title: 'Pendant la panne' }, m)).rejects.toMatchObject(UNAVAILABLE);
    await expect(call(P.adminRequestsUpdate, { id: request.id, status: 'completed', fulfilledById: ctx.ids.metropolis }, admin())).rejects.toMatchObject(UNAVAILABLE);
    const { rows } = await ctx.db.query(
      `SELECT (SELECT count(*) FROM reports)::int AS reports, (SELECT count(*) FROM content_requests)::int AS requests,
              (SELECT status FROM content_requests WHERE id = $1) AS status`,
      [request.id],
    );
    expect(rows[0]).toEqual({ reports: 0, requests: 1, status: 'approved' });

    expect((await call(P.requestsMine, {}, m)).items).toHaveLength(1);
    expect(await call(P.contactCreate, { email: 'a@exemple.fr', category: 'technique', subject: 'Panne', message: 'Le catalogue ne répond plus.' }, m)).toEqual({ ok: true });
  });
});
