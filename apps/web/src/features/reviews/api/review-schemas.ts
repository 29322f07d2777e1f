// Imported on demand by the review calls, so no route chunk carries zod of its own.
// The dialog checks what it sends with the request schema the API uses (lib/schema-errors).
export { ReviewCreateSchema, ReviewHideSchema, ReviewPageSchema, ReviewSchema } from '@fractional/contract';
