import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useGoBack } from '../../../lib/use-go-back';
import { formIssueMessage, invalidSubmitMessage } from '../../../lib/form-messages';
import { useSaveProfile } from '../api/save-profile';
import { toProfileSave } from '../../../components/profile-form/profile-form-mapping';
import type { ProfileFormValues } from '../../../components/profile-form/profile-form-schema';
import { ProfileMessages, useFormSubmit } from '../../../components/profile-form/use-form-submit';
import { differsFrom, useChangeTracking } from './use-change-tracking';

/** Each field's first problem, keyed by field, as a form's errors are. */
function firstIssues(error: z.ZodError): Record<string, { message: string }> {
  const byField: Record<string, { message: string }> = {};
  for (const issue of error.issues) byField[String(issue.path[0] ?? 'general')] ??= { message: issue.message };
  return byField;
}

interface ProfileEditFormOptions<TInput extends FieldValues, TValues extends ProfileFormValues> {
  schema: z.ZodType<TValues, TInput>;
  /** The values of the signed-in user as loaded. */
  defaults: TInput;
  /** Where back goes without a return target or history (docs/product.md#navigation-and-motion). */
  areaRoot: string;
  /** Contractor edit: Save also stays disabled while nothing changed (docs/product.md#forms-and-validation). */
  isChangeRequired: boolean;
}

/**
 * An edit-profile form: the fields of sign-up with the user's values, change tracking, Save disabled
 * while invalid or saving (and, when `isChangeRequired`, unchanged), one atomic save, then back.
 * Returns the form (for FormProvider) and the props of its FormFrame.
 */
export function useProfileEditForm<TInput extends FieldValues, TValues extends ProfileFormValues>(
  options: ProfileEditFormOptions<TInput, TValues>,
) {
  const { schema, defaults, areaRoot, isChangeRequired } = options;
  const form = useForm<TInput, unknown, TValues>({
    resolver: zodResolver<TInput, unknown, TValues>(schema, { error: formIssueMessage }),
    defaultValues: defaults as DefaultValues<TInput>,
    mode: 'onTouched',
  });
  const [loaded, setLoaded] = useState(defaults);
  const { values, isChanged } = useChangeTracking(form.control, loaded);
  const check = schema.safeParse(values, { error: formIssueMessage });
  const isValid = check.success;
  const save = useSaveProfile();
  const goBack = useGoBack(areaRoot);

  const { isSubmitting, footerHint, ...submit } = useFormSubmit({
    form,
    messages: ProfileMessages,
    // Nothing changed (the client's Save stays enabled): nothing to send, just back.
    send: async (valid) => {
      if (differsFrom(form.getValues(), loaded)) await save.mutateAsync(toProfileSave(valid));
    },
    onSuccess: () => {
      const saved = form.getValues();
      setLoaded(saved);
      form.reset(saved);
      goBack();
    },
  });

  const isLoading = isSubmitting || save.isPending;
  return {
    form,
    frame: {
      ...submit,
      footerHint:
        footerHint ?? (check.error ? invalidSubmitMessage(firstIssues(check.error), ProfileMessages.incomplete) : null),
      isLoading,
      isSubmitDisabled: !isValid || (isChangeRequired && !isChanged),
      submitLabel: 'Save profile',
      onCancel: goBack,
    },
  };
}
