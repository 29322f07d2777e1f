import type { User } from '@fractional/contract';
import { paths } from '../../config/paths';
import { areaRoot, safeNextPath } from '../../lib/session-actions';

/** Which Google button the user pressed: "Sign in with Google" or "Sign up with Google". */
export type GoogleIntent = 'sign-in' | 'sign-up';

export interface GoogleDestination {
  to: string;
  /** Navigation state for a sign-up form: the Google user finishing sign-up. */
  state?: { user: User };
  /** An area page replaces the landing in history; a sign-up form does not. */
  replace: boolean;
}

/**
 * docs/product.md#states-and-flows, where a Google sign-in or sign-up leads. A user with a profile goes to their area
 * (a client signing up also needs business details), or to the page a sign-in link asked for (`next`,
 * when in their area); anyone else to the sign-up form of their role carrying the user.
 */
export function googleDestination(user: User, intent: GoogleIntent, next: string | null = null): GoogleDestination {
  const isClient = user.role.name === 'client';
  const hasProfile = user.profiles.length > 0;
  const isComplete = intent === 'sign-up' && isClient ? hasProfile && user.businessDetail !== null : hasProfile;
  if (isComplete) return { to: safeNextPath(next, user.role.name) ?? areaRoot(user.role.name), replace: true };
  return { to: isClient ? paths.clientSignUp : paths.contractorSignUp, state: { user }, replace: false };
}
