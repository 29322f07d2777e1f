import { LoginSchema } from '@fractional/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { formIssueMessage, friendlyServerMessage } from '../../../lib/form-messages';
import { ErrorKeys } from '@fractional/contract';
import { checkEmail } from '../api/check-email';
import { useFormField } from '../../../lib/form-field';
import { GoogleButton } from './google-button';
import { MemberPane, PaneLinks } from './member-pane';
import { RoleChoice, SIGN_UP_ROLES } from './role-choice';
import styles from './member-pane.module.css';

const SignUpStartSchema = z.object({
  role: z.enum(SIGN_UP_ROLES),
  email: z.string().min(1).pipe(LoginSchema.shape.email),
});
type SignUpStartInput = z.input<typeof SignUpStartSchema>;
type SignUpStart = z.output<typeof SignUpStartSchema>;

const SIGN_UP_FORM = { client: paths.clientSignUp, contractor: paths.contractorSignUp } as const;

/**
 * Sign-up pane (docs/product.md#sign-in-and-sign-up): the user says what they are and types an e-mail; the sign-up form of
 * that role continues with it (navigation state `{ email }`). Or they sign up with Google. A taken
 * address is found here, before the long form (`POST /auth/email/check`), with "Sign in instead".
 */
export function SignUpStartForm() {
  const navigate = useNavigate();
  const form = useForm<SignUpStartInput, unknown, SignUpStart>({
    resolver: zodResolver(SignUpStartSchema, { error: formIssueMessage }),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });
  const role = useFormField(form, 'role');
  const email = useFormField(form, 'email');
  const chosenRole = useWatch({ control: form.control, name: 'role' });
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [isChecking, setChecking] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setTakenEmail(null);
    setChecking(true);
    // The check only spares a long form: when it cannot answer (offline, asked too often), sign-up
    // goes on and the form's own submit says whether the address is taken.
    const isAvailable = await checkEmail({ email: values.email })
      .then((result) => result.available)
      .catch(() => true);
    setChecking(false);
    if (!isAvailable) {
      form.setError('email', { type: 'server', message: friendlyServerMessage(ErrorKeys.emailAlreadyExists) });
      setTakenEmail(values.email);
      return;
    }
    await navigate(SIGN_UP_FORM[values.role], { state: { email: values.email } });
  });

  return (
    <MemberPane
      heading="Member sign up"
      intro="Join Fractional as a business looking for experts or as an expert offering your skills."
      onSubmit={onSubmit}
      after={
        <>
          <GoogleButton
            intent="sign-up"
            role={chosenRole}
            pendingNote={chosenRole ? null : 'Choose what you are above to sign up with Google.'}
          />
          <PaneLinks>
            <p>
              Already a member? <Link to={paths.member.signIn}>Sign in</Link>
            </p>
          </PaneLinks>
        </>
      }
    >
      <RoleChoice {...role} value={role.value ?? null} />
      <TextInput {...email} label="Email" type="email" autoComplete="email" required />
      {takenEmail && takenEmail === email.value ? (
        <p className={styles.inlineLink}>
          Already a member with this address? <Link to={paths.member.signIn}>Sign in instead</Link>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth isLoading={isChecking}>
          Continue
        </Button>
      </div>
    </MemberPane>
  );
}
