// The mail-preferences module's front door: what other modules and app.ts may use (docs/architecture.md).
export { findMailPreferences, isCategoryOn, takeDailyDigestSlot } from './mail-preferences.repository.js';
export { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe.js';
