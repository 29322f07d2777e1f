// The reference module's front door: what other modules and app.ts may use; the rest of its folder is its own (docs/architecture.md).
export { catalogueItems, type CatalogueItems } from './catalogue-items.js';
export { isKnownTimezone } from './timezones.js';
