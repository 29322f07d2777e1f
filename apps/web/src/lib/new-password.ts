import { FormMessages } from './form-messages';

interface MismatchParams {
  path: string[];
  message: string;
  when: (payload: { value: unknown }) => boolean;
}

/**
 * The arguments of `.refine(...)` that make a form's re-entered password equal its new one (docs/product.md#forms-and-validation),
 * for the field names `password` and `reenter`. The comparison runs as soon as both are typed, even
 * while the new password is still too short.
 */
export function reenteredPasswordMatches<P extends string, R extends string>(
  password: P,
  reenter: R,
): [(values: Record<P | R, string>) => boolean, MismatchParams] {
  return [
    (values) => values[password] === values[reenter],
    {
      path: [reenter],
      message: FormMessages.passwordsMismatch,
      when: ({ value }) => {
        const values = value as Partial<Record<string, unknown>>;
        return typeof values[password] === 'string' && typeof values[reenter] === 'string';
      },
    },
  ];
}
