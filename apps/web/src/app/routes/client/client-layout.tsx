import { NavLink, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { useMe } from '../../../lib/get-me';
import { VerifyEmailBanner } from '../../../features/account/components/verify-email-banner';
import { useLogout } from '../../../features/auth/api/logout';
import { MessagesNavLink } from '../../../features/messages/components/messages-nav-link';
import { AnimatedOutlet } from '../../layouts/animated-outlet';
import { AreaHeader } from '../../layouts/area-header';
import { useAreaLiveUpdates } from '../../layouts/use-area-live-updates';
import { UserMenu, type MenuEntry } from '../../layouts/user-menu';
import styles from './client-layout.module.css';

/**
 * The client area (Client layout in docs/product.md#client-area): Dashboard button, Find experts, Messages with the unread count, avatar
 * menu, routed page; the live-updates stream is open while it is. The header's
 * create-project entry is hidden (docs/product.md#client-area, docs/product.md#roles-and-access): projects start from the dashboard's own button.
 */
export function Component() {
  const { data: user } = useMe();
  const { data: config } = useRuntimeConfig();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const logout = useLogout(paths.root);
  const isHome = pathname === paths.client.home;
  useAreaLiveUpdates();

  const entries: MenuEntry[] = [
    { kind: 'link', label: 'Dashboard', to: paths.client.home, isDisabled: isHome },
    { kind: 'link', label: 'Profile', to: paths.client.profile, isDisabled: pathname === paths.client.profile },
    {
      kind: 'link',
      label: 'Account & security',
      to: paths.client.account,
      isDisabled: pathname === paths.client.account,
    },
    { kind: 'note', label: 'Skills Assessment (soon!)' },
    ...(config
      ? ([
          { kind: 'external', label: 'Digital-First Work Principles and Policies', href: config.links.principles },
          { kind: 'external', label: 'Terms & Conditions', href: config.links.clientTerms },
        ] as const)
      : []),
    { kind: 'action', label: 'Log out', onSelect: () => void logout() },
  ];

  return (
    <>
      <AreaHeader>
        <Button
          variant="secondary"
          className={styles.dashboard}
          disabled={isHome}
          onClick={() => void navigate(paths.client.home)}
        >
          Dashboard
        </Button>
        <NavLink to={paths.client.findExperts} className={styles.navLink}>
          <svg
            className={styles.navIcon}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
          <span className={styles.navLabel}>Find experts</span>
        </NavLink>
        <MessagesNavLink to={paths.client.messages} />
        <UserMenu firstName={user?.firstName ?? null} lastName={user?.lastName ?? null} entries={entries} />
      </AreaHeader>
      <VerifyEmailBanner />
      <AnimatedOutlet variant="fade" />
    </>
  );
}
