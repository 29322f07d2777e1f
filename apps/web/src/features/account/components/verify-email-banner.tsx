import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMe } from '../../../lib/get-me';
import { ResendVerification } from './resend-verification';
import styles from './verify-email-banner.module.css';

const DISMISSED_KEY = 'fractional.verifyBannerDismissed';

/**
 * Dismissal lasts for this tab's session only (sessionStorage), per user: the next visit shows the
 * banner again, for as long as the address is unverified.
 */
function isDismissed(userId: number): boolean {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) === String(userId);
  } catch {
    return false;
  }
}

function rememberDismissal(userId: number): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, String(userId));
  } catch {
    // Private mode: the banner is gone until the next page load.
  }
}

/** docs/product.md#account-and-security: while the user's address is unverified, a dismissible banner with "Resend". */
export function VerifyEmailBanner() {
  const { data: user } = useMe();
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  if (!user || user.emailVerifiedAt || dismissedFor === user.id || isDismissed(user.id)) return null;

  return (
    <div className={styles.slot}>
      <section className={styles.banner} aria-label="Verify your email">
        <p className={styles.text}>
          Please verify your email address: open the link we sent to <strong>{user.email}</strong>.
        </p>
        <div className={styles.actions}>
          <ResendVerification />
          <Button
            variant="text"
            onClick={() => {
              rememberDismissal(user.id);
              setDismissedFor(user.id);
            }}
          >
            Dismiss
          </Button>
        </div>
      </section>
    </div>
  );
}
