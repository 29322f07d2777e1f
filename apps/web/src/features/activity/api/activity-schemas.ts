// Imported on demand by the activity call, so the route chunks carry no zod of their own.
export { ActivityPageSchema } from '@fractional/contract';
