import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import { friendlyServerMessage } from './form-messages';

/**
 * A hook for the fields of forms of type T: the widget props (name, value, onChange, onBlur, error)
 * of one field, from the surrounding FormProvider.
 */
export function fieldHookFor<T extends FieldValues>() {
  return function useContextField<N extends FieldPath<T>>(name: N) {
    const { field, fieldState } = useController<T, N>({ name });
    return {
      name,
      value: field.value,
      onChange: field.onChange,
      onBlur: field.onBlur,
      // Contract rules and the server report keys (`invalidPhone`, `otherRequiresText`): show the words users read.
      error: fieldState.error?.message ? friendlyServerMessage(fieldState.error.message) : null,
    };
  };
}
