import { defineOptions } from './options.js';

/** The nine factors of docs/matching.md, in the order the answer lists them. */
export const MatchFactorKeys = defineOptions(
  ['expertise', 'roles', 'skills', 'seniority', 'industry', 'timezone', 'availability', 'budget', 'text', 'track'],
  {
    expertise: 'Expertise',
    roles: 'Roles',
    skills: 'Skills',
    seniority: 'Seniority',
    industry: 'Industry',
    timezone: 'Time zone',
    availability: 'Availability',
    budget: 'Budget',
    text: 'Relevance',
    track: 'Track record',
  },
);
export type MatchFactorKey = (typeof MatchFactorKeys.values)[number];

/** Vetting of an expert by an admin (docs/api.md#matcher-console): `pending` until decided; rejected experts are never matched. */
export const VettingStatuses = defineOptions(['pending', 'approved', 'rejected'], {
  pending: 'Not vetted yet',
  approved: 'Vetted',
  rejected: 'Rejected',
});
export type VettingStatus = (typeof VettingStatuses.values)[number];

/** Invitation statuses (docs/api.md#invitations-and-squads): `invited` is open, the others are closed. */
export const InvitationStatuses = defineOptions(['invited', 'accepted', 'declined', 'withdrawn'], {
  invited: 'Invited',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
});
export type InvitationStatus = (typeof InvitationStatuses.values)[number];
