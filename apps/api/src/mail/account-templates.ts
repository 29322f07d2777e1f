import type { OutgoingMail } from './outbox.js';
import { describeDuration, escapeHtml } from './templates.js';

const PRODUCT = 'Fractional';
const INK = '#1f2933';
const MUTED = '#52606d';
const BRAND = '#0f5e5e';

interface Recipient {
  to: string;
  firstName: string | null;
  supportEmail: string;
}

interface LinkMailInput extends Recipient {
  link: string;
  ttlSeconds: number;
}

/** What one account mail says: paragraphs, an optional button with its link, and a closing line. */
interface AccountMail {
  subject: string;
  paragraphs: string[];
  action?: { label: string; link: string; ttlSeconds: number };
  closing: string;
}

/** Sign-up: confirm the address (DESIGN §8). */
export function verifyEmailMail(input: LinkMailInput): OutgoingMail {
  return composeMail(input, {
    subject: `Verify your e-mail for ${PRODUCT}`,
    paragraphs: [`Welcome to ${PRODUCT}! Please confirm that this is your e-mail address:`],
    action: { label: 'Verify e-mail', link: input.link, ttlSeconds: input.ttlSeconds },
    closing: `If you did not sign up for ${PRODUCT}, you can ignore this e-mail.`,
  });
}

/** E-mail change, to the new address: the change happens only when this link is opened. */
export function confirmEmailChangeMail(input: LinkMailInput): OutgoingMail {
  return composeMail(input, {
    subject: `Confirm your new e-mail for ${PRODUCT}`,
    paragraphs: [`You asked to use this address for your ${PRODUCT} account. Confirm the change here:`],
    action: { label: 'Confirm new e-mail', link: input.link, ttlSeconds: input.ttlSeconds },
    closing: 'If you did not ask for this, you can ignore this e-mail: nothing changes until the link is opened.',
  });
}

/** E-mail change, to the old address once it is done. */
export function emailChangedMail(input: Recipient & { newEmail: string }): OutgoingMail {
  return composeMail(input, {
    subject: `Your ${PRODUCT} e-mail was changed`,
    paragraphs: [
      `The e-mail address of your ${PRODUCT} account was changed to ${input.newEmail}.`,
      'From now on, sign in and receive mail at the new address.',
    ],
    closing: `If you did not make this change, write to ${input.supportEmail} at once.`,
  });
}

/** After a password change: every other device was signed out. */
export function passwordChangedMail(input: Recipient): OutgoingMail {
  return composeMail(input, {
    subject: `Your ${PRODUCT} password was changed`,
    paragraphs: [`The password of your ${PRODUCT} account was changed, and every other device was signed out.`],
    closing: `If you did not make this change, reset your password and write to ${input.supportEmail} at once.`,
  });
}

function composeMail(recipient: Recipient, mail: AccountMail): OutgoingMail {
  const greeting = recipient.firstName ? `Hi ${recipient.firstName},` : 'Hi there,';
  const lifetime = mail.action && `The link expires in ${describeDuration(mail.action.ttlSeconds)} and works once.`;
  const text = [
    greeting,
    '',
    ...mail.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(mail.action && lifetime ? [mail.action.link, '', lifetime] : []),
    mail.closing,
    '',
    `Questions? Write to ${recipient.supportEmail}.`,
    '',
    `The ${PRODUCT} team`,
  ].join('\n');
  return { to: recipient.to, subject: mail.subject, text, html: composeHtml(greeting, lifetime, recipient, mail) };
}

function composeHtml(greeting: string, lifetime: string | undefined, recipient: Recipient, mail: AccountMail): string {
  const support = escapeHtml(recipient.supportEmail);
  const paragraph = `margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};`;
  const small = `margin:0 0 8px;font-size:14px;line-height:20px;color:${MUTED};`;
  const link = mail.action ? escapeHtml(mail.action.link) : '';
  const action =
    mail.action && lifetime
      ? `<p style="margin:24px 0;"><a href="${link}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-size:16px;font-weight:600;padding:12px 24px;border-radius:6px;">${escapeHtml(mail.action.label)}</a></p>
<p style="${small}">${escapeHtml(lifetime)} If the button does not work, paste this address into your browser:</p>
<p style="${small}word-break:break-all;"><a href="${link}" style="color:${BRAND};">${link}</a></p>`
      : '';
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
${mail.paragraphs.map((text) => `<p style="${paragraph}">${escapeHtml(text)}</p>`).join('\n')}
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
