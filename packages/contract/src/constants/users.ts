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

export const FILE_KINDS = ['cv'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
