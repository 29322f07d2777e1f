// Imported on demand by the engagement calls, so no route chunk carries zod of its own.
export {
  CheckInPageSchema,
  CheckInSchema,
  OutcomeListSchema,
  OutcomeSchema,
  ProductivitySchema,
} from '@fractional/contract';
