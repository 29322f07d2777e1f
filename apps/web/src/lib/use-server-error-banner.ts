import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, UNEXPECTED_ERROR } from './api-client';
import { friendlyServerMessage } from './form-messages';

/** Which form field shows a server error key (the API's field name → the form's). */
export type ServerFieldMap<T extends FieldValues> = Partial<Record<string, Path<T>>>;

/**
 * For the member forms (docs/product.md#error-messages): a server error naming a field is shown under it and repeated in
 * the banner ("OK, got it!") unless `fieldErrorsInBanner` is false (sign-in says it once, under the field); any other
 * failure (key `general`, a non-field key such as `hash`, a plain message) shows in the banner only, in the words users read.
 */
export function useServerErrorBanner<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldOfKey: ServerFieldMap<T>,
  initialBanner: string | null = null,
  { fieldErrorsInBanner = true }: { fieldErrorsInBanner?: boolean } = {},
) {
  const [banner, setBanner] = useState<string | null>(initialBanner);

  function showServerError(error: unknown): void {
    const apiError = error instanceof ApiError ? error : new ApiError(0, UNEXPECTED_ERROR);
    let fieldMessage: string | null = null;
    let firstField: string | null = null;
    for (const [key, text] of Object.entries(apiError.fieldErrors ?? {})) {
      const field = fieldOfKey[key];
      if (!field) continue;
      const message = friendlyServerMessage(text);
      setError(field, { type: 'server', message }, { shouldFocus: fieldMessage === null });
      fieldMessage ??= message;
      firstField ??= field;
    }
    if (fieldMessage === null) setBanner(friendlyServerMessage(apiError.message));
    else setBanner(fieldErrorsInBanner ? fieldMessage : null);
    // Without the banner's alert, the field itself takes the focus so its message is heard (the
    // widgets do not hand react-hook-form a ref, so setError's shouldFocus cannot).
    if (firstField && !fieldErrorsInBanner) document.getElementsByName(firstField)[0]?.focus();
  }

  return { banner, setBanner, showServerError, dismissBanner: () => setBanner(null) };
}
