import type { RoleName } from '@fractional/contract';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '../../components/ui/spinner';
import { useMe } from '../../lib/get-me';
import { areaRoot, signInPathFor } from '../../lib/session-actions';

/**
 * The route guard (docs/product.md#states-and-flows): signed-in users of this role only. An unknown user is taken from the
 * local cache at once and revalidated; while nothing is known the loading overlay shows. Nobody
 * signed in goes to the sign-in landing, which comes back here after signing in (`?next=`); a user
 * of the other role goes to their own area.
 */
export function RequireRole({ role }: { role: RoleName }) {
  const { data: user, isLoading } = useMe();
  const location = useLocation();
  if (user === undefined && isLoading) return <LoadingOverlay />;
  if (!user) return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
  if (user.role.name !== role) return <Navigate to={areaRoot(user.role.name)} replace />;
  return <Outlet />;
}
