// The profiles module's front door: what other modules and app.ts may use; the rest of its folder is its own (docs/architecture.md).
export { insertProfile, replaceProfileLinks } from './profiles.repository.js';
export { saveProfileOfUser } from './profiles.service.js';
