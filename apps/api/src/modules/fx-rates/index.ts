// The fx-rates module's front door: what other modules and app.ts may use (docs/architecture.md).
export { fxMicros } from './fx-rates.service.js';
