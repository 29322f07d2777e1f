import type { Login } from '@fractional/contract';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useLogin } from '../api/login';
import { areaRoot } from '../../../lib/session-actions';
import { useFormField } from '../../../lib/form-field';
import { useServerErrorBanner } from '../../../lib/use-server-error-banner';
import type { SignInInput } from '../sign-in-schema';
import { DemoAccounts } from './demo-accounts';
import { GoogleButton } from './google-button';
import { MemberPane, PaneLinks } from './member-pane';
import styles from './member-pane.module.css';

/** The schema loads with the first validation: this form is the first thing most visitors see. */
const resolver = lazyZodResolver(async () => (await import('../sign-in-schema')).SignInFormSchema);

/** Shown when a reset link sent the user here with `?error=invalid-token` (docs/product.md#error-messages). */
export const INVALID_TOKEN_MESSAGE = 'This password reset link is invalid or has expired. Please ask for a new one.';

/** Sign-in pane (docs/product.md#sign-in-and-sign-up): e-mail and password; a client goes home, a contractor to their profile. */
export function SignInForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const login = useLogin();
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
  );
  const email = useFormField(form, 'email');
  const password = useFormField(form, 'password');

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    let role;
    try {
      role = (await login.mutateAsync(values)).user.role.name;
    } catch (error) {
      showServerError(error);
      return;
    }
    await navigate(areaRoot(role), { replace: true });
  });

  return (
    <MemberPane
      heading="Member sign in"
      intro="Welcome back. Sign in to continue to your projects and profile."
      banner={banner}
      onDismissBanner={dismissBanner}
      onSubmit={(event) => void onSubmit(event).catch(showServerError)}
      after={
        <>
          <GoogleButton intent="sign-in" />
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
