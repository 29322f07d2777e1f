import { useRuntimeConfig } from '../../config/runtime-config';
import styles from './logo.module.css';

/** The brand mark; it opens the company's public pages in a new window (docs/product.md#what-fractional-is). */
export function Logo() {
  const { data: config } = useRuntimeConfig();
  const mark = (
    <>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M10 8h13v4h-8.5v4H21v4h-6.5v4H10z" fill="#fff" />
      </svg>
      <span className={styles.word} data-logo-word="">
        Fractional
      </span>
    </>
  );
  if (!config) return <span className={styles.logo}>{mark}</span>;
  return (
    <a className={styles.logo} href={config.links.company} target="_blank" rel="noopener noreferrer">
      {mark}
      <span className="visually-hidden"> (opens in a new window)</span>
    </a>
  );
}
