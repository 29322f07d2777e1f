import type { OutgoingMail } from './outbox.js';

const PRODUCT = 'Fractional';
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

export interface PasswordResetMailInput {
  to: string;
  firstName: string | null;
  link: string;
  ttlSeconds: number;
  supportEmail: string;
}

export function passwordResetMail(input: PasswordResetMailInput): OutgoingMail {
  const greeting = input.firstName ? `Hi ${input.firstName},` : 'Hi there,';
  const lifetime = describeDuration(input.ttlSeconds);
  const subject = `Reset your ${PRODUCT} password`;
  const text = [
    greeting,
    '',
    `We received a request to reset the password of your ${PRODUCT} account. Open this link to choose a new one:`,
    '',
    input.link,
    '',
    `The link expires in ${lifetime} and works once.`,
    `If you did not ask for this, you can ignore this e-mail: your password stays as it is.`,
    '',
    `Questions? Write to ${input.supportEmail}.`,
    '',
    `The ${PRODUCT} team`,
  ].join('\n');
  return { to: input.to, subject, text, html: resetHtml(greeting, lifetime, input) };
}

function resetHtml(greeting: string, lifetime: string, input: PasswordResetMailInput): string {
  const link = escapeHtml(input.link);
  const support = escapeHtml(input.supportEmail);
  const paragraph = `margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};`;
  const small = `margin:0 0 8px;font-size:14px;line-height:20px;color:${MUTED};`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(`Reset your ${PRODUCT} password`)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8;padding:32px 16px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px;font-family:Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:${BRAND};">${PRODUCT}</p>
<p style="${paragraph}">${escapeHtml(greeting)}</p>
<p style="${paragraph}">We received a request to reset the password of your ${PRODUCT} account. Choose a new one here:</p>
<p style="margin:24px 0;"><a href="${link}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-size:16px;font-weight:600;padding:12px 24px;border-radius:6px;">Reset password</a></p>
<p style="${small}">The link expires in ${escapeHtml(lifetime)} and works once. If the button does not work, paste this address into your browser:</p>
<p style="${small}word-break:break-all;"><a href="${link}" style="color:${BRAND};">${link}</a></p>
<p style="${small}">If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>
<p style="margin:24px 0 0;font-size:14px;line-height:20px;color:${MUTED};">Questions? Write to <a href="mailto:${support}" style="color:${BRAND};">${support}</a>.</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
