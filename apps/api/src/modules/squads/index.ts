// The squads module's front door: what other modules and app.ts may use (docs/architecture.md).
export { lineAmountMinorSql, memberRateOnWeek, rateInForceMinor } from './rates.repository.js';
export { endActiveMembershipsOfProfile, endActiveMembersOfProject } from './squads.repository.js';
export { exportMemberships } from './squads.service.js';
