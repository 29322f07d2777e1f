import { useController, type FieldPath } from 'react-hook-form';
import { friendlyServerMessage } from '../../../lib/form-messages';
import type { ClientSignUpInput } from '../sign-up-schema';

/**
 * The common widget props (name, value, onChange, onBlur, error) of one sign-up field, from the
 * surrounding FormProvider. Typed on the client form, whose fields include all the contractor's.
 */
export function useSignUpField<N extends FieldPath<ClientSignUpInput>>(name: N) {
  const { field, fieldState } = useController<ClientSignUpInput, N>({ name });
  return {
    name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    // Contract rules report keys (`invalidPhone`): show them in the words users read.
    error: fieldState.error?.message ? friendlyServerMessage(fieldState.error.message) : null,
  };
}
