import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  message: MailMessage;
  /** The full RFC 822 message as sent or written. */
  raw: string;
  /** The .eml file, when the file mailer wrote one. */
  file?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'file' | 'memory';
  send(message: MailMessage): Promise<SentMail>;
}

/** Sends through an SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
      return { message, raw: '' };
    },
  };
}

// Builds the complete message without sending it, so the file and memory mailers store real mail.
const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

async function render(from: string, message: MailMessage): Promise<string> {
  const info = await renderer.sendMail({ from, ...message });
  return (info.message as Buffer).toString('utf8');
}

/** Without SMTP: writes each message as `<dir>/<time>-<random>.eml` (open it in any mail client). */
export function createFileMailer(dir: string, from: string): Mailer {
  return {
    kind: 'file',
    async send(message) {
      const raw = await render(from, message);
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, raw);
      return { message, raw, file };
    },
  };
}

/** Keeps messages in memory (tests, the in-memory OpenAPI export). */
export function createMemoryMailer(from: string): Mailer & { sent: SentMail[] } {
  const sent: SentMail[] = [];
  return {
    kind: 'memory',
    sent,
    async send(message) {
      const mail = { message, raw: await render(from, message) };
      sent.push(mail);
      return mail;
    },
  };
}
