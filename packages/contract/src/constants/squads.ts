import { defineOptions } from './options.js';

/** A squad membership (docs/api.md#invitations-and-squads): `active` books the expert's hours; `ended` frees them. */
export const SquadMemberStatuses = defineOptions(['active', 'ended'], {
  active: 'Active',
  ended: 'Ended',
});
export type SquadMemberStatus = (typeof SquadMemberStatuses.values)[number];

/**
 * Who sent an invitation, as the expert sees it: the client, or Fractional (an admin inviting on the
 * client's behalf, docs/api.md#matcher-console). Never the inviting person's name or e-mail.
 */
export const InvitationSenders = defineOptions(['client', 'fractional'], {
  client: 'The client',
  fractional: 'Fractional, on behalf of the client',
});
export type InvitationSender = (typeof InvitationSenders.values)[number];
