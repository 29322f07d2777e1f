// The admin module's front door: what other modules and app.ts may use (docs/architecture.md).
export { lockActiveAdmins } from './admin-users.repository.js';
export { writeAudit } from './audit.repository.js';
export { auditOnBehalf } from './on-behalf-audit.js';
