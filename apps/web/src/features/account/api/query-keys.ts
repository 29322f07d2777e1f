/** The account's own queries: the signed-in devices (a password change or a sign-out elsewhere ends some). */
export const accountQueryKeys = {
  sessions: ['auth', 'sessions'] as const,
  passkeys: ['auth', 'passkeys'] as const,
  mailPreferences: ['auth', 'me', 'notifications'] as const,
};
