import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

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

/** Waits until a mail to `to` whose subject contains `subject` was received by the test SMTP server. */
export async function waitForMail(dir: string, to: string, subject: string, timeoutMs = 10000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).sort().reverse();
    } catch {
      // nothing received yet
    }
    for (const f of files) {
      const mail = parseMail(readFileSync(join(dir, f), 'utf8'));
      if (mail.to.toLowerCase() === to.toLowerCase() && mail.subject.includes(subject)) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} with subject containing "${subject}" within ${timeoutMs} ms`);
}
