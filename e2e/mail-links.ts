import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseMail } from '../apps/api/test/smtp-catcher.js';

/** The SPA pages a mailed link opens (docs/api.md#account-and-sign-in reset, docs/api.md#account-and-trust verify and change). */
export type LinkPage = 'confirm-reset-password' | 'verify-email' | 'confirm-email-change';

function linkIn(file: string, email: string, pattern: RegExp): string | null {
  const mail = parseMail(readFileSync(file, 'utf8'));
  if (!(mail.headers.to ?? '').toLowerCase().includes(email.toLowerCase())) return null;
  return pattern.exec(mail.text)?.[0] ?? pattern.exec(mail.html)?.[0]?.replace(/&amp;/g, '&') ?? null;
}

/**
 * The newest link to `page` in the mails to `email` in DATA_DIR/outbox (one .eml per mail, names
 * starting with an ISO timestamp). Waits for the background sender; `after` skips a link already seen.
 */
export function latestMailLink(
  dataDir: string,
  email: string,
  page: LinkPage,
  after: string | null = null,
): Promise<string> {
  return latestMailUrl(dataDir, email, new RegExp(`https?://[^\\s"'<>]+/member/${page}\\?hash=[^\\s"'<>]+`), after);
}

/** The newest URL matching `pattern` in the mails to `email` (e.g. an invitation's link to Opportunities). */
export async function latestMailUrl(
  dataDir: string,
  email: string,
  pattern: RegExp,
  after: string | null = null,
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const find = (): string | null => {
    let names: string[] = [];
    try {
      names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
    } catch {
      return null; // no mail written yet
    }
    for (const name of names.sort().reverse()) {
      const link = linkIn(path.join(outbox, name), email, pattern);
      if (link) return link === after ? null : link;
    }
    return null;
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = find();
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with ${pattern.source} in ${outbox} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
