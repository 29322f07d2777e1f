import { useLocation } from 'react-router';
import type { ReturnState } from '../../../lib/use-go-back';
import { ButtonLink } from '../../../components/ui/button';

/** "Edit your profile": to the edit page, passing the current URL as the place to come back to. */
export function EditProfileButton({ to }: { to: string }) {
  const { pathname, search } = useLocation();
  const state: ReturnState = { returnTo: `${pathname}${search}` };
  return (
    <ButtonLink to={to} state={state}>
      Edit your profile
    </ButtonLink>
  );
}
