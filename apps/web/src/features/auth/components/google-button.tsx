import type { GoogleLogin } from '@fractional/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { Spinner } from '../../../components/ui/spinner';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { ApiError, UNEXPECTED_ERROR } from '../../../lib/api-client';
import { NEXT_PARAM } from '../../../lib/session-actions';
import { friendlyServerMessage } from '../../../lib/form-messages';
import { paths } from '../../../config/paths';
import { useGoogleLogin } from '../api/google-login';
import { googleDestination, type GoogleIntent } from '../google-destination';
import { listenForGoogleCredentials, loadGoogleIdentity } from '../hooks/load-google-identity';
import styles from './google-button.module.css';

/** Google's button is at most 400 px wide (docs/product.md#sign-in-and-sign-up); on a phone it fits the column. */
const BUTTON_WIDTH = 400;

interface GoogleButtonProps {
  intent: GoogleIntent;
  /** Sign-up: what the new user is; the API keeps the role of an existing account. */
  role?: GoogleLogin['role'];
  /** Shown instead of the button while it cannot be used yet (e.g. no role chosen). */
  pendingNote?: string | null;
}

/** "Sign in / Sign up with Google", below an "or" divider; shown only when Google is configured. */
export function GoogleButton({ intent, role, pendingNote }: GoogleButtonProps) {
  const clientId = useRuntimeConfig().data?.googleClientId;
  if (!clientId) return null;
  if (pendingNote) {
    return (
      <div className={styles.google}>
        <Divider />
        <p className={styles.note}>{pendingNote}</p>
      </div>
    );
  }
  return <GoogleButtonSlot clientId={clientId} intent={intent} role={role} />;
}

function Divider() {
  return (
    <p className={styles.divider}>
      <span>or</span>
    </p>
  );
}

function errorText(error: unknown): string {
  return friendlyServerMessage(error instanceof ApiError ? error.message : UNEXPECTED_ERROR);
}

function GoogleButtonSlot({ clientId, intent, role }: GoogleButtonProps & { clientId: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const next = useSearchParams()[0].get(NEXT_PARAM);
  const googleLogin = useGoogleLogin();
  const [error, setError] = useState<string | null>(null);
  const [hasLoadFailed, setLoadFailed] = useState(false);
  const onCredential = useRef<(credential: string) => void>(() => undefined);

  useEffect(() => {
    onCredential.current = (idToken) => {
      setError(null);
      googleLogin.mutate(
        { idToken, role },
        {
          onError: (failure) => setError(errorText(failure)),
          onSuccess: (result) => {
            // Two-step sign-in on: the sign-in page asks for the code (docs/security.md).
            if ('mfaRequired' in result) {
              const search = next ? `?${NEXT_PARAM}=${encodeURIComponent(next)}` : '';
              void navigate(`${paths.member.signIn}${search}`, { state: { mfaToken: result.mfaToken } });
              return;
            }
            const { to, state, replace } = googleDestination(result.user, intent, next);
            void navigate(to, { state, replace });
          },
        },
      );
    };
  });

  const text = intent === 'sign-up' ? 'signup_with' : 'signin_with';
  useEffect(() => {
    let isCurrent = true;
    loadGoogleIdentity().then(
      (id) => {
        const parent = slot.current;
        if (!isCurrent || !parent) return;
        listenForGoogleCredentials(id, clientId, (credential) => onCredential.current(credential));
        const width = Math.min(BUTTON_WIDTH, parent.clientWidth || BUTTON_WIDTH);
        id.renderButton(parent, { width, text, theme: 'outline', size: 'large' });
      },
      () => isCurrent && setLoadFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [clientId, text]);

  return (
    <div className={styles.google}>
      <Divider />
      {hasLoadFailed ? (
        <p className={styles.note}>Google sign-in is not available right now. Please use your e-mail address.</p>
      ) : (
        <div ref={slot} className={styles.slot} aria-busy={googleLogin.isPending || undefined} />
      )}
      {googleLogin.isPending ? <Spinner size={20} label="Signing in with Google" /> : null}
      <ErrorBanner message={error} onDismiss={() => setError(null)} />
    </div>
  );
}
