// The live module's front door: what other modules and app.ts may use (docs/architecture.md).
export { type LiveWriter, withLiveTransaction } from './live-writer.js';
export { schedules } from './schedules.js';
