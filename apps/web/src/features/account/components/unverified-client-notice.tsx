import { useId } from 'react';
import { useMe } from '../../../lib/get-me';
import { ResendVerification } from './resend-verification';
import styles from './unverified-expert-notice.module.css';

/**
 * docs/product.md#account-and-security: a page only verified clients may use (Find experts) says why it is
 * closed and how to open it, instead of its content, until the address is verified.
 */
export function UnverifiedClientNotice({ what }: { what: string }) {
  const headingId = useId();
  const { data: user } = useMe();
  if (!user) return null;
  return (
    <section className={styles.notice} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId}>Verify your e-mail address to {what}</h2>
        <p>
          Only clients with a verified e-mail address can {what}. Open the link we sent to <strong>{user.email}</strong>{' '}
          to verify it, then come back to this page.
        </p>
      </div>
      <div className={styles.actions}>
        <ResendVerification label="Resend the link" />
      </div>
    </section>
  );
}
