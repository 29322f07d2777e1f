/** Error keys the API puts in `errors`; the web app maps each to its friendly text. */
export const ErrorKeys = {
  emailAlreadyExists: 'emailAlreadyExists',
  emailNotExists: 'emailNotExists',
  notFound: 'notFound',
  incorrectPassword: 'incorrectPassword',
  needLoginViaGoogle: 'needLoginViaProvider:google',
  userInactive: 'userInactive',
  invalidHash: 'invalidHash',
  noPassword: 'noPassword',
  samePassword: 'samePassword',
  emailUnchanged: 'emailUnchanged',
  emailAlreadyVerified: 'emailAlreadyVerified',
  invalidPhone: 'invalidPhone',
  invalidTimezone: 'invalidTimezone',
  invalidCountry: 'invalidCountry',
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
  /** Not a calendar date YYYY-MM-DD. */
  invalidDate: 'invalidDate',
  /** A sixth outcome on one project. */
  tooManyOutcomes: 'tooManyOutcomes',
  /** A week named by a day that is not a Monday. */
  notMonday: 'notMonday',
  /** A week that has not started yet, or outside the member's engagement. */
  outsideEngagement: 'outsideEngagement',
  /** A check-in naming an outcome that is not one of the project's. */
  unknownOutcome: 'unknownOutcome',
} as const;
export type ErrorKey = (typeof ErrorKeys)[keyof typeof ErrorKeys];
