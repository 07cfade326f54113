import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NatsConnection } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import { ModerationPatterns, type ActivePopup, type Actor, type BusPattern, type PopupMessage, type RpcRequestData, type RpcResponseData } from '@streaming/contracts';
import { RequestSigning, serializeData } from '@streaming/platform';
import { connectToStackNats, queryDb } from '../support/servers.js';
import { currentTestNames } from '../support/test-env.js';
import { waitUntil } from '../support/wait-until.js';
import { call, registerAdmin, type Member } from './support/api-client.js';
import { activeAmong, createPopup, send, uniqueText } from './support/moderation-fixtures.js';

const names = currentTestNames();
let admin: Member;
let nc: NatsConnection;
const created: string[] = [];

beforeAll(async () => {
  admin = await registerAdmin();
  nc = await connectToStackNats(names, 'gateway');
}, 60_000);

afterAll(async () => {
  for (const id of created) {
    const res = await send(admin, 'DELETE', `/api/admin/popups/${id}`);
    // 404: the test deleted it itself.
    expect([204, 404]).toContain(res.status);
  }
  await nc.close();
});

const popupFor = async (): Promise<ActivePopup> => {
  const res = await call<ActivePopup>('/api/popup');
  expect(res.status).toBe(200);
  return res.body;
};

const make = async (isActive: boolean, content = 'Maintenance ce soir.\nMerci de votre patience.') => {
  const popup = await createPopup(admin, { title: uniqueText('Annonce'), content, isActive });
  created.push(popup.id);
  return popup;
};

const shown = (p: PopupMessage): ActivePopup => ({ popup: { id: p.id, title: p.title, content: p.content } });

/** A moderation call as another gateway replica relays it: signed with the run's key, for `actor`. */
async function viaAnotherGateway<P extends BusPattern>(pattern: P, data: RpcRequestData<P>, actor: Actor): Promise<RpcResponseData<P>> {
  const meta = RequestSigning.fromSpec(names.INTERNAL_SIGNING_KEYS).sign(pattern, { requestId: randomUUID(), actor }, serializeData(data));
  const packet = JSON.stringify({ pattern, data: { meta, data }, id: randomUUID() });
  const reply = await nc.request(pattern, new TextEncoder().encode(packet), { timeout: 5000 });
  const body = JSON.parse(new TextDecoder().decode(reply.data)) as { response?: RpcResponseData<P>; err?: unknown };
  if (body.response === undefined) throw new Error(`${pattern} refused: ${JSON.stringify(body.err)}`);
  return body.response;
}

/**
 * Waits until every popup change made so far has reached the gateway's cache: moderation's outbox is
 * empty and the gateway's consumer has nothing left to take or acknowledge. A change of an earlier test
 * arriving later would otherwise drop the cached answer in the middle of a test that reads it.
 */
async function changesDelivered(): Promise<void> {
  const jsm = await jetstreamManager(nc);
  await waitUntil(
    async () => {
      const [{ n }] = await queryDb<{ n: number }>(names, 'SELECT count(*)::int AS n FROM moderation.outbox');
      const info = await jsm.consumers.info(names.EVENTS_STREAM, 'gateway-popup-cache');
      return n + info.num_pending + info.num_ack_pending;
    },
    (left) => left === 0,
    { what: 'the popup changes to reach the gateway' },
  );
}

describe('the login popup', () => {
  it('shows at most one message: creating, saving or activating one as active deactivates the others', async () => {
    const a = await make(true);
    expect(await popupFor()).toEqual(shown(a));

    const b = await make(true);
    expect(await activeAmong(admin, [a.id, b.id])).toEqual([b.id]);
    expect(await popupFor()).toEqual(shown(b));

    // Saving an existing message as active deactivates the others too (the back-office spec said otherwise: docs/api.md).
    const edited = await send<PopupMessage>(admin, 'PATCH', `/api/admin/popups/${a.id}`, { title: a.title, content: 'Ligne 1\nLigne 2\n\nLigne 4', isActive: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: a.id, content: 'Ligne 1\nLigne 2\n\nLigne 4', isActive: true });
    expect(await activeAmong(admin, [a.id, b.id])).toEqual([a.id]);
    expect(await popupFor()).toEqual(shown(edited.body));

    // An inactive message changes nothing; activating it does.
    const c = await make(false);
    expect(await activeAmong(admin, [a.id, b.id, c.id])).toEqual([a.id]);
    const activated = await send<PopupMessage>(admin, 'POST', `/api/admin/popups/${c.id}/activate`);
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ id: c.id, isActive: true });
    expect(await activeAmong(admin, [a.id, b.id, c.id])).toEqual([c.id]);
    expect(await popupFor()).toEqual(shown(c));

    // Newest first.
    const list = (await send<{ items: PopupMessage[] }>(admin, 'GET', '/api/admin/popups')).body.items.map((p) => p.id);
    expect(list.filter((id) => [a.id, b.id, c.id].includes(id))).toEqual([c.id, b.id, a.id]);

    const off = await send<PopupMessage>(admin, 'PATCH', `/api/admin/popups/${c.id}`, { title: c.title, content: c.content, isActive: false });
    expect(off.body.isActive).toBe(false);
    expect(await activeAmong(admin, [a.id, b.id, c.id])).toEqual([]);
    expect(await popupFor()).toEqual({ popup: null });

    expect((await send(admin, 'POST', `/api/admin/popups/${b.id}/activate`)).status).toBe(200);
    expect(await popupFor()).toEqual(shown(b));
    expect((await send(admin, 'DELETE', `/api/admin/popups/${b.id}`)).status).toBe(204);
    expect(await popupFor()).toEqual({ popup: null });
    for (const [method, path] of [['DELETE', `/api/admin/popups/${b.id}`], ['POST', `/api/admin/popups/${b.id}/activate`], ['PATCH', `/api/admin/popups/${b.id}`]]) {
      const res = await send(admin, method, path, method === 'PATCH' ? { title: 'x', content: 'y', isActive: false } : undefined);
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'POPUP_NOT_FOUND' });
    }
  });

  it('keeps one active message when two are activated at once', async () => {
    const x = await make(false);
    const y = await make(false);
    const answers = await Promise.all([x, y].map((p) => send(admin, 'POST', `/api/admin/popups/${p.id}/activate`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const active = await activeAmong(admin, [x.id, y.id]);
    expect(active).toHaveLength(1);
    expect((await popupFor()).popup?.id).toBe(active[0]);
    expect((await send(admin, 'PATCH', `/api/admin/popups/${active[0]}`, { title: 'Fin', content: 'Fin', isActive: false })).status).toBe(200);
  });

  it('refuses bad bodies with the French message, and creates nothing', async () => {
    const count = async () => (await send<{ items: PopupMessage[] }>(admin, 'GET', '/api/admin/popups')).body.items.length;
    const before = await count();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '', content: 'Texte', isActive: false }, 'Le titre est requis (200 caractères maximum).'],
      [{ title: '   ', content: 'Texte', isActive: false }, 'Le titre est requis (200 caractères maximum).'],
      [{ title: 'x'.repeat(201), content: 'Texte', isActive: false }, 'Le titre est requis (200 caractères maximum).'],
      [{ title: 'Titre', content: '', isActive: false }, 'Le contenu est requis (5000 caractères maximum).'],
      [{ title: 'Titre', content: 'x'.repeat(5001), isActive: false }, 'Le contenu est requis (5000 caractères maximum).'],
      [{ title: 'Titre', content: 'Texte', isActive: 'true' }, 'Le champ « actif » doit valoir true ou false.'],
      [{ title: 'Titre', content: 'Texte' }, 'Le champ « actif » doit valoir true ou false.'],
    ];
    for (const [body, detail] of cases) {
      const res = await send(admin, 'POST', '/api/admin/popups', body);
      expect({ body, status: res.status, detail: res.body.detail }).toEqual({ body, status: 400, detail });
    }
    const bad = await send(admin, 'POST', '/api/admin/popups/pas-un-uuid/activate');
    expect({ status: bad.status, detail: bad.body.detail }).toEqual({ status: 400, detail: 'Identifiant invalide.' });
    expect(await count()).toBe(before);
  });

  it('is answered from the cache until a popup changes, also through another gateway', async () => {
    const p = await make(true);
    await changesDelivered();
    expect(await popupFor()).toEqual(shown(p));

    // A change nobody announces (straight in the database) is not seen: the answer is cached.
    await queryDb(names, 'UPDATE moderation.popup_messages SET title = $2 WHERE id = $1', [p.id, 'Titre non annoncé']);
    expect(await popupFor()).toEqual(shown(p));

    // A change relayed by another gateway reaches this one through moderation.popup.changed.
    const title = uniqueText('Nouvelle annonce');
    await viaAnotherGateway(ModerationPatterns.adminPopupsUpdate, { id: p.id, title, content: p.content, isActive: true }, { userId: admin.session.user.id, isAdmin: true });
    const seen = await waitUntil(popupFor, (answer) => answer.popup?.title === title, { what: 'the popup change to reach the cached answer' });
    expect(seen).toEqual({ popup: { id: p.id, title, content: p.content } });

    expect((await send(admin, 'DELETE', `/api/admin/popups/${p.id}`)).status).toBe(204);
    expect(await popupFor()).toEqual({ popup: null });
  });
});
