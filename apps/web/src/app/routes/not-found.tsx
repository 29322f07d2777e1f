import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { AreaHeader } from '../layouts/area-header';
import { usePageTitle } from '../use-page-title';
import styles from './not-found.module.css';

/** Page Not Found (docs/product.md#areas-and-routes), under the header with the logo and a way home. */
export function Component() {
  usePageTitle('Page Not Found');
  return (
    <>
      <AreaHeader>
        <ButtonLink to={paths.root} variant="text">
          Home
        </ButtonLink>
      </AreaHeader>
      <main id="main" className={styles.page}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1>Page Not Found</h1>
        <p className={styles.text}>The page you are looking for does not exist or has been moved.</p>
        <ButtonLink to={paths.root}>Go to the home page</ButtonLink>
      </main>
    </>
  );
}
