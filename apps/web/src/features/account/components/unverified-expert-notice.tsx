import { useMe } from '../../../lib/get-me';
import { ResendVerification } from './resend-verification';
import styles from './unverified-expert-notice.module.css';

/**
 * docs/product.md#account-and-security: an expert whose address is unverified is not matched, so
 * clients cannot find them. Their profile and Opportunities pages say so plainly, with no way to
 * dismiss it, until the address is verified.
 */
export function UnverifiedExpertNotice() {
  const { data: user } = useMe();
  if (!user || user.role.name !== 'contractor' || user.emailVerifiedAt) return null;
  return (
    <section className={styles.notice} aria-labelledby="unverified-expert-heading">
      <div className={styles.text}>
        <h2 id="unverified-expert-heading">Clients cannot find you yet</h2>
        <p>
          Only experts with a verified email address are matched to projects. Open the link we sent to{' '}
          <strong>{user.email}</strong> to verify it.
        </p>
      </div>
      <div className={styles.actions}>
        <ResendVerification label="Resend the link" />
      </div>
    </section>
  );
}
