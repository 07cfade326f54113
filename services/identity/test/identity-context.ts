import { afterAll, beforeAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { IdentityPatterns, type BusEventType, type EventMap } from '@streaming/contracts';
import { dropDatabase, loadConfig, migrate, RpcClient } from '@streaming/platform';
// @ts-expect-error plain ESM helpers shared with the start scripts
import { startSmtpServer } from '../../../scripts/lib/test-run.mjs';
import { queryDb } from '../../../tests/support/servers.js';
import { stopTopicService, topicTestNames } from '../../../tests/support/service-context.js';
import { publishSignedEvent } from '../../../tests/support/signed-events.js';
import { receivedMails, waitForMail, type ReceivedMail } from '../../../tests/support/smtp-mail.js';
import type { TestNames } from '../../../tests/support/test-env.js';
import { waitUntil } from '../../../tests/support/wait-until.js';
import { generateChallenge, issueChallenge } from '../src/captcha/captcha.rules.js';
import { IdentityEnv } from '../src/config/identity.env.js';
import { createIdentityDataSource, IDENTITY_SCHEMA } from '../src/database/identity-data-source.js';
import { startIdentity, type RunningIdentity } from '../src/identity.app.js';

interface SmtpServer {
  port: number;
  close(): Promise<void>;
}
const startSmtp: (dir: string) => Promise<SmtpServer> = startSmtpServer;

export const APP_URL = 'https://streaming.exemple.test';
export const SUPPORT = 'support-tests@exemple.test';

/** One integration file's identity on names of its own (database, stream, NATS and Redis prefixes), mailing through a real SMTP server of its own into `mailDir`. */
export class IdentityContext {
  readonly names: TestNames;
  env!: IdentityEnv;
  identity!: RunningIdentity;
  rpc!: RpcClient;
  mailDir!: string;
  smtp?: SmtpServer;

  constructor(readonly topic: string) {
    this.names = topicTestNames(topic);
  }

  async start(): Promise<void> {
    await dropDatabase(this.names.DATABASE_URL);
    await migrate(createIdentityDataSource(this.names.DATABASE_URL), this.names.DATABASE_URL, IDENTITY_SCHEMA);
    this.mailDir = mkdtempSync(join(tmpdir(), `identity-${this.topic}-mail-`));
    this.smtp = await startSmtp(this.mailDir);
    this.env = loadConfig(IdentityEnv, { ...process.env, ...this.names, SMTP_URL: `smtp://127.0.0.1:${this.smtp.port}`, APP_URL, SUPPORT_EMAIL: SUPPORT });
    this.identity = await startIdentity(this.env);
    this.rpc = await RpcClient.connect(this.env, `identity-${this.topic}-int-test`, 5000);
  }

  async stop(): Promise<void> {
    await this.rpc?.close();
    await stopTopicService(this.names, this.identity);
    await this.smtp?.close();
    if (this.mailDir) rmSync(this.mailDir, { recursive: true, force: true });
  }

  /** Stops identity and starts it again on the same database and stream (its durable consumers resume). */
  async restart(): Promise<void> {
    await this.identity.close();
    this.identity = await startIdentity(this.env);
  }

  /** A new member: its id and address. */
  async register(tag = 'membre'): Promise<{ id: string; email: string }> {
    const email = `${tag}-${randomUUID().slice(0, 8)}@exemple.fr`;
    const generated = generateChallenge();
    const captcha = issueChallenge(this.env.CAPTCHA_SECRET, generated, Date.now());
    const session = await this.rpc.call(IdentityPatterns.register, { email, password: 'Lumière-1895', captchaToken: captcha.token, captchaAnswer: generated.answer });
    return { id: session.user.id, email };
  }

  /** Publishes an event as moderation's relay would (signed, a message id of its own: `id` again redelivers it); answers its id. */
  async publish<T extends BusEventType>(type: T, data: EventMap[T], id: string = randomUUID()): Promise<string> {
    const { infra } = this.identity;
    await publishSignedEvent(infra.js, infra.signing, infra.subject(type), { id, type, occurredAt: new Date().toISOString(), data }, randomUUID());
    return id;
  }

  waitForMail(to: string, subject: string): Promise<ReceivedMail> {
    return waitForMail(this.mailDir, to, subject);
  }

  /** The mails to `to` whose subject contains `subject`, newest first, once every mail queued so far was sent. */
  async mailsTo(to: string, subject = ''): Promise<ReceivedMail[]> {
    const waiting = async () => (await queryDb<{ n: number }>(this.names, 'SELECT count(*)::int AS n FROM identity.mail_outbox'))[0].n;
    await waitUntil(waiting, (n) => n === 0, { what: 'every queued mail sent' });
    return receivedMails(this.mailDir, to).filter((m) => m.subject.includes(subject));
  }
}

/** An IdentityContext started before the file's tests and stopped after them. */
export function useIdentity(topic: string): IdentityContext {
  const ctx = new IdentityContext(topic);
  beforeAll(() => ctx.start());
  afterAll(() => ctx.stop());
  return ctx;
}
