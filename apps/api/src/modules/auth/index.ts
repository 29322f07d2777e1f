// The auth module's front door: what other modules and app.ts may use (docs/architecture.md).
export { retireOpenAccountLinks } from './account-links.repository.js';
export { queueEmailChangeMail } from './email.service.js';
export { queueAdminPasswordResetMail, queueSetPasswordMail } from './password-reset.service.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { findLiveSession, listLiveSessions, revokeUserSessions } from './sessions.repository.js';
export { toSession } from './sessions.service.js';
export type { TokenService } from './tokens.js';
export { exportPasskeys } from './passkeys.service.js';
export { listSignInDevices } from './sign-in-devices.repository.js';
