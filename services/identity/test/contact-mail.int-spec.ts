import { describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { ModerationEvents, type ContactEventData } from '@streaming/contracts';
import { publishForgedEvents } from '../../../tests/support/signed-events.js';
import { queryDb } from '../../../tests/support/servers.js';
import { AccountErasureService } from '../src/admin/account-erasure.service.js';
import { SUPPORT, useIdentity } from './identity-context.js';

// This file's own database, stream and SMTP server: the support mails it reads are its own.
const ctx = useIdentity('contactmail');

const message = (userId: string, over: Partial<ContactEventData> = {}): ContactEventData => ({
  messageId: randomUUID(), userId, category: 'compte', subject: `Facturation ${randomUUID().slice(0, 8)}`,
  message: 'Répondez-moi à cette adresse.\nMerci.', typedEmail: 'tiers@exemple.fr', ...over,
});

/** A contact message that does reach support: once it has, every event published before it was handled. */
async function sentinel(): Promise<void> {
  const member = await ctx.register('temoin');
  const data = message(member.id);
  await ctx.publish(ModerationEvents.contactReceived, data);
  await ctx.waitForMail(SUPPORT, data.subject);
}

describe('contact messages stored by moderation, mailed to support by identity', () => {
  it("answers go to the account's address as it is now, the typed one only shown in the body, marked unverified", async () => {
    const member = await ctx.register();
    const current = `nouvelle-${randomUUID().slice(0, 8)}@exemple.fr`;
    // The address changed after the message was written: replies go to the new one.
    await queryDb(ctx.names, 'UPDATE identity.users SET email = $2 WHERE id = $1', [member.id, current]);
    const data = message(member.id, { typedEmail: ' Tiers@Exemple.fr ' });
    await ctx.publish(ModerationEvents.contactReceived, data);

    const mail = await ctx.waitForMail(SUPPORT, data.subject);
    expect(mail.replyTo).toBe(current);
    expect(mail.subject).toBe(`[Contact – Compte] ${data.subject}`);
    expect(mail.text).toContain(`Message du membre ${current} (catégorie : Compte)`);
    expect(mail.text).toContain('Adresse indiquée dans le formulaire, non vérifiée : Tiers@Exemple.fr.');
    expect(mail.text).toContain('Répondez-moi à cette adresse.');
    expect(mail.text).toContain('Merci.');
  });

  it("says nothing more when the typed address is the account's", async () => {
    const member = await ctx.register();
    const data = message(member.id, { typedEmail: member.email.toUpperCase(), category: 'autre' });
    await ctx.publish(ModerationEvents.contactReceived, data);
    const mail = await ctx.waitForMail(SUPPORT, data.subject);
    expect(mail.replyTo).toBe(member.email);
    expect(mail.subject).toBe(`[Contact – Autre] ${data.subject}`);
    expect(mail.text).not.toContain('non vérifiée');
  });

  it('mails a message once, even when its event comes again after a restart', async () => {
    const member = await ctx.register();
    const data = message(member.id);
    const id = await ctx.publish(ModerationEvents.contactReceived, data);
    await ctx.waitForMail(SUPPORT, data.subject);
    await ctx.restart();
    await ctx.publish(ModerationEvents.contactReceived, data, id);
    await ctx.publish(ModerationEvents.contactReceived, data, id);
    await sentinel();
    expect(await ctx.mailsTo(SUPPORT, data.subject)).toHaveLength(1);
  });

  it("mails nothing for a member erased since, and goes on with the next messages", async () => {
    const member = await ctx.register();
    await ctx.identity.app.get(AccountErasureService).erase({ id: member.id });
    const data = message(member.id);
    await ctx.publish(ModerationEvents.contactReceived, data);
    await sentinel();
    expect(await ctx.mailsTo(SUPPORT, data.subject)).toEqual([]);
  });

  it('mails nothing for a message whose event moderation did not sign, and logs it', async () => {
    const member = await ctx.register();
    const subject = `Contrefaçon ${randomUUID().slice(0, 8)}`;
    const refused = jest.spyOn(ctx.identity.infra.logger, 'error');
    try {
      const { infra } = ctx.identity;
      await publishForgedEvents(infra.js, infra.signing, infra.subject(ModerationEvents.contactReceived), () => ({
        id: randomUUID(), type: ModerationEvents.contactReceived, occurredAt: new Date().toISOString(), data: message(member.id, { subject }),
      }));
      await sentinel();
      expect(await ctx.mailsTo(SUPPORT, subject)).toEqual([]);
      expect(refused.mock.calls.map(([fields]) => fields as { durable?: string; reason?: string })
        .filter((f) => f.durable === 'identity-mail-moderation-contact-received').map((f) => f.reason)).toEqual(['unsigned', 'bad-signature', 'bad-signature']);
    } finally {
      refused.mockRestore();
    }
  });
});
