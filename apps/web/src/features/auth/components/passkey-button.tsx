import { ErrorKeys, type LoginResult } from '@fractional/contract';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { usePasskeySignIn } from '../api/passkey-sign-in';
import styles from './passkey-button.module.css';

/** A failed passkey sign-in in words, or the error itself for the form's usual handling (a deactivated account). */
export function passkeyFailure(error: unknown): string | ApiError {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
    return 'Signing in with a passkey was cancelled or timed out.';
  }
  if (error instanceof ApiError && error.fieldErrors?.response === ErrorKeys.invalidPasskey) {
    return 'This passkey could not sign you in. It may have been deleted from your account: sign in with your password.';
  }
  return error instanceof ApiError ? error : error instanceof Error ? error.message : String(error);
}

interface PasskeyButtonProps {
  onSignedIn: (result: LoginResult) => void;
  onFailed: (failure: string | ApiError) => void;
}

/** "Sign in with a passkey" (docs/security.md#passkeys): no e-mail or password asked, no second step. */
export function PasskeyButton({ onSignedIn, onFailed }: PasskeyButtonProps) {
  const signIn = usePasskeySignIn();
  return (
    <div className={styles.passkey}>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        isLoading={signIn.isPending}
        onClick={() => signIn.mutateAsync().then(onSignedIn, (error: unknown) => onFailed(passkeyFailure(error)))}
      >
        Sign in with a passkey
      </Button>
    </div>
  );
}
