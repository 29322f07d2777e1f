import type { CaughtMail, SmtpCatcher } from './smtp-catcher.js';

export const Subjects = {
  verify: 'Verify your e-mail for Fractional',
  confirmChange: 'Confirm your new e-mail for Fractional',
  changed: 'Your Fractional e-mail was changed',
  passwordChanged: 'Your Fractional password was changed',
  reset: 'Reset your Fractional password',
  accountCreated: 'Your Fractional account is ready',
  resetBySupport: 'Choose a new Fractional password',
} as const;

/** The `hash` of the SPA link on `page` (e.g. `verify-email`) in the mail's text, as a user would follow it. */
export function hashIn(mail: CaughtMail, page: string): string {
  const match = new RegExp(`/member/${page}\\?hash=([\\w.-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no /member/${page} link in: ${mail.text}`);
  return match[1];
}

/** Waits for a mail to `to` with this subject that was not caught before `since` (a snapshot of messages). */
export function nextMail(
  catcher: SmtpCatcher,
  to: string,
  subject: string,
  since: readonly CaughtMail[] = [],
): Promise<CaughtMail> {
  const earlier = new Set(since);
  return catcher.waitForMail(
    (mail) => !earlier.has(mail) && mail.recipients.includes(to) && mail.subject === subject,
    10_000,
  );
}
