import type { MailCategory } from '@fractional/contract';
import type { OutgoingMail } from './outgoing-mail.js';

export const PRODUCT = 'Fractional';
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0f5e5e';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** 1800 → "30 minutes", 3600 → "1 hour", 172800 → "2 days". */
export function describeDuration(seconds: number): string {
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(Math.max(1, Math.round(seconds)), 'second');
  if (seconds % 86_400 === 0) return plural(seconds / 86_400, 'day');
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  return plural(Math.round(seconds / 60), 'minute');
}

export interface Recipient {
  to: string;
  firstName: string | null;
  supportEmail: string;
  /** The recipient's account, when the caller knows it (else the outbox finds it by address, docs/mail.md). */
  userId?: number;
}

export interface LinkMailInput extends Recipient {
  link: string;
  ttlSeconds: number;
}

/**
 * What one mail says: paragraphs, an optional button with its link, and a closing line.
 * `htmlParagraphs` replaces the paragraphs in the HTML body where that one words them for a button.
 */
export interface MailContent {
  /** The preference that can turn it off (docs/mail.md); none for security and account mail. */
  category?: MailCategory;
  subject: string;
  paragraphs: string[];
  htmlParagraphs?: string[];
  /** A button with its link; `ttlSeconds` for a link that expires (a one-time link says how long it works). */
  action?: { label: string; link: string; ttlSeconds?: number };
  closing: string;
}

export type PasswordResetMailInput = LinkMailInput;

export function passwordResetMail(input: PasswordResetMailInput): OutgoingMail {
  const asked = `We received a request to reset the password of your ${PRODUCT} account.`;
  return composeMail(input, {
    subject: `Reset your ${PRODUCT} password`,
    paragraphs: [`${asked} Open this link to choose a new one:`],
    htmlParagraphs: [`${asked} Choose a new one here:`],
    action: { label: 'Reset password', link: input.link, ttlSeconds: input.ttlSeconds },
    closing: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  });
}

/** The one shell of every mail we send: greeting, content, support line and signature, as text and HTML. */
export function composeMail(recipient: Recipient, mail: MailContent): OutgoingMail {
  const greeting = recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi there,';
  const ttl = mail.action?.ttlSeconds;
  const lifetime = ttl === undefined ? undefined : `The link expires in ${describeDuration(ttl)} and works once.`;
  const text = [
    greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(mail.action ? [mail.action.link, '', ...(lifetime ? [lifetime] : [])] : []),
    mail.closing,
    '',
    `Questions? Write to ${recipient.supportEmail}.`,
    '',
    `The ${PRODUCT} team`,
  ].join('\n');
  const html = composeHtml(greeting, lifetime, recipient, mail);
  return {
    to: recipient.to,
    subject: mail.subject,
    text,
    html,
    ...(mail.category ? { category: mail.category, userId: recipient.userId ?? null } : {}),
  };
}

function composeHtml(greeting: string, lifetime: string | undefined, recipient: Recipient, mail: MailContent): string {
  const support = escapeHtml(recipient.supportEmail);
  const paragraph = `margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};`;
  const small = `margin:0 0 8px;font-size:14px;line-height:20px;color:${MUTED};`;
  const link = mail.action ? escapeHtml(mail.action.link) : '';
  const pasteHint = `${lifetime ? `${lifetime} ` : ''}If the button does not work, paste this address into your browser:`;
  const action = mail.action
    ? `<p style="margin:24px 0;"><a href="${link}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-size:16px;font-weight:600;padding:12px 24px;border-radius:6px;">${escapeHtml(mail.action.label)}</a></p>
<p style="${small}">${escapeHtml(pasteHint)}</p>
<p style="${small}word-break:break-all;"><a href="${link}" style="color:${BRAND};">${link}</a></p>`
    : '';
  const paragraphs = mail.htmlParagraphs ?? mail.paragraphs;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:32px 16px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;font-family:Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${BRAND};">${PRODUCT}</p>
<p style="${paragraph}">${escapeHtml(greeting)}</p>
${paragraphs.map((text) => `<p style="${paragraph}">${escapeHtml(text)}</p>`).join('\n')}
${action}
<p style="${small}">${escapeHtml(mail.closing)}</p>
<p style="margin:24px 0 0;font-size:14px;line-height:20px;color:${MUTED};">Questions? Write to <a href="mailto:${support}" style="color:${BRAND};">${support}</a>.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

const UNSUBSCRIBE_LINE = 'To stop e-mails like this one, unsubscribe here:';

/**
 * The unsubscribe link at the end of a mail a preference can turn off, in both bodies (added when it
 * is sent: the link names the recipient and category, docs/mail.md).
 */
export function withUnsubscribeLink(
  mail: Pick<OutgoingMail, 'text' | 'html'>,
  url: string,
): { text: string; html: string } {
  const link = escapeHtml(url);
  const footer = `<p style="margin:16px 32px 0;font-size:12px;line-height:18px;color:${MUTED};font-family:Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;text-align:center;">${escapeHtml(UNSUBSCRIBE_LINE)} <a href="${link}" style="color:${MUTED};">Unsubscribe</a></p>`;
  const html = mail.html.includes('</body>')
    ? mail.html.replace('</body>', `${footer}\n</body>`)
    : `${mail.html}${footer}`;
  return { text: `${mail.text}\n\n${UNSUBSCRIBE_LINE}\n${url}`, html };
}
