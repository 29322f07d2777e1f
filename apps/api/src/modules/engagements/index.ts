// The engagements module's front door: what other modules and app.ts may use (docs/architecture.md).
export { recomputeProductivity } from './productivity.service.js';
export { expertProfiles, experts, joinMemberSides, ownerProfiles } from './member-sides.repository.js';
export { changePct } from './productivity.js';
export { schedules } from './schedules.js';
