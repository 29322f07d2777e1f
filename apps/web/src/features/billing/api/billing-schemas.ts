// Imported on demand by the billing calls and the form, so no route chunk carries zod of its own.
export { BillingDetailsInputSchema, BillingDetailsSchema } from '@fractional/contract';
