// Imported on demand by the calls of the sign-in page and the session check, so zod and the user
// schema load with the first answer instead of with the page (docs/benchmarks.md, Web).
export { LoginResultSchema, UserSchema } from '@fractional/contract';
