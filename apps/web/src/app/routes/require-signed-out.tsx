import { useState } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { LoadingOverlay } from '../../components/ui/spinner';
import { session } from '../../lib/api-client';
import { useMe } from '../../lib/get-me';
import { NEXT_PARAM, areaRoot, safeNextPath } from '../../lib/session-actions';

/**
 * The sign-in landing's guard: someone who arrives signed in goes to their area, as `/` sends them,
 * or to the page a `?next=` link asked for when it is in their area.
 * A signed-out visitor sees the page at once, the same page as the prerendered HTML, with no request.
 * Only the session at arrival counts: signing in here is followed by the form's own navigation
 * (a Google user may still have a sign-up form to finish), and logging out leaves before arriving.
 * A reset link is the exception: it sets the password of the account it was mailed for, whoever is
 * signed in on this browser, so its pane is shown either way.
 */
export function RequireSignedOut() {
  const [arrivedSignedIn] = useState(() => session.isStored);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const { data: user, isLoading } = useMe();
  if (!arrivedSignedIn || pathname === paths.member.confirmResetPassword) return <Outlet />;
  if (user === undefined && isLoading) return <LoadingOverlay />;
  if (user) {
    const role = user.role.name;
    return <Navigate to={safeNextPath(searchParams.get(NEXT_PARAM), role) ?? areaRoot(role)} replace />;
  }
  return <Outlet />;
}
