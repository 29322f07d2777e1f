import { Navigate } from 'react-router';
import { LoadingOverlay } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useMe } from '../../lib/get-me';
import { areaRoot } from '../../lib/session-actions';

/** `/` resolves the current user first: signed in → their area, otherwise the sign-in landing. */
export function RootRedirect() {
  const { data: user, isLoading } = useMe();
  if (user === undefined && isLoading) return <LoadingOverlay />;
  return <Navigate to={user ? areaRoot(user.role.name) : paths.member.root} replace />;
}
