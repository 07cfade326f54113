import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { waitForMail } from '../support/smtp-mail.js';
import { call, register, uniqueEmail } from './support/api-client.js';

const mailDir = () => process.env.TEST_MAIL_DIR!;
/** SUPPORT_EMAIL: the stack runs with identity's default. */
const SUPPORT = 'support@streaming.local';

/** The token in the fragment of the confirmation link mailed to `to`. */
async function confirmationToken(to: string): Promise<string> {
  const mail = await waitForMail(mailDir(), to, 'Confirmez votre nouvelle adresse');
  const link = mail.links.find((l) => new URL(l).pathname === '/confirm-email');
  if (!link) throw new Error(`no confirmation link in "${mail.subject}"`);
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
}

// The message is stored by moderation (moderation.contact.create), which publishes
// moderation.contact.received; identity writes the mail to support from that event.
describe('contact form', () => {
  it("sends a member's message with the account's address as Reply-To, whatever address was typed", async () => {
    const member = await register();
    const thirdParty = uniqueEmail('tiers');
    const subject = `Facturation ${randomUUID().slice(0, 8)}`;
    const sent = await call('/api/contact', { token: member.accessToken, body: { email: thirdParty, category: 'compte', subject, message: 'Répondez-moi à cette adresse.' } });
    expect(sent.status).toBe(202);

    const mail = await waitForMail(mailDir(), SUPPORT, subject);
    expect(mail.replyTo).toBe(member.email);
    expect(mail.subject).toBe(`[Contact – Compte] ${subject}`);
    expect(mail.text).toContain(`Message du membre ${member.email}`);
    // The typed address is shown as given, marked as unverified, never used for answers.
    expect(mail.text).toContain(`Adresse indiquée dans le formulaire, non vérifiée : ${thirdParty}.`);
    expect(mail.text).toContain('Répondez-moi à cette adresse.');
  });

  it("says nothing more when the typed address is the account's", async () => {
    const member = await register();
    const subject = `Question ${randomUUID().slice(0, 8)}`;
    expect((await call('/api/contact', { token: member.accessToken, body: { email: member.email.toUpperCase(), category: 'autre', subject, message: 'Bonjour' } })).status).toBe(202);
    const mail = await waitForMail(mailDir(), SUPPORT, subject);
    expect(mail.replyTo).toBe(member.email);
    expect(mail.text).not.toContain('non vérifiée');
  });

  it('answers go to the address the account has once changed, the old one typed only shown', async () => {
    const member = await register();
    const address = uniqueEmail('nouvelle');
    expect((await call('/api/me/email', { method: 'PATCH', token: member.accessToken, body: { email: address, currentPassword: member.password } })).status).toBe(202);
    expect((await call('/api/auth/email/confirm', { body: { token: await confirmationToken(address) } })).status).toBe(200);

    const subject = `Changement ${randomUUID().slice(0, 8)}`;
    expect((await call('/api/contact', { token: member.accessToken, body: { email: member.email, category: 'compte', subject, message: 'Bonjour' } })).status).toBe(202);
    const mail = await waitForMail(mailDir(), SUPPORT, subject);
    expect(mail.replyTo).toBe(address);
    expect(mail.text).toContain(`Adresse indiquée dans le formulaire, non vérifiée : ${member.email}.`);
  });

  it('is for members only: a guest, whose address nobody checked, gets 401', async () => {
    const res = await call('/api/contact', { body: { email: uniqueEmail('invite'), category: 'autre', subject: 'Invité', message: 'Bonjour' } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });
});
