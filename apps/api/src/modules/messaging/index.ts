// The messaging module's front door: what other modules and app.ts may use (docs/architecture.md).
export { insertActivity } from './activity.repository.js';
export { activityPages, recordActivity } from './activity.service.js';
export {
  joinSquadConversation,
  leaveSquadConversation,
  openDirectConversation,
} from './conversation-lifecycle.repository.js';
export { ownConversationsOfProject } from './conversations.repository.js';
export { announceUnread, conversationPages, deliverMessage, messagePagesWrittenBy } from './conversations.service.js';
export { displayName } from './people.js';
