import type { RoleName, User } from '@fractional/contract';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useFormSubmit } from '../../../components/profile-form/use-form-submit';
import { isClientValues, toBusinessDetail } from '../../../components/profile-form/profile-form-mapping';
import { useCompleteSocialSignUp } from '../api/complete-social-sign-up';
import { useMe } from '../../../lib/get-me';
import { useRegister } from '../api/register';
import { areaRoot } from '../../../lib/session-actions';
import { toNewProfileFields, toRegisterBody, toUserFields } from '../sign-up-mapping';
import type { SignUpValues } from '../sign-up-schema';

/** docs/product.md#forms-and-validation: the sign-up banner and footer texts. */
export const SignUpMessages = {
  serverErrors: 'We encountered a few errors in your sign up, please review in order to proceed.',
  incomplete: 'Please complete all the required fields.',
} as const;

interface SignUpSubmitOptions<TInput extends FieldValues, TValues extends SignUpValues> {
  form: UseFormReturn<TInput, unknown, TValues>;
  role: Extract<RoleName, 'client' | 'contractor'>;
  /** The signed-in Google user finishing sign-up, or null for an e-mail sign-up. */
  socialUser: User | null;
}

/**
 * Submits a sign-up form: e-mail users register (which signs them in), Google users complete their
 * profile; then on to the area's home. Failures become field errors, a banner and a footer hint.
 */
export function useSignUpSubmit<TInput extends FieldValues, TValues extends SignUpValues>(
  options: SignUpSubmitOptions<TInput, TValues>,
) {
  const { form, role, socialUser } = options;
  const navigate = useNavigate();
  const registration = useRegister();
  const socialSignUp = useCompleteSocialSignUp();

  async function send(values: TValues): Promise<void> {
    if (!socialUser) {
      await registration.mutateAsync(toRegisterBody(values));
      return;
    }
    await socialSignUp.mutateAsync({
      profile: toNewProfileFields(values),
      businessDetail: isClientValues(values) ? toBusinessDetail(values) : undefined,
      userFields: toUserFields(values),
    });
  }

  const { isSubmitting, ...submit } = useFormSubmit({
    form,
    messages: SignUpMessages,
    send,
    onSuccess: () => navigate(areaRoot(role), { replace: true }),
  });
  return { ...submit, isLoading: isSubmitting || registration.isPending || socialSignUp.isPending };
}

/** The Google user finishing sign-up (navigation state), as the latest `/auth/me` knows them; else null. */
export function useSocialUser(stateUser: User | undefined): User | null {
  const { data: me } = useMe();
  if (!stateUser) return null;
  return me && me.id === stateUser.id ? me : stateUser;
}
