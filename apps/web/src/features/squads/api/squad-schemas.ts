// Imported on demand by the invitation and squad calls, so no route chunk carries zod of its own.
export { InvitationPageSchema, InvitationSchema, SquadMemberSchema, SquadPageSchema } from '@fractional/contract';
