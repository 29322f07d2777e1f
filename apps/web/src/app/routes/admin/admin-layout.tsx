import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/get-me';
import { useLogout } from '../../../features/auth/api/logout';
import { AnimatedOutlet } from '../../layouts/animated-outlet';
import { AreaHeader } from '../../layouts/area-header';
import { UserMenu } from '../../layouts/user-menu';
import styles from './admin-layout.module.css';

/** The sections; Projects (the area's root) stays current on a project's own page. */
const SECTIONS = [
  {
    label: 'Projects',
    to: paths.admin.root,
    isCurrent: (pathname: string) => pathname === paths.admin.root || pathname.startsWith(`${paths.admin.projects}/`),
  },
  ...[
    { label: 'Experts', to: paths.admin.experts },
    { label: 'Users', to: paths.admin.users },
    { label: 'Reviews', to: paths.admin.reviews },
    { label: 'Audit', to: paths.admin.audit },
    { label: 'FX rates', to: paths.admin.fxRates },
  ].map((section) => ({ ...section, isCurrent: (pathname: string) => pathname === section.to })),
];

/**
 * The matcher console (docs/product.md#admin-console): the client area's header (logo, avatar menu) with the
 * console's sections below it, then the routed page.
 */
export function Component() {
  const { data: user } = useMe();
  const { pathname } = useLocation();
  const logout = useLogout(paths.member.root);
  return (
    <>
      <AreaHeader>
        <span className={styles.area}>Matcher console</span>
        <UserMenu
          firstName={user?.firstName ?? null}
          lastName={user?.lastName ?? null}
          entries={[
            {
              kind: 'link',
              label: 'Account & security',
              to: paths.admin.account,
              isDisabled: pathname === paths.admin.account,
            },
            { kind: 'action', label: 'Log out', onSelect: () => void logout() },
          ]}
        />
      </AreaHeader>
      <nav className={styles.nav} aria-label="Matcher console">
        <ul className={styles.links}>
          {SECTIONS.map((section) => {
            const isCurrent = section.isCurrent(pathname);
            return (
              <li key={section.to}>
                <Link to={section.to} className={styles.link} aria-current={isCurrent ? 'page' : undefined}>
                  {section.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <AnimatedOutlet variant="fade" />
    </>
  );
}
