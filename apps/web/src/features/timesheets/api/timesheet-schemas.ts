// Imported on demand by the timesheet calls, so no route chunk carries zod of its own.
export { TimesheetPageSchema, TimesheetSchema } from '@fractional/contract';
