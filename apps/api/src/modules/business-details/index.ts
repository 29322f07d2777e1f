// The business-details module's front door: what other modules and app.ts may use (docs/architecture.md).
export {
  findBusinessDetailByUserId,
  insertBusinessDetail,
  toBusinessDetail,
  updateBusinessDetail,
} from './business-details.repository.js';
