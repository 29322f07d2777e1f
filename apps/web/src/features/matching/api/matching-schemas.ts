// Imported on demand by the matching calls, so the summary's route chunk carries no zod of its own.
export { ExpertCardSchema, MatchPageSchema } from '@fractional/contract';
