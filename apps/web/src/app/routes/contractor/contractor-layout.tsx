import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/get-me';
import { VerifyEmailBanner } from '../../../features/account/components/verify-email-banner';
import { useLogout } from '../../../features/auth/api/logout';
import { MessagesNavLink } from '../../../features/messages/components/messages-nav-link';
import { AnimatedOutlet } from '../../layouts/animated-outlet';
import { AreaHeader } from '../../layouts/area-header';
import { ContractorNav } from '../../layouts/contractor-nav';
import { useAreaLiveUpdates } from '../../layouts/use-area-live-updates';
import { UserMenu } from '../../layouts/user-menu';

/**
 * The contractor area (docs/product.md#contractor-area): Opportunities and My projects (docs/api.md#invitations-and-squads), Messages with the
 * unread count (docs/realtime.md), the avatar menu with profile and logout; pages slide by depth. The live-updates
 * stream is open while it is.
 */
export function Component() {
  const { data: user } = useMe();
  const { pathname } = useLocation();
  const logout = useLogout(paths.member.root);
  useAreaLiveUpdates();
  return (
    <>
      <AreaHeader nav={<ContractorNav />}>
        <MessagesNavLink to={paths.contractor.messages} />
        <UserMenu
          firstName={user?.firstName ?? null}
          lastName={user?.lastName ?? null}
          entries={[
            {
              kind: 'link',
              label: 'Profile',
              to: paths.contractor.profile,
              isDisabled: pathname === paths.contractor.profile,
            },
            {
              kind: 'link',
              label: 'Account & security',
              to: paths.contractor.account,
              isDisabled: pathname === paths.contractor.account,
            },
            { kind: 'action', label: 'Log out', onSelect: () => void logout() },
          ]}
        />
      </AreaHeader>
      <VerifyEmailBanner />
      <AnimatedOutlet variant="slide" />
    </>
  );
}
