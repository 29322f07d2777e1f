// Imported on demand by api-client.ts: the entry must not carry zod (docs/benchmarks.md, Web).
export { ApiErrorSchema, RefreshResultSchema } from '@fractional/contract';
