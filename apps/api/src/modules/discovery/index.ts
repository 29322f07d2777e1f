// The discovery module's front door: what other modules and app.ts may use (docs/architecture.md): the search
// itself, who may search, and who may be found, which shortlists and saved searches share (docs/discovery.md).
export { DISCOVERABLE } from './discovery.sql.js';
export { requireFinder, searchExperts } from './discovery.service.js';
export { warmSearchIndex } from './search-index.warm.js';
