// Imported on demand by the admin calls, so the console's route chunks carry no zod of their own.
export {
  AdminExpertPageSchema,
  AdminExpertSchema,
  AdminProjectPageSchema,
  AdminProjectSchema,
  AdminUserCreateSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  AuditPageSchema,
  FxRatesSchema,
} from '@fractional/contract';
