// Imported on demand by GET /dashboard, so the client home's route chunk carries no zod of its own.
export { DashboardSchema } from '@fractional/contract';
