import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { BOOT_OVERLAY_ID, LoadingOverlay } from '../../components/ui/spinner';
import { focusPageHeading } from '../../lib/focus-target';
import { useRouteHandle } from '../route-handle';
import { Footer } from './footer';
import styles from './app-shell.module.css';

/** Every page: skip link, the routed page (scrolled to the top on navigation), the footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // After a route change, focus lands on the new page's heading (docs/product.md#keyboard-and-focus), where a
  // screen reader starts reading it; the link that was clicked is gone. Not on the first page (the
  // browser starts at the top), nor between URLs that change in place (one thread to the next).
  const transition = useRouteHandle('transition');
  const shown = useRef<{ pathname: string; transition: string | undefined } | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = { pathname, transition };
    if (!before || before.pathname === pathname) return;
    if (transition !== undefined && transition === before.transition) return;
    focusPageHeading();
  }, [pathname, transition]);

  // The app has drawn its first page: index.html's loading overlay has done its part.
  useEffect(() => document.getElementById(BOOT_OVERLAY_ID)?.remove(), []);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className={styles.page}>
        <Outlet />
      </div>
      <Footer />
      {navigation.state === 'loading' && <LoadingOverlay />}
    </div>
  );
}
