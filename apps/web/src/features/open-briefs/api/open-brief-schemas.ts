// Imported on demand by the open-brief and interest calls, so no route chunk carries zod of its own.
export {
  InterestCreateSchema,
  InterestPageSchema,
  InterestSchema,
  InvitationSchema,
  MyInterestSchema,
  OpenBriefPageSchema,
} from '@fractional/contract';
