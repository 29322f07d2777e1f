// Imported on demand by the invitation and squad calls, so no route chunk carries zod of its own.
// The dialogs check what they send with the request schemas the API uses (lib/schema-errors).
export {
  InvitationAcceptSchema,
  InvitationCreateSchema,
  InvitationPageSchema,
  InvitationSchema,
  ProjectBriefSchema,
  RateChangeCreateSchema,
  RateChangeSchema,
  SquadMemberSchema,
  SquadPageSchema,
} from '@fractional/contract';
