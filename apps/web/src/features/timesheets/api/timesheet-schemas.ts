// Imported on demand by the timesheet calls, so no route chunk carries zod of its own.
export { TimesheetListSchema, TimesheetSchema } from '@fractional/contract';
