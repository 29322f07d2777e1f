// The saved-searches module's front door: what other modules and app.ts may use (docs/architecture.md).
export { schedules } from './schedules.js';
