import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { OutgoingMail } from './outbox.js';

/** Where queued mail goes: an SMTP server, or files in DATA_DIR/outbox when SMTP_URL is unset. */
export interface MailTransport {
  /** Resolves once the mail was handed over; rejects when it was not (the sender retries). */
  deliver(mail: OutgoingMail & { id: number }): Promise<void>;
  close(): void;
}

// Bounded waits, so a hung server fails the attempt well inside the sender's lease.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  return config.mail.smtpUrl ? smtpTransport(config, config.mail.smtpUrl) : fileTransport(config, log);
}

function smtpTransport(config: Config, url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async deliver(mail) {
      await transporter.sendMail({ from: config.mail.from, ...pickMessage(mail) });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP: each mail becomes an .eml file; in development its app links are logged to click. */
function fileTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  const directory = path.join(config.dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async deliver(mail) {
      const info = await composer.sendMail({ from: config.mail.from, ...pickMessage(mail) });
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      const file = path.join(directory, name);
      // Written aside and renamed, so nobody ever reads half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      // Reset links are live credentials: print them for a developer, never into production logs.
      const links = config.env === 'production' ? undefined : appLinks(config, mail.text);
      log.info({ mailId: mail.id, to: mail.to, file, links }, 'mail written to outbox');
    },
    close: () => composer.close(),
  };
}

function pickMessage(mail: OutgoingMail): OutgoingMail {
  return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
}

function appLinks(config: Config, text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).filter((link) => link.startsWith(config.appUrl));
}
