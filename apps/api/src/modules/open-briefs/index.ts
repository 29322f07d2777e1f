// The open-briefs module's front door: what other modules and app.ts may use (docs/architecture.md).
export { OPEN_BRIEFS_RANKED_MAX } from './open-briefs.service.js';
