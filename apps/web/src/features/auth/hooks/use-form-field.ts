import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * The widget props (name, value, onChange, onBlur, error) of one field of a member form.
 * `deps`: fields validated again when this one changes (e.g. the re-entered password).
 */
export function useFormField<T extends FieldValues, N extends FieldPath<T>, TOut extends FieldValues = T>(
  control: Control<T, unknown, TOut>,
  name: N,
  deps?: FieldPath<T>[],
) {
  const { field, fieldState } = useController<T, N, TOut>({ control, name, rules: deps ? { deps } : undefined });
  return {
    name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message ?? null,
  };
}
