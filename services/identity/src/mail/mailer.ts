import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '@streaming/platform';

export interface OutgoingMail {
  id: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Short SMTP timeouts: a stuck server must not hold the mail relay. */
function withTimeouts(url: string): string {
  const u = new URL(url);
  for (const [k, v] of [['connectionTimeout', '5000'], ['greetingTimeout', '5000'], ['socketTimeout', '10000']]) if (!u.searchParams.has(k)) u.searchParams.set(k, v);
  return u.toString();
}

/**
 * Real SMTP through nodemailer when SMTP_URL is set. Otherwise each mail is written as an .eml file
 * under MAIL_DIR and, outside production, its links are logged so a person running locally can
 * follow a reset link. In production a link (a reset or confirmation token) never reaches the logs.
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly from: string,
    private readonly smtpUrl: string | undefined,
    private readonly mailDir: string,
    private readonly logger: Logger,
    /** False in production: reset and confirmation links are secrets. */
    private readonly logLinks: boolean,
  ) {
    this.transport = smtpUrl
      ? nodemailer.createTransport(withTimeouts(smtpUrl))
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${mail.id}@streaming.local>`,
    });
    if (!this.smtpUrl) {
      await mkdir(this.mailDir, { recursive: true });
      const file = join(this.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      if (!this.logLinks) {
        this.logger.info({ mailId: mail.id, file }, `mail written to ${file}`);
        return;
      }
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      this.logger.info({ to: mail.to, file, links }, `mail written to ${file}${links.length ? ` – link: ${links.join(' ')}` : ''}`);
    }
  }

  close(): void {
    this.transport.close();
  }
}
