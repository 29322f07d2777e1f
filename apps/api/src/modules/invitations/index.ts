// The invitations module's front door: what other modules and app.ts may use (docs/architecture.md).
export { mailEngagementEnded } from './engagement-mails.js';
export { toInvitationProject } from './invitation-json.js';
export {
  BRIEF_COLUMNS,
  declineOpenInvitationsOfProfile,
  findSeatInvitationView,
  lockEngagedProjects,
  withdrawOpenInvitations,
} from './invitations.repository.js';
export { sendInvitation } from './invitation-sending.service.js';
export { exportInvitations } from './invitations.service.js';
export {
  recordInvitationClosed,
  recordMemberEnded,
  recordProjectCompleted,
  viewAfterChange,
} from './marketplace-events.js';
