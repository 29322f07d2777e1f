import type { z } from 'zod';
import { FormMessages, formIssueMessage } from './form-messages';

/** A number the form holds as text: nothing typed is no value; anything else its number (NaN when it is not one). */
export { numberFromText } from './number-text';

/**
 * Checks `values` against the contract's schema, the one the API checks the request with, so a rule
 * lives once: each field's first problem, worded as every form words it (`formIssueMessage`), with
 * `wording` giving a field's own sentence for anything but a missing value. Null when it passes.
 */
export function schemaFieldErrors(
  schema: z.ZodType,
  values: unknown,
  wording: Partial<Record<string, string>> = {},
): Record<string, string> | null {
  // The error map sees each issue with its input (an empty one reads "required").
  const result = schema.safeParse(values, { error: formIssueMessage });
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'general');
    if (errors[field]) continue;
    errors[field] = issue.message === FormMessages.required ? issue.message : (wording[field] ?? issue.message);
  }
  return errors;
}
