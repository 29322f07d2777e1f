import { z } from 'zod';

/**
 * Mail preferences (docs/mail.md): which mail an account gets, per category. Security and account mails
 * (verification, password reset, sign-in alerts, two-step changes) have no switch: they always go.
 */
export const MAIL_CATEGORIES = [
  'messages',
  'invitations',
  'timesheets',
  'invoices',
  'matchAlerts',
  'savedSearches',
  'reviews',
] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** Messages: a digest soon after a message waits unread (`instant`, as before), at most one a day, or none. */
export const MESSAGE_MAIL_MODES = ['instant', 'daily', 'off'] as const;
export type MessageMailMode = (typeof MESSAGE_MAIL_MODES)[number];
const Switch = z.enum(['on', 'off']);

/** `GET`/`PUT /auth/me/notifications`: every key, exactly (an unknown key is a 422 naming it). */
export const MailPreferencesSchema = z
  .strictObject({
    messages: z.enum(MESSAGE_MAIL_MODES),
    invitations: Switch,
    timesheets: Switch,
    invoices: Switch,
    matchAlerts: Switch,
    savedSearches: Switch,
    reviews: Switch,
  })
  .meta({ id: 'MailPreferences' });
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/** What an account without saved preferences gets: everything, messages as they always came. */
export const DEFAULT_MAIL_PREFERENCES: MailPreferences = {
  messages: 'instant',
  invitations: 'on',
  timesheets: 'on',
  invoices: 'on',
  matchAlerts: 'on',
  savedSearches: 'on',
  reviews: 'on',
};

/** `POST /unsubscribe?token=…`: the one-click body mailbox providers send (RFC 8058). */
export const UnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(2000) });
export const UnsubscribeResultSchema = z
  .object({ category: z.enum(MAIL_CATEGORIES), unsubscribed: z.literal(true) })
  .meta({ id: 'UnsubscribeResult' });
export type UnsubscribeResult = z.infer<typeof UnsubscribeResultSchema>;
