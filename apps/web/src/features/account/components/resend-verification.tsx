import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { friendlyServerMessage } from '../../../lib/form-messages';
import { RATE_LIMITED } from '../account-messages';
import { useResendVerification } from '../api/resend-verification';
import styles from './verify-email-banner.module.css';

function resendError(error: Error): string {
  if (error instanceof ApiError && error.status === 429) return RATE_LIMITED;
  return friendlyServerMessage(error.message);
}

/** "Resend" a verification link, then what came of it: sent, or why not (e.g. asked too often). */
export function ResendVerification({ label = 'Resend' }: { label?: string }) {
  const resend = useResendVerification();
  return (
    <>
      <p role="status" className={styles.status}>
        {resend.isSuccess ? 'Sent — check your inbox' : resend.error ? resendError(resend.error) : ''}
      </p>
      {resend.isSuccess ? null : (
        <Button variant="secondary" isLoading={resend.isPending} onClick={() => resend.mutateAsync()}>
          {label}
        </Button>
      )}
    </>
  );
}
