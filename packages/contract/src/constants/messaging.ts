import { defineOptions } from './options.js';

/** A conversation is `direct` (one invitation: its client and expert) or `squad` (a project's client + members). */
export const ConversationKinds = defineOptions(['direct', 'squad'], {
  direct: 'Direct',
  squad: 'Squad',
});
export type ConversationKind = (typeof ConversationKinds.values)[number];

/** Which side a participant is on. */
export const ParticipantRoles = defineOptions(['client', 'expert'], {
  client: 'Client',
  expert: 'Expert',
});
export type ParticipantRole = (typeof ParticipantRoles.values)[number];

/** The activity feed's event types (docs/api.md#messages-and-activity). */
export const ActivityTypes = defineOptions(
  [
    'project.created',
    'project.updated',
    'invitation.sent',
    'invitation.accepted',
    'invitation.declined',
    'invitation.withdrawn',
    'member.joined',
    'member.ended',
    'project.completed',
    'match.appeared',
    'timesheet.submitted',
    'timesheet.approved',
    'timesheet.rejected',
    'checkin.submitted',
    'checkin.rated',
    'invoice.issued',
    'invoice.paid',
    'review.published',
    'rate.proposed',
    'rate.accepted',
    'rate.declined',
    'interest.expressed',
    'interest.declined',
  ],
  {
    'project.created': 'Project created',
    'project.updated': 'Brief edited',
    'invitation.sent': 'Invitation sent',
    'invitation.accepted': 'Invitation accepted',
    'invitation.declined': 'Invitation declined',
    'invitation.withdrawn': 'Invitation withdrawn',
    'member.joined': 'Member joined',
    'member.ended': 'Member left',
    'project.completed': 'Project completed',
    'match.appeared': 'New match',
    'timesheet.submitted': 'Timesheet submitted',
    'timesheet.approved': 'Timesheet approved',
    'timesheet.rejected': 'Timesheet rejected',
    'checkin.submitted': 'Check-in submitted',
    'checkin.rated': 'Check-in rated',
    'invoice.issued': 'Invoice issued',
    'invoice.paid': 'Invoice paid',
    'review.published': 'Review published',
    'rate.proposed': 'New rate proposed',
    'rate.accepted': 'New rate accepted',
    'rate.declined': 'New rate declined',
    'interest.expressed': 'Interest in an open brief',
    'interest.declined': 'Interest declined',
  },
);
export type ActivityType = (typeof ActivityTypes.values)[number];

/** The named events of the `GET /events` Server-Sent Events stream. */
export const LiveEventNames = defineOptions(['message', 'invitation', 'activity', 'unread', 'timesheet', 'checkin'], {
  message: 'New message',
  timesheet: 'Timesheet changed',
  invitation: 'Invitation changed',
  activity: 'New activity',
  unread: 'Unread count changed',
  checkin: 'Check-in written or rated',
});
export type LiveEventName = (typeof LiveEventNames.values)[number];
