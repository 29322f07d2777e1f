// Imported on demand: every page asks for the runtime config, and zod must not be in the entry.
export { PublicConfigSchema } from '@fractional/contract';
