import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import {
  ModerationEvents,
  type ReportEventData, type ReportStatus, type RequestEventData, type RequestStatus,
} from '@streaming/contracts';
import { AccountErasureService } from '../src/admin/account-erasure.service.js';
import { APP_URL, useIdentity } from './identity-context.js';

// This file's own database, stream and SMTP server: every mail it reads was sent by its identity.
const ctx = useIdentity('outcomemail');

const report = (userId: string | null, status: ReportStatus, previousStatus: ReportStatus, over: Partial<ReportEventData> = {}): ReportEventData => ({
  reportId: randomUUID(), userId, contentType: 'episode', contentId: randomUUID(), seriesId: randomUUID(),
  contentTitle: `Épisode ${randomUUID().slice(0, 8)}`, problemType: 'subtitle_issue', status, previousStatus, adminNotes: null,
  actorId: randomUUID(), ...over,
});

const request = (memberIds: string[], status: RequestStatus, previousStatus: RequestStatus, over: Partial<RequestEventData> = {}): RequestEventData => ({
  requestId: randomUUID(), memberIds, contentType: 'movie', title: `Film ${randomUUID().slice(0, 8)}`, status, previousStatus,
  adminNotes: null, fulfilledBy: null, actorId: randomUUID(), ...over,
});

/** An outcome that does mail `to`: once it arrived, every event published before it was handled. */
async function sentinel(to: { id: string; email: string }): Promise<void> {
  const data = request([to.id], 'approved', 'pending');
  await ctx.publish(ModerationEvents.requestStatusChanged, data);
  await ctx.waitForMail(to.email, data.title);
}

describe('outcomes of reports', () => {
  it('a resolved report is mailed to its author with the note', async () => {
    const author = await ctx.register();
    const data = report(author.id, 'resolved', 'in_progress', { adminNotes: 'Les sous-titres sont resynchronisés.' });
    await ctx.publish(ModerationEvents.reportStatusChanged, data);
    const mail = await ctx.waitForMail(author.email, data.contentTitle);
    expect(mail.subject).toBe(`Votre signalement sur « ${data.contentTitle} » a été résolu`);
    expect(mail.text).toContain(`Merci pour votre signalement sur « ${data.contentTitle} » (Problème de sous-titres).`);
    expect(mail.text).toContain('Message de l’équipe : Les sous-titres sont resynchronisés.');
  });

  it('a rejected report is mailed to its author with the note', async () => {
    const author = await ctx.register();
    const data = report(author.id, 'rejected', 'pending', { adminNotes: 'Les sous-titres sont ceux de l’éditeur.' });
    await ctx.publish(ModerationEvents.reportStatusChanged, data);
    const mail = await ctx.waitForMail(author.email, data.contentTitle);
    expect(mail.subject).toBe(`Votre signalement sur « ${data.contentTitle} » n’a pas été retenu`);
    expect(mail.text).toContain('Message de l’équipe : Les sous-titres sont ceux de l’éditeur.');
  });

  it('a report taken in hand, or only annotated, mails nothing', async () => {
    const author = await ctx.register();
    const taken = report(author.id, 'in_progress', 'pending');
    const annotated = report(author.id, 'resolved', 'resolved', { adminNotes: 'Note corrigée.' });
    await ctx.publish(ModerationEvents.reportStatusChanged, taken);
    await ctx.publish(ModerationEvents.reportStatusChanged, annotated);
    await sentinel(author);
    expect((await ctx.mailsTo(author.email)).map((m) => m.subject).filter((s) => s.includes('signalement'))).toEqual([]);
  });
});

describe('outcomes of content requests', () => {
  it('an approved request is mailed to every member who asked for it, once each', async () => {
    const [author, joined] = [await ctx.register('auteur'), await ctx.register('rejoint')];
    const data = request([author.id, joined.id, joined.id], 'approved', 'pending');
    await ctx.publish(ModerationEvents.requestStatusChanged, data);
    for (const member of [author, joined]) {
      const mail = await ctx.waitForMail(member.email, data.title);
      expect(mail.subject).toBe(`Votre demande « ${data.title} » a été approuvée`);
    }
    expect(await ctx.mailsTo(joined.email, data.title)).toHaveLength(1);
  });

  it("an added request links every member to the title's page on the site", async () => {
    const [author, joined] = [await ctx.register('auteur'), await ctx.register('rejoint')];
    const fulfilledBy = { contentType: 'series' as const, contentId: randomUUID(), title: 'Les Revenants' };
    const data = request([author.id, joined.id], 'completed', 'approved', { contentType: 'series', title: 'Revenants', fulfilledBy, adminNotes: 'Saisons 1 et 2.' });
    await ctx.publish(ModerationEvents.requestStatusChanged, data);
    for (const member of [author, joined]) {
      const mail = await ctx.waitForMail(member.email, data.title);
      expect(mail.subject).toBe('Votre demande « Revenants » a été ajoutée');
      expect(mail.text).toContain('Vous la trouverez sous le titre « Les Revenants ».');
      expect(mail.text).toContain('Message de l’équipe : Saisons 1 et 2.');
      expect(mail.links).toEqual([`${APP_URL}/series/${fulfilledBy.contentId}`]);
    }
  });

  it('a rejected request is mailed to every member with the note', async () => {
    const [author, joined] = [await ctx.register('auteur'), await ctx.register('rejoint')];
    const data = request([author.id, joined.id], 'rejected', 'pending', { adminNotes: 'Pas de droits de diffusion.' });
    await ctx.publish(ModerationEvents.requestStatusChanged, data);
    for (const member of [author, joined]) {
      const mail = await ctx.waitForMail(member.email, data.title);
      expect(mail.subject).toBe(`Votre demande « ${data.title} » n’a pas été retenue`);
      expect(mail.text).toContain('Message de l’équipe : Pas de droits de diffusion.');
    }
  });

  it('a request reopened, or only annotated, mails nothing', async () => {
    const author = await ctx.register();
    const title = `Film ${randomUUID().slice(0, 8)}`;
    await ctx.publish(ModerationEvents.requestStatusChanged, request([author.id], 'pending', 'rejected', { title }));
    await ctx.publish(ModerationEvents.requestStatusChanged, request([author.id], 'approved', 'approved', { title, adminNotes: 'Bientôt.' }));
    await sentinel(author);
    expect(await ctx.mailsTo(author.email, title)).toEqual([]);
  });

  it('skips the members erased since, and unknown ids, and mails the others', async () => {
    const [erased, stays] = [await ctx.register('efface'), await ctx.register('reste')];
    await ctx.identity.app.get(AccountErasureService).erase({ id: erased.id });
    const data = request([erased.id, randomUUID(), stays.id], 'approved', 'pending');
    await ctx.publish(ModerationEvents.requestStatusChanged, data);
    await ctx.waitForMail(stays.email, data.title);
    expect(await ctx.mailsTo(erased.email, data.title)).toEqual([]);
  });
});

describe('each change mailed once', () => {
  it('a status change that comes again, before and after a restart of identity, mails nobody twice', async () => {
    const [author, joined, reporter] = [await ctx.register('auteur'), await ctx.register('rejoint'), await ctx.register('signale')];
    const added = request([author.id, joined.id], 'completed', 'approved', {
      fulfilledBy: { contentType: 'movie', contentId: randomUUID(), title: 'Playtime' },
    });
    const resolved = report(reporter.id, 'resolved', 'pending');
    const addedId = await ctx.publish(ModerationEvents.requestStatusChanged, added);
    const resolvedId = await ctx.publish(ModerationEvents.reportStatusChanged, resolved);
    await ctx.waitForMail(joined.email, added.title);
    await ctx.waitForMail(reporter.email, resolved.contentTitle);

    await ctx.publish(ModerationEvents.requestStatusChanged, added, addedId);
    await ctx.restart();
    await ctx.publish(ModerationEvents.requestStatusChanged, added, addedId);
    await ctx.publish(ModerationEvents.reportStatusChanged, resolved, resolvedId);
    await sentinel(reporter);
    for (const member of [author, joined]) expect(await ctx.mailsTo(member.email, added.title)).toHaveLength(1);
    expect(await ctx.mailsTo(reporter.email, resolved.contentTitle)).toHaveLength(1);
  });
});
