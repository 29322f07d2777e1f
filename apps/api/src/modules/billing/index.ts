// The billing module's front door: what other modules and app.ts may use (docs/architecture.md).
export { type BillingParty, findBillingParty } from './billing.repository.js';
export { findOwnBillingDetails } from './billing.service.js';
