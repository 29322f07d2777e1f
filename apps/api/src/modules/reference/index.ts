// The reference module's front door: what other modules and app.ts may use (docs/architecture.md).
export { catalogueItems, type CatalogueItems } from './catalogue-items.js';
export { isKnownTimezone } from './timezones.js';
