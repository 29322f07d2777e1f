// The users module's front door: what other modules and app.ts may use (docs/architecture.md).
export {
  findUserRowByEmail,
  findUserRowById,
  findUserRowBySocialId,
  insertUser,
  loadUser,
  roleOf,
  statusOf,
  updateUserRow,
  type UserRow,
} from './users.repository.js';
export { isActive, requireUser, requireUserRow } from './users.service.js';
