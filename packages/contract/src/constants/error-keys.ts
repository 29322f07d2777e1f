/** Error keys the API puts in `errors`; the web app maps each to its friendly text. */
export const ErrorKeys = {
  emailAlreadyExists: 'emailAlreadyExists',
  emailNotExists: 'emailNotExists',
  notFound: 'notFound',
  incorrectPassword: 'incorrectPassword',
  needLoginViaGoogle: 'needLoginViaProvider:google',
  userInactive: 'userInactive',
  invalidHash: 'invalidHash',
  /** A one-click unsubscribe token that is forged, tampered with, expired or of another kind (docs/mail.md). */
  invalidToken: 'invalidToken',
  noPassword: 'noPassword',
  samePassword: 'samePassword',
  emailUnchanged: 'emailUnchanged',
  emailAlreadyVerified: 'emailAlreadyVerified',
  /** POST /auth/email/verify: a used link of a user already verified at that address. */
  alreadyVerified: 'alreadyVerified',
  invalidPhone: 'invalidPhone',
  invalidTimezone: 'invalidTimezone',
  invalidCountry: 'invalidCountry',
  /** A website that is not an absolute http(s) address with a domain name. */
  invalidUrl: 'invalidUrl',
  invalidIdToken: 'invalidIdToken',
  emailNotVerified: 'emailNotVerified',
  googleDisabled: 'googleSignInDisabled',
  profileExists: 'profileAlreadyExists',
  businessDetailExists: 'businessDetailAlreadyExists',
  unknownReference: 'unknownReference',
  notOwnProject: 'notOwnProject',
  cannotChange: 'cannotBeChanged',
  invalidFileType: 'invalidFileType',
  fileTooLarge: 'fileTooLarge',
  tooManyFiles: 'tooManyFiles',
  otherRequiresText: 'otherRequiresText',
  minAboveMax: 'minAboveMax',
  /** A project's budgetMax below its budget, or a budgetMax without a budget. */
  maxBelowMin: 'maxBelowMin',
  contractorOnly: 'contractorOnly',
  /** PATCH /admin/users/{id}: an admin deactivating their own account. */
  cannotDeactivateSelf: 'cannotDeactivateSelf',
  /** PATCH /admin/users/{id}: deactivating the only active admin left. */
  lastActiveAdmin: 'lastActiveAdmin',
  notAvailable: 'notAvailable',
  tooManyOpenInvitations: 'tooManyOpenInvitations',
  overCapacity: 'overCapacity',
  /** A message of nothing but spaces and line breaks. */
  blankMessage: 'blankMessage',
  /** A `before`/`upTo` message id that is not in this conversation. */
  notInConversation: 'notInConversation',
  /** A timesheet's `hours`: not 7 numbers, each 0–24 in quarters of an hour. */
  invalidHours: 'invalidHours',
  /** A timesheet's `weekStart` that is not a Monday (`YYYY-MM-DD`). */
  notMonday: 'notMonday',
  /** A week, or hours on days, before the membership began, after it ended, or after today. */
  outsideEngagement: 'outsideEngagement',
  /** Submitting a week with no hours. */
  empty: 'empty',
  /** Not a calendar date YYYY-MM-DD. */
  invalidDate: 'invalidDate',
  /** An outcome's new due date before yesterday (UTC): docs/engagements.md. */
  dueDateInPast: 'dueDateInPast',
  /** A sixth outcome on one project. */
  tooManyOutcomes: 'tooManyOutcomes',
  /** A check-in naming an outcome that is not one of the project's. */
  unknownOutcome: 'unknownOutcome',
  /** An invoice run's `month` that is not `YYYY-MM`. */
  invalidMonth: 'invalidMonth',
  /** An invoice run for a month that is not over yet (UTC). */
  notEnded: 'notEnded',
  /** A review of a membership that has not ended yet. */
  engagementActive: 'engagementActive',
  /** A review more than 30 days after the membership ended. */
  reviewWindowClosed: 'reviewWindowClosed',
  /** A project's currency changed after a member has ever joined it (docs/money.md). */
  currencyLocked: 'currencyLocked',
  /** An amount with more decimals than its currency's minor unit has (2; JPY 0). */
  tooManyDecimals: 'tooManyDecimals',
  /** Approving a week of a member who has no agreed rate (older data): agree a rate first. */
  notAgreed: 'notAgreed',
  /** A rate change's effectiveFrom before the member's last invoiced day. */
  beforeInvoiced: 'beforeInvoiced',
  /** A field the request must carry (e.g. an accept's hourlyRate). */
  required: 'required',
  /** An amount that must be above zero (an hourly rate). */
  notPositive: 'notPositive',
  /** An amount above its limit (an hourly rate above HOURLY_RATE_MAX_MINOR minor units). */
  tooLarge: 'tooLarge',
  /** A 21st saved search (SAVED_SEARCHES_MAX a client): delete one first (docs/discovery.md). */
  tooManySavedSearches: 'tooManySavedSearches',
  /** A two-step sign-in code (or recovery code) that is wrong, used already or from another step. */
  invalidCode: 'invalidCode',
  /** An mfaToken that expired, was used, took too many wrong codes, or was never ours: sign in again. */
  invalidMfaToken: 'invalidMfaToken',
  /** Two-step sign-in set up or enabled while already on, or disabled while off. */
  twoFactorOn: 'twoFactorOn',
  twoFactorOff: 'twoFactorOff',
  /**
   * A passkey answer that does not verify: its challenge unknown, used or expired, its signature,
   * origin or counter wrong, or the passkey not (or no longer) registered (docs/security.md#passkeys).
   */
  invalidPasskey: 'invalidPasskey',
  /** A passkey registered already (on this or another account). */
  passkeyExists: 'passkeyExists',
} as const;
export type ErrorKey = (typeof ErrorKeys)[keyof typeof ErrorKeys];
