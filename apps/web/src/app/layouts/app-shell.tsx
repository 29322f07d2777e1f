import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { BOOT_OVERLAY_ID, LoadingOverlay } from '../../components/ui/spinner';
import { Footer } from './footer';
import styles from './app-shell.module.css';

/** Every page: skip link, the routed page (scrolled to the top on navigation), the footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

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
