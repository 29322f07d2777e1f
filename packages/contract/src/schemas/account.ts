import { z } from 'zod';
import { ReviewSchema } from './reviews.js';
import { EmailSchema, PasswordSchema, pageSchema } from './common.js';
import { BillingDetailsSchema } from './billing-details.js';
import { BusinessDetailSchema } from './business-details.js';
import { StoredFileSchema } from './files.js';
import { ProfileSchema } from './profiles.js';
import { ProjectSchema } from './projects.js';
import { InvitationSchema } from './invitations.js';
import { ActivityItemSchema } from './activity.js';
import { MailPreferencesSchema } from './mail-preferences.js';
import { PasskeySchema } from './passkeys.js';
import { ConversationSchema, MessageSchema, ProjectRefSchema } from './messaging.js';
import { SquadMemberStatuses } from '../constants/squads.js';
import { UserSchema } from './users.js';
import { PASSWORD_MAX } from '../rules/validation-limits.js';

/** The current password, checked (not validated for strength): any non-empty string. */
const CurrentPasswordSchema = z.string().min(1).max(PASSWORD_MAX);
/** A mailed link's signed hash (verify e-mail, confirm e-mail change). */
const HashSchema = z.string().min(1).max(4096);

/** `POST /auth/password`: the caller's other sessions end; the calling one stays. */
export const ChangePasswordSchema = z.object({ oldPassword: CurrentPasswordSchema, password: PasswordSchema });
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** `POST /auth/email/change`: mails a confirm link to the new address; nothing changes until it is used. */
export const EmailChangeSchema = z.object({ email: EmailSchema, password: CurrentPasswordSchema });
export type EmailChange = z.infer<typeof EmailChangeSchema>;

/** `POST /auth/email/change/confirm` and `POST /auth/email/verify` (public: the hash is the credential). */
export const LinkHashSchema = z.object({ hash: HashSchema });
export type LinkHash = z.infer<typeof LinkHashSchema>;
export const EmailChangeConfirmSchema = LinkHashSchema;
export type EmailChangeConfirm = LinkHash;
export const EmailVerifySchema = LinkHashSchema;
export type EmailVerify = LinkHash;

/** The word a Google account without a password types to close the account. */
export const CLOSE_ACCOUNT_CONFIRM_WORD = 'DELETE';

/**
 * `DELETE /auth/me`: `{password}`, or `{confirm: 'DELETE'}` for an account without a password
 * (Google sign-in only). Which one is required is decided by the account, so both are optional here.
 */
export const CloseAccountSchema = z.object({
  password: CurrentPasswordSchema.optional(),
  confirm: z.literal(CLOSE_ACCOUNT_CONFIRM_WORD).optional(),
});
export type CloseAccount = z.infer<typeof CloseAccountSchema>;

/** One signed-in device of the caller (`GET /auth/sessions`). */
export const SessionSchema = z
  .object({
    id: z.string().describe('Session id (UUID)'),
    createdAt: z.string(),
    lastUsedAt: z.string().describe('Updated at most once a minute'),
    userAgent: z.string().nullable(),
    current: z.boolean().describe('True for the session of the calling token'),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof SessionSchema>;

export const SessionPageSchema = pageSchema(SessionSchema).meta({ id: 'SessionPage' });
export type SessionPage = z.infer<typeof SessionPageSchema>;

export const SessionParamsSchema = z.object({ id: z.string().max(64) });

/** A seat the user holds or held in a project's squad (the account export). */
export const SquadMembershipSchema = z
  .object({
    id: z.number().int(),
    project: ProjectRefSchema,
    invitationId: z.number().int(),
    hoursPerWeek: z.number().int(),
    hourlyRate: z.number().nullable().describe("The rate agreed on joining, in the project's currency"),
    status: z.enum(SquadMemberStatuses.values),
    joinedAt: z.string(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'SquadMembership' });
export type SquadMembership = z.infer<typeof SquadMembershipSchema>;

/**
 * `GET /auth/me/export`: everything stored about the caller, never a hash or a token, read in one
 * snapshot and streamed in this key order. What working together stores (timesheets, invoices,
 * reviews) joins as further lists after `activity`.
 */
/** A (user agent, IP) pair the account signed in from (docs/security.md#new-sign-in-alerts). */
export const SignInDeviceSchema = z
  .object({
    userAgent: z.string().nullable(),
    ip: z.string(),
    firstSeenAt: z.string().describe('First sign-in from it (ISO 8601)'),
    lastSeenAt: z.string().describe('Latest sign-in from it (ISO 8601)'),
  })
  .meta({ id: 'SignInDevice' });
export type SignInDevice = z.infer<typeof SignInDeviceSchema>;

export const AccountExportSchema = z
  .object({
    exportedAt: z.string(),
    user: UserSchema,
    profile: ProfileSchema.nullable(),
    businessDetail: BusinessDetailSchema.nullable(),
    billingDetails: BillingDetailsSchema.nullable().describe('The legal party invoices name (`GET /billing-details`)'),
    projects: z.array(ProjectSchema),
    files: z.array(StoredFileSchema),
    sessions: z.array(SessionSchema),
    invitations: z
      .array(InvitationSchema)
      .describe('Every invitation the user received (as the expert) or sent (on their projects), oldest first'),
    squadMemberships: z.array(SquadMembershipSchema).describe("The user's seats in squads, ended ones included"),
    conversations: z
      .array(ConversationSchema)
      .describe('Every conversation the user is or was in, as `GET /conversations` shows it, newest activity first'),
    messages: z.array(MessageSchema).describe('Every message the user wrote, in any conversation, oldest first'),
    activity: z.array(ActivityItemSchema).describe('The activity items the user sees in `GET /activity`, newest first'),
    reviewsWritten: z
      .array(ReviewSchema)
      .describe('Every review the user wrote, published or not, hidden ones included, oldest first'),
    reviewsReceived: z
      .array(ReviewSchema)
      .describe(
        'Published, visible reviews about the user (as expert or as client), oldest first; never an unpublished one',
      ),
    mailPreferences: MailPreferencesSchema.describe('Which mails the user receives (`GET /auth/me/notifications`)'),
    passkeys: z.array(PasskeySchema).describe("The user's passkeys: names and dates, never a key"),
    signInDevices: z
      .array(SignInDeviceSchema)
      .describe('Where the account signed in from, as the new-sign-in alert remembers it (docs/security.md)'),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** What a verify or e-mail-change hash carries that the SPA may read (it is a signed JWT): the address it is for. */
export const EmailLinkPayloadSchema = z.object({ email: z.string() });
