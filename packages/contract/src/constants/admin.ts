import { defineOptions } from './options.js';

/**
 * What the audit log records (docs/api.md#matcher-console), with the label the console shows. `admin.provisioned` is
 * written by `ADMIN_EMAIL`/`ADMIN_PASSWORD` at start and by `npm run admin -- create` (no actor).
 */
export const AuditActions = defineOptions(
  [
    'admin.provisioned',
    'user.activated',
    'user.deactivated',
    'user.created',
    'user.emailChangeRequested',
    'user.passwordResetSent',
    'expert.vetted',
    'invitation.created',
    'invitation.withdrawn',
    'review.hidden',
    'fxRates.replaced',
  ],
  {
    'admin.provisioned': 'Admin account set up',
    'user.activated': 'User reactivated',
    'user.deactivated': 'User deactivated',
    'user.created': 'User created',
    'user.emailChangeRequested': 'E-mail change requested',
    'user.passwordResetSent': 'Password reset link sent',
    'expert.vetted': 'Vetting decided',
    'invitation.created': 'Invited on behalf of the client',
    'invitation.withdrawn': 'Invitation withdrawn on behalf of the client',
    'review.hidden': 'Review hidden',
    'fxRates.replaced': 'Exchange rates replaced',
  },
);
export type AuditAction = (typeof AuditActions.values)[number];

/** The kind of record an audit entry is about. */
export const AuditTargetTypes = defineOptions(['user', 'profile', 'project', 'invitation', 'review', 'fxRates'], {
  user: 'User',
  fxRates: 'Exchange rates',
  profile: 'Expert',
  project: 'Project',
  invitation: 'Invitation',
  review: 'Review',
});
export type AuditTargetType = (typeof AuditTargetTypes.values)[number];
