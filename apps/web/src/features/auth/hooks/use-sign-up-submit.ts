import type { RoleName, User } from '@fractional/contract';
import { useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, UNEXPECTED_ERROR } from '../../../lib/api-client';
import { friendlyServerMessage } from '../../../lib/form-messages';
import { useCompleteSocialSignUp } from '../api/complete-social-sign-up';
import { useMe } from '../api/get-me';
import { useRegister } from '../api/register';
import { areaRoot } from '../api/session-actions';
import {
  isClientValues,
  serverFieldErrors,
  toBusinessDetail,
  toProfileFields,
  toRegisterBody,
  toUserFields,
} from '../sign-up-mapping';
import type { SignUpValues } from '../sign-up-schema';

/** SPEC.md §5: the sign-up banner and footer texts. */
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
  const [banner, setBanner] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  async function send(values: TValues): Promise<void> {
    if (!socialUser) {
      await registration.mutateAsync(toRegisterBody(values));
      return;
    }
    await socialSignUp.mutateAsync({
      user: socialUser,
      profile: toProfileFields(values),
      businessDetail: isClientValues(values) ? toBusinessDetail(values) : undefined,
      userFields: toUserFields(values),
    });
  }

  function showServerErrors(error: unknown): void {
    const apiError = error instanceof ApiError ? error : new ApiError(0, UNEXPECTED_ERROR);
    const fieldNames = Object.keys(form.getValues());
    const fieldErrors = serverFieldErrors(apiError.fieldErrors ?? {}, fieldNames);
    for (const { field, message } of fieldErrors) {
      form.setError(field as Path<TInput>, { type: 'server', message });
    }
    setGeneralError(fieldErrors.length > 0 ? null : friendlyServerMessage(apiError.message));
    setBanner(SignUpMessages.serverErrors);
    setFailedSubmits((count) => count + 1);
  }

  const onSubmit = form.handleSubmit(
    async (values) => {
      setBanner(null);
      setGeneralError(null);
      try {
        await send(values);
      } catch (error) {
        showServerErrors(error);
        return;
      }
      await navigate(areaRoot(role), { replace: true });
    },
    () => {
      setBanner(SignUpMessages.incomplete);
      setFailedSubmits((count) => count + 1);
    },
  );

  const { errors, submitCount, isSubmitting } = form.formState;
  const errorList = Object.values(errors) as Array<{ type?: string } | undefined>;
  const hasServerErrors = generalError !== null || errorList.some((error) => error?.type === 'server');
  const footerHint = hasServerErrors
    ? SignUpMessages.serverErrors
    : submitCount > 0 && errorList.length > 0
      ? SignUpMessages.incomplete
      : null;

  return {
    onSubmit: (event: FormEvent) => void onSubmit(event),
    banner,
    onDismissBanner: () => setBanner(null),
    failedSubmits,
    generalError,
    footerHint,
    isLoading: isSubmitting || registration.isPending || socialSignUp.isPending,
  };
}

/** The Google user finishing sign-up (navigation state), as the latest `/auth/me` knows them; else null. */
export function useSocialUser(stateUser: User | undefined): User | null {
  const { data: me } = useMe();
  if (!stateUser) return null;
  return me && me.id === stateUser.id ? me : stateUser;
}
