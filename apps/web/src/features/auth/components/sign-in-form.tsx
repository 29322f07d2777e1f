import { ErrorKeys, SessionEndReasons, type Login, type RoleName, type SessionEndReason } from '@fractional/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLogin } from '../api/login';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { ApiError, session } from '../../../lib/api-client';
import { deactivatedMessage } from '../../../lib/form-messages';
import { NEXT_PARAM, areaRoot, safeNextPath } from '../../../lib/session-actions';
import { useFormField } from '../../../lib/form-field';
import { useServerErrorBanner } from '../../../lib/use-server-error-banner';
import type { SignInInput } from '../sign-in-schema';
import { DemoAccounts } from './demo-accounts';
import { GoogleButton } from './google-button';
import { MemberPane, PaneLinks } from './member-pane';
import { PasskeyButton } from './passkey-button';
import { SecondStepForm } from './second-step-form';
import styles from './member-pane.module.css';

/** The schema loads with the first validation: this form is the first thing most visitors see. */
const resolver = lazyZodResolver(async () => (await import('../sign-in-schema')).SignInFormSchema);

/** Shown when a reset link sent the user here with `?error=invalid-token` (docs/product.md#error-messages). */
export const INVALID_TOKEN_MESSAGE = 'This password reset link is invalid or has expired. Please ask for a new one.';

/** What the sign-in page says about a session that ended elsewhere; nothing for a sign-out here. */
function signedOutText(reason: SessionEndReason | null, supportEmail: string | undefined): string | null {
  if (!reason || reason === 'signedOut') return null;
  const text = SessionEndReasons.labels[reason];
  return reason === 'deactivated' ? `${text} Contact ${supportEmail ?? 'support'} to restore it.` : text;
}

/** A deactivated account's refusal, with the support address to write to. */
function withSupportContact(error: unknown, supportEmail: string | undefined): unknown {
  if (!(error instanceof ApiError) || error.fieldErrors?.email !== ErrorKeys.userInactive) return error;
  const message = deactivatedMessage(supportEmail);
  return new ApiError(error.status, message, { email: message });
}

/**
 * Sign-in pane (docs/product.md#sign-in-and-sign-up): e-mail and password; a client goes home, a
 * contractor to their profile, or either to the page a link asked for (`?next=`, their area only).
 * After a session ended elsewhere it says why the tab was signed out.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // A Google sign-in with two-step sign-in on arrives here with its second step to take.
  const arrivedWith = (useLocation().state as { mfaToken?: unknown } | null)?.mfaToken;
  const [mfaToken, setMfaToken] = useState(() => (typeof arrivedWith === 'string' ? arrivedWith : null));
  const login = useLogin();
  const supportEmail = useRuntimeConfig().data?.supportEmail;
  // Read once: the reason is for this arrival only (the prerendered page has none, so hydration agrees).
  const [endReason] = useState(() => session.endReason);
  useEffect(() => session.forgetEndReason(), []);
  const signedOut = signedOutText(endReason, supportEmail);
  const form = useForm<SignInInput, unknown, Login>({
    resolver,
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const hasInvalidToken = searchParams.get('error') === 'invalid-token';
  const { banner, setBanner, showServerError, dismissBanner } = useServerErrorBanner(
    form.setError,
    { email: 'email', password: 'password' },
    hasInvalidToken ? INVALID_TOKEN_MESSAGE : null,
    // A wrong e-mail or password is said once, under its field (docs/product.md#error-messages).
    { fieldErrorsInBanner: false },
  );
  const email = useFormField(form, 'email');
  const password = useFormField(form, 'password');

  const goOn = async (role: RoleName) =>
    navigate(safeNextPath(searchParams.get(NEXT_PARAM), role) ?? areaRoot(role), { replace: true });
  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    let result;
    try {
      result = await login.mutateAsync(values);
    } catch (error) {
      showServerError(withSupportContact(error, supportEmail));
      return;
    }
    if ('mfaRequired' in result) setMfaToken(result.mfaToken);
    else await goOn(result.user.role.name);
  });

  if (mfaToken) {
    return (
      <SecondStepForm
        mfaToken={mfaToken}
        onSignedIn={(result) => void goOn(result.user.role.name)}
        onRestart={() => {
          setMfaToken(null);
          form.setValue('password', '');
        }}
      />
    );
  }

  return (
    <MemberPane
      heading="Member sign in"
      intro="Welcome back. Sign in to continue to your projects and profile."
      notice={
        signedOut ? (
          <p role="status" className={styles.signedOutNotice}>
            {signedOut}
          </p>
        ) : null
      }
      banner={banner}
      onDismissBanner={dismissBanner}
      onSubmit={(event) => onSubmit(event).catch(showServerError)}
      after={
        <>
          <GoogleButton intent="sign-in" />
          <PasskeyButton
            onSignedIn={(result) => void goOn(result.user.role.name)}
            onFailed={(failure) =>
              typeof failure === 'string'
                ? setBanner(failure)
                : showServerError(withSupportContact(failure, supportEmail))
            }
          />
          <DemoAccounts
            onPick={(pickedEmail, pickedPassword) => {
              form.setValue('email', pickedEmail);
              form.setValue('password', pickedPassword);
            }}
          />
          <PaneLinks>
            <p>
              Not yet a member? <Link to={paths.member.signUp}>Sign up</Link>
            </p>
          </PaneLinks>
        </>
      }
    >
      <TextInput {...email} label="Email" type="email" autoComplete="email" required />
      <TextInput {...password} label="Password" type="password" autoComplete="current-password" required />
      <p className={styles.inlineLink}>
        Forgot your password? <Link to={paths.member.resetPassword}>Ask for a reset</Link>
      </p>
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth isLoading={login.isPending}>
          Sign in
        </Button>
      </div>
    </MemberPane>
  );
}
