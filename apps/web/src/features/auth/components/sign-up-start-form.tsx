import { LoginSchema } from '@fractional/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { paths } from '../../../config/paths';
import { formIssueMessage } from '../../../lib/form-messages';
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
 * that role continues with it (navigation state `{ email }`). Or they sign up with Google.
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

  const onSubmit = form.handleSubmit(async (values) => {
    await navigate(SIGN_UP_FORM[values.role], { state: { email: values.email } });
  });

  return (
    <MemberPane
      heading="Member sign up"
      intro="Join Fractional as a business looking for experts or as an expert offering your skills."
      onSubmit={(event) => void onSubmit(event)}
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
      <div className={styles.actions}>
        <Button type="submit" size="lg" fullWidth>
          Continue
        </Button>
      </div>
    </MemberPane>
  );
}
