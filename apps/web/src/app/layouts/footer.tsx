import { useRuntimeConfig } from '../../config/runtime-config';
import styles from './footer.module.css';

/** Version and copyright, contact and LinkedIn links; company pages open in a new window. */
export function Footer() {
  const { data: config } = useRuntimeConfig();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.legal}>
          {config ? (
            <a href={config.links.company} target="_blank" rel="noopener noreferrer">
              © {year} Fractional
            </a>
          ) : (
            <span>© {year} Fractional</span>
          )}
          <span aria-hidden="true"> · </span>
          <span>Version {__APP_VERSION__}</span>
        </p>
        {config && (
          <nav aria-label="Contact" className={styles.links}>
            <a href={`mailto:${config.contactEmail}`}>Contact us</a>
            <a href={config.links.linkedin} target="_blank" rel="noopener noreferrer">
              LinkedIn
              <span className="visually-hidden"> (opens in a new window)</span>
            </a>
          </nav>
        )}
      </div>
    </footer>
  );
}
