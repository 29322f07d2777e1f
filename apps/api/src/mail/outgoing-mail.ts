import type { MailCategory } from '@fractional/contract';

/** One mail as the templates make it, the outbox keeps it and the transport sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The preference that can turn this mail off (docs/mail.md); absent for security and account mail,
   * which always goes.
   */
  category?: MailCategory | null;
  /** The recipient's account; the outbox finds it by `to` when a mail with a category leaves it out. */
  userId?: number | null;
}
