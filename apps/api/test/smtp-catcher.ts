import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** RCPT TO addresses of the SMTP envelope. */
  recipients: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message; stop() and start() again reuse the port. */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const recipients = session.envelope.rcptTo.map((address) => address.address);
          this.messages.push({ recipients, raw, ...parseMail(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const { server } = this;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The first message (already caught or arriving before the deadline) that matches. */
  async waitForMail(predicate: (mail: CaughtMail) => boolean, timeoutMs = 5000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = this.messages.map((mail) => `${mail.recipients.join(',')}: ${mail.subject}`);
        throw new Error(`no matching mail within ${timeoutMs} ms; caught: [${seen.join('; ')}]`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const catcher = new SmtpCatcher();
  await catcher.start();
  return catcher;
}

/** Just enough MIME for our own mail: headers, multipart parts, quoted-printable and base64. */
export function parseMail(raw: string): {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
} {
  const result = { text: '', html: '' };
  const headers = collectParts(raw, result);
  return { headers, subject: decodeWords(headers.subject ?? ''), ...result };
}

function collectParts(entity: string, into: { text: string; html: string }): Record<string, string> {
  const split = entity.search(/\r?\n\r?\n/);
  const head = split < 0 ? entity : entity.slice(0, split);
  const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) if (!part.startsWith('--')) collectParts(part.replace(/^\r?\n/, ''), into);
  } else if (/^text\/(plain|html)/i.test(type)) {
    const decoded = decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
    if (/^text\/html/i.test(type)) into.html += decoded;
    else into.text += decoded;
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) return decodeQuotedPrintable(body);
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`) in headers such as Subject. */
function decodeWords(value: string): string {
  const adjoined = value.replace(/\?=\s+=\?/g, '?==?');
  return adjoined.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
