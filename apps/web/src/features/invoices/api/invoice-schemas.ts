// Imported on demand by the spend and invoice calls, so no route chunk carries zod of its own.
export { InvoicePageSchema, InvoiceSchema, IssuedInvoicesSchema, SpendSchema } from '@fractional/contract';
