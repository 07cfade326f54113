import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitUntil } from './wait-until.js';

export interface ReceivedMail {
  to: string;
  /** The Reply-To address ('' when the mail has none). */
  replyTo: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(src[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Parses the text/plain part of a mail written by nodemailer. */
export function parseMail(raw: string): ReceivedMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1] ?? '';
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  const partHead = /Content-Type: text\/plain[^]*?\r?\n\r?\n/i.exec(raw)?.[0] ?? '';
  let text = part?.[1] ?? raw;
  if (/quoted-printable/i.test(partHead)) text = decodeQuotedPrintable(text);
  else if (/base64/i.test(partHead)) text = Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
  return {
    to: header('To').replace(/.*<(.+)>.*/, '$1').trim(),
    replyTo: header('Reply-To').replace(/.*<(.+)>.*/, '$1').trim(),
    subject: decodeHeader(header('Subject')),
    text,
    links: text.match(/https?:\/\/[^\s]+/g) ?? [],
  };
}

/**
 * Every mail to `to` the test SMTP server received so far, newest first. The identity service sends
 * its outbox oldest first, one mail at a time, and the server writes a mail before it answers: once a
 * later mail has arrived, every mail queued before it has too. So a test shows that an action sent no
 * mail by waiting for a mail queued after it, then reading this.
 */
export function receivedMails(dir: string, to: string): ReceivedMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    // nothing received yet
  }
  return files.map((f) => parseMail(readFileSync(join(dir, f), 'utf8'))).filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** Waits until a mail to `to` whose subject contains `subject` was received by the test SMTP server. */
export async function waitForMail(dir: string, to: string, subject: string, timeoutMs = 10000): Promise<ReceivedMail> {
  const matching = (mails: ReceivedMail[]) => mails.find((mail) => mail.subject.includes(subject));
  const mails = await waitUntil(() => receivedMails(dir, to), (received) => matching(received) !== undefined, {
    timeoutMs,
    what: `a mail to ${to} with subject containing "${subject}"`,
  });
  return matching(mails)!;
}
