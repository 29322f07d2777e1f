import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';
import type { OutgoingMail } from './outgoing-mail.js';

/** Where queued mail goes: an SMTP server, or files in DATA_DIR/outbox when SMTP_URL is unset. */
export interface MailTransport {
  /** Resolves once the mail was handed over; rejects when it was not (the sender retries). */
  deliver(mail: OutgoingMail & { id: number; headers?: Record<string, string> }): Promise<void>;
  close(): void;
}

// Bounded waits, so a hung server fails the attempt well inside the sender's lease.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Writes lines for the developer at the terminal, outside the JSON log. */
export type PrintLine = (line: string) => void;

const printToStdout: PrintLine = (line) => void process.stdout.write(`${line}\n`);

export function createMailTransport(
  config: Config,
  log: FastifyBaseLogger,
  print: PrintLine = printToStdout,
): MailTransport {
  return config.mail.smtpUrl ? smtpTransport(config, config.mail.smtpUrl) : fileTransport(config, log, print);
}

function smtpTransport(config: Config, url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    async deliver(mail) {
      await transporter.sendMail({ from: config.mail.from, ...pickMessage(mail), headers: mail.headers ?? {} });
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP: each mail becomes an .eml file, its text written as is (8bit) so that it reads in an
 * editor and its links stay whole; in development each app link is printed on a line of its own.
 */
function fileTransport(config: Config, log: FastifyBaseLogger, print: PrintLine): MailTransport {
  const directory = path.join(config.dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async deliver(mail) {
      const info = await composer.sendMail({
        from: config.mail.from,
        to: mail.to,
        subject: mail.subject,
        text: readablePart('text/plain', mail.text),
        html: readablePart('text/html', mail.html),
        headers: mail.headers ?? {},
      });
      await mkdir(directory, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      const file = path.join(directory, name);
      // Written aside and renamed, so nobody ever reads half a message.
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      log.info({ mailId: mail.id, to: mail.to, file }, 'mail written to outbox');
      // Links are live credentials: printed for a developer at the terminal only, never in production
      // (nor by the in-process apps of the API tests, whose output nobody follows).
      const links = config.env === 'development' ? appLinks(config, mail.text) : [];
      if (links.length === 0) return;
      print(`Mail to ${mail.to}, "${mail.subject}" (${file}); open:`);
      for (const link of links) print(link);
    },
    close: () => composer.close(),
  };
}

/** RFC 5322's limit for a line of an 8bit body. */
const MAX_LINE_OCTETS = 998;

/**
 * A text part sent as written ("Content-Transfer-Encoding: 8bit") rather than quoted-printable,
 * which folds lines at 76 characters and so breaks every longer link in two. A part with a line too
 * long for 8bit is left to nodemailer.
 */
function readablePart(contentType: string, content: string): string | { raw: string } {
  if (content.split(/\r?\n/).some((line) => Buffer.byteLength(line) > MAX_LINE_OCTETS)) return content;
  const headers = `Content-Type: ${contentType}; charset=utf-8\r\nContent-Transfer-Encoding: 8bit`;
  return { raw: `${headers}\r\n\r\n${content}` };
}

function pickMessage(mail: OutgoingMail): OutgoingMail {
  return { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html };
}

function appLinks(config: Config, text: string): string[] {
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).filter((link) => link.startsWith(config.appUrl));
}
