import { useId } from 'react';
import { useRuntimeConfig } from '../../../config/runtime-config';
import styles from './newsletter-promo.module.css';

/** The summary's newsletter promo: subscribing is an e-mail to the contact address. */
export function NewsletterPromo() {
  const headingId = useId();
  const { data: config } = useRuntimeConfig();
  const subscribe = config
    ? `mailto:${config.contactEmail}?subject=${encodeURIComponent('Subscribe me to the Fractional newsletter')}`
    : null;
  return (
    <aside className={styles.promo} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          Stay in the loop
        </h2>
        <p>Our monthly newsletter brings stories from fractional leaders and tips for getting the most from a squad.</p>
      </div>
      {subscribe ? (
        <a className={styles.link} href={subscribe}>
          Subscribe to the newsletter
        </a>
      ) : null}
    </aside>
  );
}
