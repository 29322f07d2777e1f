import { useRef, useState, type FormEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, UNEXPECTED_ERROR } from '../../lib/api-client';
import { friendlyServerMessage, invalidSubmitMessage } from '../../lib/form-messages';
import { serverFieldErrors } from './profile-form-mapping';

/** The banner and footer texts of a form (docs/product.md#forms-and-validation): after server errors, and while incomplete. */
export interface SubmitMessages {
  serverErrors: string;
  incomplete: string;
}

/** docs/product.md#forms-and-validation, docs/product.md#error-messages: the profile update's texts. */
export const ProfileMessages = {
  serverErrors: 'We encountered a few errors in your profile update, please review in order to proceed.',
  incomplete: 'Please complete all the required fields.',
} as const satisfies SubmitMessages;

interface FormSubmitOptions<TInput extends FieldValues, TValues> {
  form: UseFormReturn<TInput, unknown, TValues>;
  messages: SubmitMessages;
  /** Sends the valid values; a thrown ApiError becomes field errors and the banner. */
  send: (values: TValues) => Promise<void>;
  /** After a successful send: where to go next. */
  onSuccess: (values: TValues) => Promise<void> | void;
}

/**
 * Submits a profile form (sign-up or edit): an invalid submit shows the "incomplete" banner and marks
 * every field; a server failure puts each error under its field (or, naming none, above the footer)
 * with the server-errors banner. `failedSubmits` counts failures so the frame focuses the first error.
 */
export function useFormSubmit<TInput extends FieldValues, TValues>(options: FormSubmitOptions<TInput, TValues>) {
  const { form, messages, send, onSuccess } = options;
  const [banner, setBanner] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  // The values as the form opened (compared as JSON), and whether a successful submit is leaving the page.
  const [opened] = useState(() => JSON.stringify(form.getValues()));
  const isLeaving = useRef(false);

  function showServerErrors(error: unknown): void {
    const apiError = error instanceof ApiError ? error : new ApiError(0, UNEXPECTED_ERROR);
    const fieldNames = Object.keys(form.getValues());
    const fieldErrors = serverFieldErrors(apiError.fieldErrors ?? {}, fieldNames);
    for (const { field, message } of fieldErrors) {
      form.setError(field as Path<TInput>, { type: 'server', message });
    }
    setGeneralError(fieldErrors.length > 0 ? null : friendlyServerMessage(apiError.message));
    setBanner(messages.serverErrors);
    setFailedSubmits((count) => count + 1);
  }

  // handleSubmit is called when the form is submitted (not while rendering): the handler marks the page as left.
  const onSubmit = (event: FormEvent) =>
    form.handleSubmit(
      async (values) => {
        setBanner(null);
        setGeneralError(null);
        try {
          await send(values);
        } catch (error) {
          showServerErrors(error);
          return;
        }
        isLeaving.current = true;
        await onSuccess(values);
      },
      (fieldErrors) => {
        setBanner(invalidSubmitMessage(fieldErrors, messages.incomplete));
        setFailedSubmits((count) => count + 1);
      },
    )(event);

  const { errors, submitCount, isSubmitting } = form.formState;
  const errorList = Object.values(errors) as Array<{ type?: string } | undefined>;
  const hasServerErrors = generalError !== null || errorList.some((error) => error?.type === 'server');
  const footerHint = hasServerErrors
    ? messages.serverErrors
    : submitCount > 0 && errorList.length > 0
      ? invalidSubmitMessage(errors, messages.incomplete)
      : null;

  return {
    onSubmit: (event: FormEvent) => void onSubmit(event),
    banner,
    onDismissBanner: () => setBanner(null),
    failedSubmits,
    generalError,
    footerHint,
    isSubmitting,
    /** For the unsaved-changes guard: true while the values differ from those the form opened with. */
    hasUnsavedChanges: () => !isLeaving.current && JSON.stringify(form.getValues()) !== opened,
  };
}
