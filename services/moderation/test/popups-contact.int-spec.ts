import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { AdminActionEvents, ModerationEvents, ModerationPatterns as P } from '@streaming/contracts';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { admin, member, storedEvents, useModeration } from './moderation-context.js';

const ctx = useModeration('popups');
const { call } = ctx;

const activeIds = async () => (await ctx.db.query(`SELECT id FROM popup_messages WHERE is_active`)).rows.map((r) => r.id);
const save = (data: { title: string; content: string; isActive: boolean }) => call(P.adminPopupsCreate, data, admin());

describe('the login popup', () => {
  it('keeps at most one message active: creating one active, saving one as active or activating one deactivates the others', async () => {
    const first = await save({ title: 'Maintenance', content: 'Ligne 1\nLigne 2', isActive: true });
    expect(first).toMatchObject({ title: 'Maintenance', content: 'Ligne 1\nLigne 2', isActive: true });
    expect(await call(P.popupActive, {})).toEqual({ popup: { id: first.id, title: 'Maintenance', content: 'Ligne 1\nLigne 2' } });

    const second = await save({ title: 'Nouveautés', content: 'Des films ajoutés.', isActive: true });
    expect(await activeIds()).toEqual([second.id]);
    const draft = await save({ title: 'Brouillon', content: 'Pas encore.', isActive: false });
    expect(await activeIds()).toEqual([second.id]);

    expect(await call(P.adminPopupsActivate, { id: first.id }, admin())).toMatchObject({ id: first.id, isActive: true });
    expect(await activeIds()).toEqual([first.id]);
    expect(await call(P.adminPopupsUpdate, { id: draft.id, title: ' Brouillon relu ', content: 'Prêt.', isActive: true }, admin()))
      .toMatchObject({ id: draft.id, title: 'Brouillon relu', content: 'Prêt.', isActive: true });
    expect(await activeIds()).toEqual([draft.id]);
    // Saved as inactive: no message over the login page any more.
    await call(P.adminPopupsUpdate, { id: draft.id, title: 'Brouillon relu', content: 'Prêt.', isActive: false }, admin());
    expect(await call(P.popupActive, {})).toEqual({ popup: null });

    const { items } = await call(P.adminPopupsList, {}, admin());
    expect(items.map((p) => p.id)).toEqual([draft.id, second.id, first.id]);
  });

  it('lets two activations at once both succeed, leaving exactly one active (the database refuses two)', async () => {
    const popups = await Promise.all(['A', 'B', 'C'].map((t) => save({ title: t, content: t, isActive: false })));
    const results = await Promise.all(popups.map((p) => call(P.adminPopupsActivate, { id: p.id }, admin())));
    expect(results.every((r) => r.isActive)).toBe(true);
    const active = await activeIds();
    expect(active).toHaveLength(1);
    const inactive = popups.find((p) => p.id !== active[0]);
    await expect(ctx.db.query(`UPDATE popup_messages SET is_active = true WHERE id = $1`, [inactive?.id])).rejects.toThrow(/popup_messages_one_active_key/);
  });

  it('deletes a message, publishes every change for the gateway to drop its cached copy, and answers 404 for an unknown one', async () => {
    const p = await save({ title: 'Éphémère', content: 'Bientôt supprimé.', isActive: true });
    expect(await call(P.adminPopupsDelete, { id: p.id }, admin())).toEqual({ ok: true });
    expect(await call(P.popupActive, {})).toEqual({ popup: null });
    await expect(call(P.adminPopupsDelete, { id: p.id }, admin())).rejects.toMatchObject({ status: 404, code: 'POPUP_NOT_FOUND', message: "Ce message n'existe pas." });
    await expect(call(P.adminPopupsActivate, { id: randomUUID() }, admin())).rejects.toMatchObject({ status: 404 });
    await expect(call(P.adminPopupsUpdate, { id: randomUUID(), title: 'x', content: 'y', isActive: false }, admin())).rejects.toMatchObject({ status: 404 });
    const events = await waitUntil(
      async () => (await storedEvents(ctx, ModerationEvents.popupChanged)).filter((e) => e.data.popupId === p.id),
      (found) => found.length === 2,
      { what: 'the created and deleted events' },
    );
    expect(events.map((e) => e.data.change)).toEqual(['created', 'deleted']);
    const audit = await waitUntil(
      async () => (await storedEvents(ctx, AdminActionEvents.moderation)).filter((e) => e.data.targetId === p.id),
      (found) => found.length === 2,
      { what: 'the creation and the deletion recorded for the audit log' },
    );
    expect(audit.map((e) => [e.data.action, e.data.changes])).toEqual([
      ['popup.create', { title: { before: null, after: 'Éphémère' }, content: { before: null, after: 'Bientôt supprimé.' }, isActive: { before: null, after: true } }],
      ['popup.delete', { title: { before: 'Éphémère', after: null }, content: { before: 'Bientôt supprimé.', after: null }, isActive: { before: true, after: null } }],
    ]);
  });

  it('refuses a blank title or content, and every admin pattern to members and guests', async () => {
    await expect(save({ title: '   ', content: 'x', isActive: false })).rejects.toMatchObject({ status: 400, message: 'Le titre est requis (200 caractères maximum).' });
    await expect(save({ title: 'x', content: '', isActive: false })).rejects.toMatchObject({ status: 400, message: 'Le contenu est requis (5000 caractères maximum).' });
    for (const actor of [member(), undefined]) {
      const status = actor ? 403 : 401;
      await expect(call(P.adminPopupsList, {}, actor)).rejects.toMatchObject({ status });
      await expect(call(P.adminPopupsCreate, { title: 'x', content: 'y', isActive: true }, actor)).rejects.toMatchObject({ status });
      await expect(call(P.adminPopupsActivate, { id: randomUUID() }, actor)).rejects.toMatchObject({ status });
      await expect(call(P.adminPopupsDelete, { id: randomUUID() }, actor)).rejects.toMatchObject({ status });
    }
  });
});

describe('contact messages', () => {
  it('stores a member’s message and publishes it in the same transaction for identity to mail', async () => {
    const m = member();
    expect(await call(P.contactCreate, { email: 'Moi@Exemple.fr', category: 'technique', subject: ' Lecture ', message: 'La vidéo saccade.' }, m)).toEqual({ ok: true });
    const { rows } = await ctx.db.query(`SELECT * FROM contact_messages WHERE user_id = $1`, [m.userId]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ typed_email: 'Moi@Exemple.fr', category: 'technique', subject: 'Lecture', message: 'La vidéo saccade.', handled: false, handled_at: null });
    const events = await waitUntil(
      async () => (await storedEvents(ctx, ModerationEvents.contactReceived)).filter((e) => e.data.userId === m.userId),
      (found) => found.length === 1,
      { what: 'the contact.received event' },
    );
    expect(events[0].data).toEqual({ messageId: rows[0].id, userId: m.userId, category: 'technique', subject: 'Lecture', message: 'La vidéo saccade.', typedEmail: 'Moi@Exemple.fr' });
  });

  it('lists messages newest first for admins, by category and handled state, and marks them handled', async () => {
    const m = member();
    const send = (category: string, subject: string) => call(P.contactCreate, { email: 'a@exemple.fr', category, subject, message: 'Bonjour' }, m);
    await send('compte', 'Premier');
    await send('suggestion', 'Deuxième');
    const all = await call(P.adminContactList, {}, admin());
    expect(all.items.slice(0, 2).map((c) => c.subject)).toEqual(['Deuxième', 'Premier']);
    expect(all.items[0]).toMatchObject({ userId: m.userId, email: null, typedEmail: 'a@exemple.fr', handled: false, handledAt: null });
    const unhandledBefore = all.unhandled;
    const handler = admin();
    const handled = await call(P.adminContactUpdate, { id: all.items[0].id, handled: true }, handler);
    expect(handled).toMatchObject({ handled: true, handledAt: expect.any(String) });
    const audit = await waitUntil(
      async () => (await storedEvents(ctx, AdminActionEvents.moderation)).filter((e) => e.data.targetId === handled.id),
      (found) => found.length === 1,
      { what: 'the message marked handled in the audit log' },
    );
    expect(audit[0].data).toMatchObject({ actorId: handler.userId, action: 'contact.handled', memberId: m.userId, changes: { handled: { before: false, after: true } } });
    expect((await call(P.adminContactList, {}, admin())).unhandled).toBe(unhandledBefore - 1);
    expect((await call(P.adminContactList, { handled: true }, admin())).items.map((c) => c.id)).toEqual([handled.id]);
    expect((await call(P.adminContactList, { category: 'compte' }, admin())).items.every((c) => c.category === 'compte')).toBe(true);
    expect(await call(P.adminCounts, {}, admin())).toMatchObject({ contactUnhandled: unhandledBefore - 1 });
    expect(await call(P.adminContactUpdate, { id: handled.id, handled: false }, admin())).toMatchObject({ handled: false, handledAt: null });
    await expect(call(P.adminContactUpdate, { id: randomUUID(), handled: true }, admin())).rejects.toMatchObject({ status: 404, code: 'CONTACT_NOT_FOUND' });
  });

  it('refuses guests, bad input, and the admin patterns to members', async () => {
    await expect(call(P.contactCreate, { email: 'a@exemple.fr', category: 'technique', subject: 'x', message: 'y' })).rejects.toMatchObject({ status: 401 });
    await expect(call(P.contactCreate, { email: 'pas-une-adresse', category: 'technique', subject: 'x', message: 'y' }, member())).rejects.toMatchObject({ status: 400, message: 'Adresse email invalide.' });
    await expect(call(P.contactCreate, { email: 'a@exemple.fr', category: 'spam', subject: 'x', message: 'y' }, member())).rejects.toMatchObject({ status: 400, message: 'Catégorie invalide.' });
    await expect(call(P.adminContactList, {}, member())).rejects.toMatchObject({ status: 403 });
    await expect(call(P.adminContactUpdate, { id: randomUUID(), handled: true }, member())).rejects.toMatchObject({ status: 403 });
  });
});
