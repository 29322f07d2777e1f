// The profiles module's front door: what other modules and app.ts may use (docs/architecture.md).
export { insertProfile, replaceProfileLinks } from './profiles.repository.js';
export { saveProfileOfUser } from './profiles.service.js';
