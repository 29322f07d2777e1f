import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { friendlyServerMessage } from '../../../lib/form-messages';
import { useMe } from '../../../lib/get-me';
import { RATE_LIMITED } from '../account-messages';
import { useResendVerification } from '../api/resend-verification';
import styles from './verify-email-banner.module.css';

const DISMISSED_KEY = 'fractional.verifyBannerDismissed';

/** Dismissal lasts for the browser session (sessionStorage), per user. */
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

function resendError(error: Error): string {
  if (error instanceof ApiError && error.status === 429) return RATE_LIMITED;
  return friendlyServerMessage(error.message);
}

/** docs/product.md#account-and-security: while the user's address is unverified, a dismissible banner with "Resend". */
export function VerifyEmailBanner() {
  const { data: user } = useMe();
  const resend = useResendVerification();
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);
  if (!user || user.emailVerifiedAt || dismissedFor === user.id || isDismissed(user.id)) return null;

  return (
    <div className={styles.slot}>
      <section className={styles.banner} aria-label="Verify your email">
        <p className={styles.text}>
          Please verify your email address: open the link we sent to <strong>{user.email}</strong>.
        </p>
        <div className={styles.actions}>
          <p role="status" className={styles.status}>
            {resend.isSuccess ? 'Sent — check your inbox' : resend.error ? resendError(resend.error) : ''}
          </p>
          {resend.isSuccess ? null : (
            <Button variant="secondary" isLoading={resend.isPending} onClick={() => resend.mutate()}>
              Resend
            </Button>
          )}
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
