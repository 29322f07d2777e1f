// Imported on demand by the sign-in calls and the session check (lib/get-me), so zod and the user
// schema load with the first answer instead of with the page (docs/benchmarks.md, Web).
export { LoginResultSchema, SignInResultSchema, UserSchema } from '@fractional/contract';
