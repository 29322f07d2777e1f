import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './modules/account/account.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { emailRoutes } from './modules/auth/email.routes.js';
import { googleRoutes } from './modules/auth/google.routes.js';
import { notMeRoutes } from './modules/auth/not-me.routes.js';
import { passkeyRoutes } from './modules/auth/passkeys.routes.js';
import { passwordResetRoutes } from './modules/auth/password-reset.routes.js';
import { sessionRoutes } from './modules/auth/sessions.routes.js';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.js';
import { billingRoutes } from './modules/billing/billing.routes.js';
import { businessDetailRoutes } from './modules/business-details/business-details.routes.js';
import { discoveryRoutes } from './modules/discovery/discovery.routes.js';
import { engagementRoutes } from './modules/engagements/engagements.routes.js';
import { fileRoutes } from './modules/files/files.routes.js';
import { fxRateRoutes } from './modules/fx-rates/fx-rates.routes.js';
import { invitationRoutes } from './modules/invitations/invitations.routes.js';
import { invoiceRoutes } from './modules/invoices/invoices.routes.js';
import { eventRoutes } from './modules/live/events.routes.js';
import { mailPreferenceRoutes } from './modules/mail-preferences/mail-preferences.routes.js';
import { matchingRoutes } from './modules/matching/matching.routes.js';
import { activityRoutes } from './modules/messaging/activity.routes.js';
import { conversationRoutes } from './modules/messaging/conversations.routes.js';
import { openBriefRoutes } from './modules/open-briefs/open-briefs.routes.js';
import { profileRoutes } from './modules/profiles/profiles.routes.js';
import { projectRoutes } from './modules/projects/projects.routes.js';
import { referenceRoutes } from './modules/reference/reference.routes.js';
import { reviewRoutes } from './modules/reviews/reviews.routes.js';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes.js';
import { shortlistRoutes } from './modules/shortlists/shortlists.routes.js';
import { squadRoutes } from './modules/squads/squads.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { timesheetRoutes } from './modules/timesheets/timesheets.routes.js';

/**
 * Every module's routes, registered in this order under the API prefix (`/api/v1`) by `buildApp`; each
 * module's routes file is the only way in from outside (docs/architecture.md).
 */
export const MODULE_ROUTES: readonly FastifyPluginAsync[] = [
  systemRoutes,
  referenceRoutes,
  authRoutes,
  passwordResetRoutes,
  twoFactorRoutes,
  passkeyRoutes,
  mailPreferenceRoutes,
  notMeRoutes,
  emailRoutes,
  sessionRoutes,
  accountRoutes,
  googleRoutes,
  profileRoutes,
  businessDetailRoutes,
  billingRoutes,
  projectRoutes,
  matchingRoutes,
  discoveryRoutes,
  shortlistRoutes,
  savedSearchRoutes,
  adminRoutes,
  fxRateRoutes,
  invitationRoutes,
  openBriefRoutes,
  squadRoutes,
  engagementRoutes,
  fileRoutes,
  conversationRoutes,
  activityRoutes,
  eventRoutes,
  timesheetRoutes,
  invoiceRoutes,
  reviewRoutes,
];
