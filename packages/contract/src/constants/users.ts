import { defineOptions } from './options.js';

/** Role and status rows are fixed reference data: ids are part of the API contract. */
export const Roles = {
  admin: { id: 1, name: 'admin' },
  client: { id: 2, name: 'client' },
  contractor: { id: 3, name: 'contractor' },
} as const;
export type RoleName = keyof typeof Roles;
export const ROLE_NAMES = ['admin', 'client', 'contractor'] as const satisfies readonly RoleName[];

export const Statuses = { active: { id: 1, name: 'active' }, inactive: { id: 2, name: 'inactive' } } as const;
export type StatusName = keyof typeof Statuses;
export const STATUS_NAMES = ['active', 'inactive'] as const satisfies readonly StatusName[];

export const AUTH_PROVIDERS = ['email', 'google'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** Where a password-reset link may send the user back to; never free text. */
export const USER_PATHS = ['/member', '/client'] as const;
export type UserPath = (typeof USER_PATHS)[number];

/**
 * Why a session ended, stored on the session and told to its holder on the refused refresh
 * (docs/api.md#account-and-sign-in): the tab can then say why it was signed out.
 */
export const SessionEndReasons = defineOptions(
  ['signedOut', 'signedOutElsewhere', 'passwordChanged', 'deactivated', 'accountClosed', 'refreshReused', 'expired'],
  {
    signedOut: 'You signed out.',
    signedOutElsewhere: 'You were signed out from another device.',
    passwordChanged: 'You were signed out because your password changed.',
    deactivated: 'You were signed out because this account was deactivated.',
    accountClosed: 'You were signed out because this account was closed.',
    refreshReused: 'You were signed out to keep your account safe. Please sign in again.',
    expired: 'Your session expired. Please sign in again.',
  },
);
export type SessionEndReason = (typeof SessionEndReasons.values)[number];

export const FILE_KINDS = ['cv'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
