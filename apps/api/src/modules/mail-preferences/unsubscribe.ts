import type { MailCategory } from '@fractional/contract';
import type { Config } from '../../config.js';
import { API_PREFIX } from '../../lib/api-prefix.js';

/**
 * How long a one-click unsubscribe link works (docs/mail.md): long, since a mail may be read months
 * later; after it, the user changes preferences signed in.
 */
export const UNSUBSCRIBE_TTL_SECONDS = 365 * 86_400;

/** What each category's mail is, in a sentence's words ("Stop … e-mails"). */
export const CATEGORY_LABELS: Record<MailCategory, string> = {
  messages: 'new-message',
  invitations: 'invitation and squad',
  timesheets: 'timesheet and check-in',
  invoices: 'invoice and rate',
  matchAlerts: 'new-match alert',
  savedSearches: 'saved-search',
  reviews: 'review',
};

/**
 * What signing a link needs of the token service (the auth module's `TokenService`), named here so this
 * module, which the background worker imports, does not import auth's (that would close an import circle
 * through `deps.ts`).
 */
interface UnsubscribeSigner {
  signUnsubscribe(claims: { userId: number; category: MailCategory }, expiresAt: Date): Promise<string>;
}

/** `{APP_URL}/api/v1/unsubscribe?token=…`: the List-Unsubscribe address of one user's mail of one category. */
export async function unsubscribeUrl(
  config: Config,
  tokens: UnsubscribeSigner,
  claims: { userId: number; category: MailCategory },
): Promise<string> {
  const token = await tokens.signUnsubscribe(claims, new Date(Date.now() + UNSUBSCRIBE_TTL_SECONDS * 1000));
  const url = new URL(`${config.appUrl}${API_PREFIX}/unsubscribe`);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The RFC 8058 headers of a mail a preference can turn off. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
