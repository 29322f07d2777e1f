import type { MailCategory } from '@fractional/contract';
import type { Config } from '../../config.js';
import { API_PREFIX } from '../../lib/api-prefix.js';
import { escapeHtml, PRODUCT } from '../../mail/templates.js';
import type { TokenService } from '../auth/tokens.js';

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

/** `{APP_URL}/api/v1/unsubscribe?token=…`: the List-Unsubscribe address of one user's mail of one category. */
export async function unsubscribeUrl(
  config: Config,
  tokens: TokenService,
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

/** A small page of our own (no script; CSP allows the inline style), for the unsubscribe link in a browser. */
export function unsubscribePage(page: {
  title: string;
  paragraphs: string[];
  /** A POST form back to the page's own address; `fields` are its hidden inputs (default: the one-click body). */
  form?: { action: string; button: string; fields?: Record<string, string> };
  link?: { href: string; label: string };
}): string {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">
${Object.entries(page.form.fields ?? { 'List-Unsubscribe': 'One-Click' })
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join('\n')}
<button type="submit">${escapeHtml(page.form.button)}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(page.title)} · ${PRODUCT}</title>
<style>
body{margin:0;background:#f4f6f8;font-family:Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933}
main{max-width:480px;margin:48px auto;padding:32px 24px;background:#fff;border-radius:8px}
h1{font-size:22px;margin:0 0 16px}p{font-size:16px;line-height:24px;margin:0 0 16px}
button{font:inherit;font-weight:600;background:#0f5e5e;color:#fff;border:0;border-radius:6px;padding:12px 24px;cursor:pointer}
button:focus-visible{outline:3px solid #f0b429;outline-offset:2px}a{color:#0f5e5e}
</style></head>
<body><main>
<p style="font-weight:700;color:#0f5e5e">${PRODUCT}</p>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${form}
${page.link ? `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></p>` : ''}
</main></body></html>`;
}
