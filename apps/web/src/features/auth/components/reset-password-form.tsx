import { ForgotPasswordSchema, type ForgotPassword } from '@fractional/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { useRuntimeConfig } from '../../../config/runtime-config';
import { formIssueMessage } from '../../../lib/form-messages';
import { useForgotPassword } from '../api/forgot-password';
import { useFormField } from '../../../lib/form-field';
import { useServerErrorBanner } from '../../../lib/use-server-error-banner';
import { MemberPane, PaneLinks } from './member-pane';
import styles from './member-pane.module.css';

const ResetRequestSchema = z.object({ email: z.string().min(1).pipe(ForgotPasswordSchema.shape.email) });
type ResetRequestInput = z.input<typeof ResetRequestSchema>;
type ResetRequest = z.output<typeof ResetRequestSchema>;

/** Forgot-password states (docs/product.md#states-and-flows): 0 idle, 1 loading, 2 loaded (the e-mail was sent). */
export type ForgotState = 0 | 1 | 2;

const BUTTON_TEXT: Record<ForgotState, string> = {
  0: 'Send reset link',
  1: 'One moment please...',
  2: 'Password reset sent!',
};

/** The reset links point back to the member landing (the API allows only known paths). */
const USER_PATH: ForgotPassword['userPath'] = '/member';

/** Reset-password pane (docs/product.md#sign-in-and-sign-up): asks for a reset link by e-mail. */
function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function ResetPasswordForm() {
  const forgot = useForgotPassword();
  const supportEmail = useRuntimeConfig().data?.supportEmail;
  const form = useForm<ResetRequestInput, unknown, ResetRequest>({
    resolver: zodResolver(ResetRequestSchema, { error: formIssueMessage }),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const { banner, setBanner, showServerError, dismissBanner } = useServerErrorBanner(form.setError, { email: 'email' });
  const email = useFormField(form, 'email');
  const state: ForgotState = forgot.isPending ? 1 : forgot.isSuccess ? 2 : 0;

  const onSubmit = form.handleSubmit(async ({ email: address }) => {
    if (state !== 0) return;
    setBanner(null);
    await forgot.mutateAsync({ email: address, userPath: USER_PATH }).catch(showServerError);
  });

  return (
    <MemberPane
      heading="Reset password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      banner={banner}
      onDismissBanner={dismissBanner}
      onSubmit={onSubmit}
      after={
        <PaneLinks>
          <p>
            Remembered it? <Link to={paths.member.signIn}>Sign in</Link>
          </p>
          <p>
            Not yet a member? <Link to={paths.member.signUp}>Sign up</Link>
          </p>
        </PaneLinks>
      }
    >
      <TextInput {...email} label="Email" type="email" autoComplete="email" required />
      <div role="status" className={styles.status}>
        {state === 2 ? (
          <p className={styles.notice}>
            We&apos;ve sent an email to reset your password. Please check your inbox! (If you don&apos;t receive it in 2
            minutes, please contact us:{' '}
            {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'our support team'})
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button
          type="submit"
          size="lg"
          fullWidth
          isLoading={state === 1}
          disabled={state === 2}
          className={state === 2 ? styles.sent : undefined}
        >
          {state === 2 ? <CheckIcon /> : null}
          {BUTTON_TEXT[state]}
        </Button>
      </div>
    </MemberPane>
  );
}
