import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { AuditEntry, MovieDto, Page } from '@streaming/contracts';
import { waitUntil } from '../support/wait-until.js';
import { call, randomIp, register, registerAdmin, type Member } from './support/api-client.js';

/**
 * GET /api/admin/audit: every admin action, identity's own (written with the change) and the
 * catalogue's (stored by identity from the catalogue's events), with who, what, the target, when,
 * the client address and the change; filtered and paged by the server; never editable.
 */

let admin: Member;

beforeAll(async () => {
  admin = await registerAdmin();
});

const audit = (query: string, token = admin.accessToken) => call<Page<AuditEntry>>(`/api/admin/audit?${query}`, { token });

describe('GET /api/admin/audit', () => {
  it("holds the catalogue's admin writes with their changes and the admin's client address, newest first", async () => {
    const ip = randomIp();
    const title = `Film audité ${randomUUID().slice(0, 8)}`;
    const created = await call<MovieDto>('/api/admin/movies', { token: admin.accessToken, ip, body: { title, durationMinutes: 10 } });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await call(`/api/admin/movies/${id}`, { method: 'PATCH', token: admin.accessToken, ip, body: { title: `${title} (version longue)` } })).status).toBe(200);
    expect((await call(`/api/admin/movies/${id}`, { method: 'DELETE', token: admin.accessToken, ip })).status).toBe(204);

    const page = await waitUntil(() => audit(`target=${id}`), (res) => res.body.items.length === 3, { what: "the catalogue's three actions in the audit log" });
    expect(page.body.items.map((e) => e.action)).toEqual(['movie.delete', 'movie.update', 'movie.create']);
    for (const e of page.body.items) {
      expect(e).toMatchObject({ actorId: admin.session.user.id, actorEmail: admin.email, targetType: 'movie', targetId: id, clientAddress: ip, memberId: null });
      expect(Number.isNaN(Date.parse(e.occurredAt))).toBe(false);
    }
    expect(page.body.items[1].changes).toEqual({ title: { before: title, after: `${title} (version longue)` } });
    expect(page.body.items[2].changes.title).toEqual({ before: null, after: title });
    expect(page.body.items[0].changes.title).toEqual({ before: `${title} (version longue)`, after: null });
  });

  it("holds identity's actions, filtered by actor, action, target type and dates, and paged", async () => {
    const member = await register();
    const ip = randomIp();
    expect((await call(`/api/admin/users/${member.session.user.id}/ban`, { token: admin.accessToken, ip, body: { reason: 'Spam', days: 1 } })).status).toBe(200);
    expect((await call(`/api/admin/users/${member.session.user.id}/ban`, { method: 'DELETE', token: admin.accessToken, ip })).status).toBe(204);

    const all = await audit(`target=${member.session.user.id}&pageSize=1`);
    expect(all.body).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(all.body.items[0]).toMatchObject({ action: 'user.unban', clientAddress: ip, memberId: member.session.user.id, memberEmail: member.email });
    expect((await audit(`target=${member.session.user.id}&pageSize=1&page=2`)).body.items[0]).toMatchObject({
      action: 'user.ban', changes: { reason: { before: null, after: 'Spam' }, type: { before: null, after: 'TEMPORAIRE' } },
    });
    expect((await audit(`target=${member.session.user.id}&action=user.ban`)).body.total).toBe(1);
    expect((await audit(`target=user&actor=${encodeURIComponent(admin.email)}`)).body.total).toBe(2);
    expect((await audit(`target=user&actor=${admin.session.user.id}`)).body.total).toBe(2);
    expect((await audit(`target=${member.session.user.id}&actor=${randomUUID()}`)).body.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`target=${member.session.user.id}&from=${today}&to=${today}`)).body.total).toBe(2);
    expect((await audit(`target=${member.session.user.id}&to=2020-12-31`)).body.total).toBe(0);
  });

  it('refuses bad filters with 400 and a French message', async () => {
    for (const [query, detail] of [
      ['from=2026-03-02&to=2026-03-01', 'La date de fin doit être postérieure ou égale à la date de début.'],
      ['from=hier', "La date de début doit être une date ISO 8601 (AAAA-MM-JJ, ou avec l'heure)."],
      ['to=2026-13-01', "La date de fin doit être une date ISO 8601 (AAAA-MM-JJ, ou avec l'heure)."],
      ['action=supprimer', 'Action invalide : écrivez-la comme cible.verbe (user.ban, movie.update…).'],
      ['target=des%20films', 'Cible invalide : indiquez son identifiant ou son type (user, movie, series…).'],
      ['pageSize=0', 'La taille de page doit être un nombre entier entre 1 et 200.'],
      ['page=abc', 'La page doit être un nombre entier supérieur ou égal à 1.'],
      ['trier=date', 'Champ inconnu : trier'],
    ] as const) {
      const res = await call(`/api/admin/audit?${query}`, { token: admin.accessToken });
      expect({ query, status: res.status, detail: res.body.detail }).toEqual({ query, status: 400, detail });
    }
  });

  it('is never editable: no route writes, changes or deletes a row', async () => {
    const [row] = (await audit('pageSize=1')).body.items;
    for (const [method, path] of [['POST', '/api/admin/audit'], ['PUT', `/api/admin/audit/${row.id}`], ['PATCH', `/api/admin/audit/${row.id}`], ['DELETE', `/api/admin/audit/${row.id}`]] as const) {
      const res = await call(path, { method, token: admin.accessToken, body: method === 'DELETE' ? undefined : { action: 'user.ban' } });
      expect({ method, status: res.status }).toEqual({ method, status: 404 });
    }
    expect((await audit(`target=${row.targetId}&pageSize=200`)).body.items.find((e) => e.id === row.id)).toEqual(row);
  });
});
