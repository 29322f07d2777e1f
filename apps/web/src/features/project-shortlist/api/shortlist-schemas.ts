// Imported on demand by the shortlist calls, so the project page's chunk carries no zod of its own.
export { ShortlistPageSchema } from '@fractional/contract';
