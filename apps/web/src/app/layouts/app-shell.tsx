import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { LoadingOverlay } from '../../components/ui/spinner';
import { Footer } from './footer';
import styles from './app-shell.module.css';

/** Every page: skip link, the routed page (scrolled to the top on navigation), the footer. */
export function AppShell() {
  const { pathname } = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

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
